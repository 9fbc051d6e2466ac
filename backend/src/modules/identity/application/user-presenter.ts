import type { UserDto } from '@hisaab/contracts';
import type { UserRecord } from './ports/identity-store';

/** The user as the API shows it: never the password hash. */
export function toUserDto(user: UserRecord): UserDto {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    businessName: user.businessName,
    phone: user.phone,
    businessAddress: user.businessAddress,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    trialStartDate: user.trialStartDate.toISOString(),
    trialEndDate: user.trialEndDate.toISOString(),
    createdAt: user.createdAt.toISOString(),
  };
}
