import { Injectable } from '@nestjs/common';
import type { UserDto } from '@hisaab/contracts';
import type { KeysetPosition, Slice } from '../../../shared/cursor';
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

  /** The user, or null (the admin area answers its own 404). */
  async findUser(userId: string): Promise<UserDto | null> {
    const user = await this.users.findById(userId);
    return user ? toUserDto(user) : null;
  }

  /** The business the user belongs to, or null when there is no such user. */
  async businessIdOf(userId: string): Promise<string | null> {
    return (await this.users.findById(userId))?.businessId ?? null;
  }

  /** Every user of every business, by e-mail: only the admin area calls this. */
  async listUsers(query: { search?: string; limit: number; after?: KeysetPosition }): Promise<Slice<UserDto>> {
    const slice = await this.users.listAll(query);
    return { items: slice.items.map(toUserDto), next: slice.next };
  }

  countUsers(now: Date): Promise<{ total: number; activeTrials: number; admins: number }> {
    return this.users.countAll(now);
  }

  /** Null when there is no such user. */
  async setRole(userId: string, role: UserDto['role']): Promise<UserDto | null> {
    const user = await this.users.setRole(userId, role);
    return user ? toUserDto(user) : null;
  }

  /** The trial the subscription gate reads; null when there is no such user. */
  async setTrial(userId: string, trialStartDate: Date, trialEndDate: Date): Promise<UserDto | null> {
    const user = await this.users.setTrial(userId, trialStartDate, trialEndDate);
    return user ? toUserDto(user) : null;
  }
}
