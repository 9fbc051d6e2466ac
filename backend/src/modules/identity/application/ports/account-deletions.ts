export interface AccountDeletionRecord {
  businessId: string;
  requestedBy: string;
  reason: string | null;
  requestedAt: Date;
  scheduledFor: Date;
  noticeSentAt: Date | null;
}

/** The scheduled deletions of businesses (identity owns the tenant root, its users and sessions). */
export abstract class AccountDeletionRepository {
  /** Schedules it unless one is scheduled already; true when this call created it. */
  abstract create(deletion: AccountDeletionRecord): Promise<boolean>;
  abstract find(businessId: string): Promise<AccountDeletionRecord | null>;
  /** Cancels it when it is not yet due; false when it is due (or gone). */
  abstract cancelIfBefore(businessId: string, now: Date): Promise<boolean>;
  /** Every user of the business, whose sessions end with the request. */
  abstract userIdsOf(businessId: string): Promise<string[]>;
  abstract dueBusinessIds(now: Date, limit: number): Promise<string[]>;
  /** Inside a transaction: locks the due deletion until the transaction ends; false when it is not due or gone. */
  abstract lockDue(businessId: string, now: Date): Promise<boolean>;
  /** Claims the confirmation e-mail of this request; false when it was sent (or the request is gone). */
  abstract claimNotice(businessId: string, requestedAt: Date, now: Date): Promise<boolean>;
  abstract releaseNotice(businessId: string, requestedAt: Date): Promise<void>;
}
