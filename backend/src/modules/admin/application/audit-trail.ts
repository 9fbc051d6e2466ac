import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AdminAuditAction, AdminAuditEntry, AdminAuditValues } from '@hisaab/contracts';
import { Clock } from '../../../platform/clock/clock';
import { decodeInstantKeyset, encodeKeyset, type Page, pageLimit } from '../../../shared/cursor';
import { type AuditRecord, AuditLog } from './ports/admin-store';

export const AUDIT_PAGE = { defaultLimit: 50, maxLimit: 200 } as const;

/** Every admin action, written in the transaction of the change it describes; the master reads it. */
@Injectable()
export class AuditTrail {
  constructor(
    private readonly log: AuditLog,
    private readonly clock: Clock,
  ) {}

  async record(
    actor: { userId: string; email: string; requestId: string },
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
      requestId: actor.requestId,
      createdAt: this.clock.now(),
    });
  }

  async list(query: { limit?: number; cursor?: string }): Promise<Page<AdminAuditEntry>> {
    const limit = pageLimit(query.limit, AUDIT_PAGE);
    const slice = await this.log.list({ limit, before: decodeInstantKeyset(query.cursor) });
    return { items: slice.items.map(toAuditEntry), nextCursor: slice.next && encodeKeyset(slice.next) };
  }
}

function toAuditEntry(record: AuditRecord): AdminAuditEntry {
  return { ...record, createdAt: record.createdAt.toISOString() };
}
