import { Injectable } from '@nestjs/common';
import type { AdminAuditOutcome } from '@hisaab/contracts';
import { EntityManager, QueryOrder, raw } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { column, entityRows, parsedRows } from '../../../platform/database/sql-rows';
import { sql } from '../../../platform/database/sql';
import { type KeysetPosition, type Slice, sliceRows } from '../../../shared/cursor';
import {
  type AdminSessionRecord,
  AdminSessionRepository,
  type AuditRecord,
  AuditLog,
  type AuthenticatorRecord,
  AuthenticatorRepository,
} from '../application/ports/admin-store';
import { type AdminAuditRow, AdminAuditSchema, AdminAuthenticatorRow, AdminAuthenticatorSchema, AdminSessionRow, AdminSessionSchema } from './admin.entities';

@Injectable()
export class MikroOrmAdminSessionRepository extends AdminSessionRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async create(session: AdminSessionRecord): Promise<void> {
    await this.em.insert(AdminSessionRow, session);
  }

  async touch(tokenHash: string, user: { userId: string; signInSessionId: string }, now: Date, idleSince: Date): Promise<AdminSessionRecord | null> {
    const [row] = await entityRows<AdminSessionRow>(
      this.em,
      AdminSessionSchema,
      `update admin_sessions set last_used_at = ? where token_hash = ? and user_id = ? and sign_in_session_id = ? and expires_at > ? and last_used_at > ? returning *`,
      [now, tokenHash, user.userId, user.signInSessionId, now, idleSince],
    );
    return row ?? null;
  }

  async delete(tokenHash: string): Promise<void> {
    await this.em.nativeDelete(AdminSessionRow, { tokenHash });
  }

  async deleteAllForUser(userId: string): Promise<void> {
    await this.em.nativeDelete(AdminSessionRow, { userId });
  }

  deleteEnded(now: Date, idleSince: Date): Promise<number> {
    return this.em.nativeDelete(AdminSessionRow, { $or: [{ expiresAt: { $lte: now } }, { lastUsedAt: { $lte: idleSince } }] });
  }
}

const FailureRow = z.object({ failures: column.count });

@Injectable()
export class MikroOrmAuthenticatorRepository extends AuthenticatorRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async find(userId: string): Promise<AuthenticatorRecord | null> {
    const [row] = await entityRows<AdminAuthenticatorRow>(this.em, AdminAuthenticatorSchema, `select * from admin_authenticators where user_id = ?`, [userId]);
    return row ?? null;
  }

  async savePending(userId: string, sealedSecret: string, now: Date): Promise<boolean> {
    // Upsert that leaves a confirmed authenticator alone: replacing it would need its own step-up.
    const rows = await this.em.execute(
      `insert into admin_authenticators (user_id, sealed_secret, confirmed_at, last_used_step, failed_attempts, locked_until, created_at)
       values (?, ?, null, null, 0, null, ?)
       on conflict (user_id) do update set sealed_secret = excluded.sealed_secret, created_at = excluded.created_at, failed_attempts = 0, locked_until = null
       where admin_authenticators.confirmed_at is null
       returning user_id`,
      [userId, sealedSecret, now],
    );
    return rows.length === 1;
  }

  async recordSuccess(userId: string, step: number, now: Date): Promise<boolean> {
    const changed = await this.em.nativeUpdate(
      AdminAuthenticatorRow,
      { userId, $or: [{ lastUsedStep: null }, { lastUsedStep: { $lt: step } }] },
      { lastUsedStep: step, failedAttempts: 0, lockedUntil: null, confirmedAt: raw('coalesce(confirmed_at, ?)', [now]) },
    );
    return changed === 1;
  }

  async claimAttempt(userId: string, maxFailures: number, now: Date, lockUntil: Date): Promise<{ failures: number } | null> {
    const [row] = await parsedRows(
      this.em,
      FailureRow,
      sql`with counted as (
            select user_id, case when locked_until is not null and locked_until <= ${now} then 1 else failed_attempts + 1 end as failures
              from admin_authenticators
             where user_id = ${userId} and (locked_until is null or locked_until <= ${now})
             for update
          )
          update admin_authenticators a
             set failed_attempts = counted.failures,
                 locked_until = case when counted.failures >= ${maxFailures} then ${lockUntil}::timestamptz else null end
            from counted where a.user_id = counted.user_id
          returning a.failed_attempts as failures`,
    );
    return row ?? null;
  }
}

/** A listed row and its keyset: created_at as PostgreSQL's text, so the cursor keeps the microseconds. */
type ListedAuditRow = AdminAuditRow & { sort_key: string };
const InsertedRow = z.object({ id: column.uuid });

@Injectable()
export class MikroOrmAuditLog extends AuditLog {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async append(entry: AuditRecord): Promise<void> {
    await this.em.insert(AdminAuditSchema, entry);
  }

  async appendRefusal(entry: AuditRecord, since: Date, max: number): Promise<boolean> {
    // The count and the insert in one statement (a parallel burst may pass the cap by a few rows).
    const rows = await parsedRows(
      this.em,
      InsertedRow,
      sql`insert into admin_audit_log (id, action, actor_user_id, actor_email, target_user_id, target_email, outcome, reason, request_id, created_at)
          select ${entry.id}::uuid, ${entry.action}, ${entry.actorUserId}::uuid, ${entry.actorEmail}, ${entry.targetUserId}::uuid, ${entry.targetEmail},
                 'refused', ${entry.reason}, ${entry.requestId}, ${entry.createdAt}::timestamptz
           where (select count(*) from admin_audit_log
                   where actor_user_id = ${entry.actorUserId}::uuid and outcome = 'refused' and created_at > ${since}::timestamptz) < ${max}
          returning id`,
    );
    return rows.length === 1;
  }

  async list(query: { limit: number; before?: KeysetPosition; outcome?: AdminAuditOutcome }): Promise<Slice<AuditRecord>> {
    const qb = this.em
      .createQueryBuilder(AdminAuditSchema)
      .select(['*', raw('created_at::text as sort_key')])
      .where(query.outcome ? { outcome: query.outcome } : {})
      .orderBy({ createdAt: QueryOrder.DESC, id: QueryOrder.DESC })
      .limit(query.limit + 1);
    if (query.before) qb.andWhere(`(created_at, id) < (?::timestamptz, ?)`, [query.before.key, query.before.id]);
    const rows = await entityRows<ListedAuditRow, AdminAuditRow>(this.em, AdminAuditSchema, qb);
    return sliceRows(rows, query.limit, ({ sort_key: _key, ...record }) => record, (row) => row.sort_key);
  }
}
