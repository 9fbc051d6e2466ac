import { createHash, randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import type { AdminAuditAction, AdminAuditEntry, AdminAuditOutcome, AdminAuditValues } from '@hisaab/contracts';
import { Clock } from '../../../platform/clock/clock';
import { DomainError } from '../../../shared/domain-error';
import { isUuid } from '../../../shared/uuid';
import { decodeInstantKeyset, encodeKeyset, type Page, pageLimit } from '../../../shared/cursor';
import { type AuditRecord, AuditLog } from './ports/admin-store';

export const AUDIT_PAGE = { defaultLimit: 50, maxLimit: 200 } as const;

/**
 * At most this many refusals a minute are written per signed-in user: one row per attempt while the
 * step-up's rate limits hold, and a loop of refused calls (on routes no rate limit covers) cannot
 * flood the table; the rest are only logged.
 */
export const REFUSALS_PER_MINUTE = 10;

/** Who tried: the signed-in user (every admin route needs the sign-in first) and the request. */
export type AuditActor = { userId: string; email: string; requestId: string };

/** The refusal codes an attempt may be recorded with; anything else (a bad body, a missing user) is not an attempt on the admin area. */
const REFUSALS = new Set([
  'ADMIN_NOT_ELIGIBLE',
  'ADMIN_SESSION_REQUIRED',
  'ADMIN_SESSION_INVALID',
  'MASTER_ADMIN_REQUIRED',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_ATTEMPTS_EXCEEDED',
  'TOTP_INVALID',
  'TOTP_LOCKED',
]);

/**
 * A request id as the log keeps it: the client may name its request (X-Request-Id), so an unusual
 * one is kept by its digest, never at the length or in the characters a caller chose.
 */
function boundedRequestId(requestId: string): string {
  return /^[\x21-\x7e]{1,100}$/.test(requestId) ? requestId : `sha256:${createHash('sha256').update(requestId).digest('hex').slice(0, 32)}`;
}

/** Every admin action, written in the transaction of the change it describes, and every refused attempt; the master reads it. */
@Injectable()
export class AuditTrail {
  private readonly logger = new Logger('AdminAudit');

  constructor(
    private readonly log: AuditLog,
    private readonly clock: Clock,
  ) {}

  async record(
    actor: AuditActor,
    action: AdminAuditAction,
    before: AdminAuditValues | null,
    after: AdminAuditValues | null,
    target: { id: string; email: string } | null = null,
  ): Promise<void> {
    await this.log.append({
      id: randomUUID(),
      action,
      actorUserId: actor.userId,
      actorEmail: actor.email,
      targetUserId: target?.id ?? null,
      targetEmail: target?.email ?? null,
      before,
      after,
      outcome: 'done',
      reason: null,
      requestId: boundedRequestId(actor.requestId),
      createdAt: this.clock.now(),
    });
  }

  /**
   * Runs `attempt`; when it throws one of the admin area's refusals, records the attempt as refused
   * (after the attempt's own transaction rolled back; callers are in none) and throws it on.
   * `targetUserId` is kept only as a well-formed id: it may come from the path.
   */
  async refusing<T>(actor: AuditActor, action: AdminAuditAction, attempt: () => Promise<T>, targetUserId: string | null = null): Promise<T> {
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof DomainError && REFUSALS.has(error.code)) {
        // The caller gets its refusal even if the log cannot be written.
        await this.refused(actor, action, error.code, targetUserId).catch((failure: unknown) => this.logger.error(`Refusal not recorded: ${String(failure)}`));
      }
      throw error;
    }
  }

  private async refused(actor: AuditActor, action: AdminAuditAction, reason: string, targetUserId: string | null): Promise<void> {
    const now = this.clock.now();
    const entry = {
      id: randomUUID(),
      action,
      actorUserId: actor.userId,
      actorEmail: actor.email,
      targetUserId: targetUserId && isUuid(targetUserId) ? targetUserId : null,
      targetEmail: null,
      before: null,
      after: null,
      outcome: 'refused' as const,
      reason,
      requestId: boundedRequestId(actor.requestId),
      createdAt: now,
    };
    const written = await this.log.appendRefusal(entry, new Date(now.getTime() - 60_000), REFUSALS_PER_MINUTE);
    if (!written) this.logger.warn(`Refused ${action} (${reason}) by user ${actor.userId} not written: over ${REFUSALS_PER_MINUTE} refusals a minute`);
  }

  async list(query: { limit?: number; cursor?: string; outcome?: AdminAuditOutcome }): Promise<Page<AdminAuditEntry>> {
    const limit = pageLimit(query.limit, AUDIT_PAGE);
    const slice = await this.log.list({ limit, before: decodeInstantKeyset(query.cursor), outcome: query.outcome });
    return { items: slice.items.map(toAuditEntry), nextCursor: slice.next && encodeKeyset(slice.next) };
  }
}

function toAuditEntry(record: AuditRecord): AdminAuditEntry {
  return { ...record, createdAt: record.createdAt.toISOString() };
}
