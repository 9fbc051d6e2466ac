import type { KeysetPosition, Slice } from '../../../../shared/cursor';
import type { OtpPurpose, WindowCounts } from '../../domain/otp-policy';

export interface UserRecord {
  id: string;
  businessId: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  businessName: string;
  phone: string;
  businessAddress: string;
  profileImageUrl: string | null;
  role: 'user' | 'admin';
  trialStartDate: Date;
  trialEndDate: Date;
  createdAt: Date;
}

export type NewUser = Omit<UserRecord, 'id' | 'businessId' | 'createdAt' | 'role' | 'profileImageUrl'>;

export abstract class UserRepository {
  abstract findByEmail(email: string): Promise<UserRecord | null>;
  abstract findById(id: string): Promise<UserRecord | null>;
  /** The user who signed the business up. */
  abstract findOwnerOfBusiness(businessId: string): Promise<UserRecord | null>;
  /** Creates the business and its owner together; throws EMAIL_ALREADY_REGISTERED on a duplicate. */
  abstract createWithBusiness(user: NewUser): Promise<UserRecord>;
  abstract updatePassword(userId: string, passwordHash: string): Promise<void>;
  /** Every user of every business, by e-mail (the admin area); `search` matches e-mail, names or business name. */
  abstract listAll(query: { search?: string; limit: number; after?: KeysetPosition }): Promise<Slice<UserRecord>>;
  /** All users, those whose trial runs at `now`, and those with role admin. */
  abstract countAll(now: Date): Promise<{ total: number; activeTrials: number; admins: number }>;
  /** Null when there is no such user. */
  abstract setRole(userId: string, role: UserRecord['role']): Promise<UserRecord | null>;
  abstract setTrial(userId: string, trialStartDate: Date, trialEndDate: Date): Promise<UserRecord | null>;
}

export interface OtpRecord {
  id: string;
  purpose: OtpPurpose;
  email: string;
  userId: string | null;
  codeHash: string;
  expiresAt: Date;
  attempts: number;
  consumedAt: Date | null;
  tokenHash: string | null;
  tokenExpiresAt: Date | null;
  tokenUsedAt: Date | null;
}

export abstract class OtpRepository {
  abstract create(otp: Omit<OtpRecord, 'attempts' | 'consumedAt' | 'tokenHash' | 'tokenExpiresAt' | 'tokenUsedAt'> & { requestIp: string; createdAt: Date }): Promise<void>;
  /** Codes created since `since` for the e-mail, the IP and the pair. */
  abstract countSends(email: string, ip: string, since: Date): Promise<WindowCounts>;
  /** Atomically counts one more try and returns the code's state after it, or null if no such code. */
  abstract registerAttempt(id: string, purpose: OtpPurpose): Promise<OtpRecord | null>;
  /** Marks the code used and stores the follow-up token; false if another request consumed it first. */
  abstract consume(id: string, tokenHash: string, tokenExpiresAt: Date): Promise<boolean>;
  abstract find(id: string, purpose: OtpPurpose): Promise<OtpRecord | null>;
  /** The id of the newest code of this purpose sent to the user, or null. */
  abstract findLatestId(purpose: OtpPurpose, userId: string): Promise<string | null>;
  /** Single use of the follow-up token; false if it was used already. */
  abstract useToken(id: string): Promise<boolean>;
  /** Deletes the codes created before `cutoff`; returns how many. */
  abstract deleteCreatedBefore(cutoff: Date): Promise<number>;
  /** Marks the code's e-mail sent (sendOnce's claim); false when it was sent already or the code is gone. */
  abstract claimEmail(id: string, at: Date): Promise<boolean>;
  /** Gives the claim back after a failed send. */
  abstract releaseEmail(id: string): Promise<void>;
}

export interface SessionRecord {
  id: string;
  userId: string;
  businessId: string;
  email: string;
  role: 'user' | 'admin';
  expiresAt: Date;
  revokedAt: Date | null;
}

export abstract class SessionRepository {
  abstract create(session: { id: string; userId: string; expiresAt: Date; ip: string; userAgent: string | null }): Promise<void>;
  abstract findWithUser(id: string): Promise<SessionRecord | null>;
  abstract revoke(id: string): Promise<void>;
  abstract revokeAllForUser(userId: string): Promise<void>;
  /** Deletes the sessions that expired or were revoked before `cutoff`; returns how many. */
  abstract deleteEndedBefore(cutoff: Date): Promise<number>;
}

export abstract class LoginAttemptRepository {
  abstract recordFailure(email: string, ip: string, at: Date): Promise<void>;
  abstract countFailures(email: string, ip: string, since: Date): Promise<WindowCounts>;
  /** Forgets the failures of this e-mail from this IP (a stranger's failures elsewhere still count). */
  abstract clearFailures(email: string, ip: string): Promise<void>;
  /** Deletes the failures recorded before `cutoff`; returns how many. */
  abstract deleteFailuresBefore(cutoff: Date): Promise<number>;
}
