import type { UserDto } from '@hisaab/contracts';

/** A signed-in owner as GET /api/user answers it, for tests that need one. */
export const sampleUser: UserDto = {
  id: 'u1',
  email: 'kavya@example.com',
  firstName: 'Kavya',
  lastName: 'Rao',
  businessName: 'Rao Traders',
  phone: '9876543210',
  businessAddress: 'Chennai',
  profileImageUrl: null,
  role: 'user',
  trialStartDate: '2026-11-01T00:00:00.000Z',
  trialEndDate: '2026-11-08T00:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
};
