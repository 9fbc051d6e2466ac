import type { AdminAuditEntry, AdminAuditOutcome } from '@hisaab/contracts';
import type { KeysetPosition, Slice } from '../../../../shared/cursor';

export interface AdminSessionRecord {
  id: string;
  userId: string;
  signInSessionId: string;
  tokenHash: string;
  createdAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
}

/** Admin sessions, found by the digest of their token only. */
export abstract class AdminSessionRepository {
  abstract create(session: AdminSessionRecord): Promise<void>;
  /**
   * Marks the session used at `now` and returns it, when it is this user's, earned in this sign-in, not
   * past its absolute end and used since `idleSince`; null otherwise. One statement: two calls can't
   * both revive a session that just went idle.
   */
  abstract touch(tokenHash: string, user: { userId: string; signInSessionId: string }, now: Date, idleSince: Date): Promise<AdminSessionRecord | null>;
  abstract delete(tokenHash: string): Promise<void>;
  abstract deleteAllForUser(userId: string): Promise<void>;
  /** Deletes sessions past their absolute end or idle since before `idleSince`; returns how many. */
  abstract deleteEnded(now: Date, idleSince: Date): Promise<number>;
}

export interface AuthenticatorRecord {
  userId: string;
  sealedSecret: string;
  confirmedAt: Date | null;
  lastUsedStep: number | null;
  failedAttempts: number;
  lockedUntil: Date | null;
}

/** One authenticator app per user: pending until its first code is confirmed. */
export abstract class AuthenticatorRepository {
  abstract find(userId: string): Promise<AuthenticatorRecord | null>;
  /** Starts (or restarts) a pending enrolment; never replaces a confirmed one (false then). */
  abstract savePending(userId: string, sealedSecret: string, now: Date): Promise<boolean>;
  /**
   * Records a good code at `step`: clears the failures, confirms a pending enrolment. False when that
   * step (or a later one) was used already, so one code never opens two sessions.
   */
  abstract recordSuccess(userId: string, step: number, now: Date): Promise<boolean>;
  /**
   * Counts a code about to be checked, in one statement so parallel guesses each count: null while a
   * lock holds (nothing is checked); the attempt that reaches `maxFailures` sets the lock until
   * `lockUntil`. A lock that has run out starts the count again. A good code's recordSuccess clears it.
   */
  abstract claimAttempt(userId: string, maxFailures: number, now: Date, lockUntil: Date): Promise<{ failures: number } | null>;
}

/** An audit entry as stored: the contract's, with its instant as a Date. */
export type AuditRecord = Omit<AdminAuditEntry, 'createdAt'> & { createdAt: Date };

export abstract class AuditLog {
  abstract append(entry: AuditRecord): Promise<void>;
  /** Appends a refusal unless the actor has `max` refusals since `since` already; false when it was not written. */
  abstract appendRefusal(entry: AuditRecord, since: Date, max: number): Promise<boolean>;
  /** Newest first, of one outcome when given; the keyset is (created_at as PostgreSQL text, id). */
  abstract list(query: { limit: number; before?: KeysetPosition; outcome?: AdminAuditOutcome }): Promise<Slice<AuditRecord>>;
}

/** Authenticator app codes (RFC 6238, 30-second steps, 6 digits). */
export abstract class TotpCodes {
  abstract newSecret(): string;
  abstract uri(secret: string, account: string): string;
  /** The time step the code belongs to (one step of drift either way), or null when it matches none. */
  abstract check(secret: string, code: string, now: Date): number | null;
}

/** Users' paid plans, as the subscription module keeps them. */
export abstract class PaidPlans {
  /** The running subscription (the latest-ending one) of each of these users' businesses. */
  abstract currentFor(userIds: string[], now: Date): Promise<Map<string, { planName: string; endDate: Date }>>;
  /** Businesses with a running subscription. */
  abstract countActive(now: Date): Promise<number>;
  /** The master's grant: a plan bought while another runs starts when that one ends. Throws PLAN_NOT_FOUND. */
  abstract grant(businessId: string, planId: string, amountPaise: number, grantedBy: string): Promise<{ planName: string; endDate: Date }>;
  /** Inside the transaction that changes a trial of the business: its held scheduled work resumes if the trial then runs. */
  abstract trialChanging(businessId: string): Promise<void>;
  /** The user's trial was changed: the subscription gate stops reusing what it knew of it. */
  abstract trialChanged(userId: string): void;
}
