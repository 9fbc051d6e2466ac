import { Injectable } from '@nestjs/common';
import type { UserDto } from '@hisaab/contracts';
import { DomainError } from '../../../shared/domain-error';
import { UserRepository } from './ports/identity-store';
import { toUserDto } from './user-presenter';

/** Read access to users for the current-user call and for other modules (through index.ts). */
@Injectable()
export class UserDirectory {
  constructor(private readonly users: UserRepository) {}

  async getUser(userId: string): Promise<UserDto> {
    const user = await this.users.findById(userId);
    if (!user) throw DomainError.notFound('User');
    return toUserDto(user);
  }

  /** The owner's sign-up details (business name, address, phone, e-mail), or null. */
  async getBusinessOwner(businessId: string): Promise<UserDto | null> {
    const user = await this.users.findOwnerOfBusiness(businessId);
    return user ? toUserDto(user) : null;
  }
}
