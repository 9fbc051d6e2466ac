import { Injectable } from '@nestjs/common';
import { UserDirectory } from '../../identity';
import { BusinessNameSource } from '../application/ports/settings.repository';

/** Reads the sign-up business name through the identity module's public API. */
@Injectable()
export class IdentityBusinessNameSource extends BusinessNameSource {
  constructor(private readonly users: UserDirectory) {
    super();
  }

  async businessNameOfUser(userId: string): Promise<string | null> {
    try {
      return (await this.users.getUser(userId)).businessName || null;
    } catch {
      return null;
    }
  }
}
