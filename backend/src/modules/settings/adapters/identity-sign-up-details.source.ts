import { Injectable } from '@nestjs/common';
import { UserDirectory } from '../../identity';
import { SignUpDetailsSource, type SignUpDetails } from '../application/ports/settings.repository';

/** Reads the owner's sign-up details through the identity module's public API. */
@Injectable()
export class IdentitySignUpDetailsSource extends SignUpDetailsSource {
  constructor(private readonly users: UserDirectory) {
    super();
  }

  async ofBusiness(businessId: string): Promise<SignUpDetails | null> {
    const owner = await this.users.getBusinessOwner(businessId);
    if (!owner) return null;
    return {
      companyName: owner.businessName,
      companyAddress: owner.businessAddress || null,
      companyPhone: owner.phone || null,
      companyEmail: owner.email,
    };
  }
}
