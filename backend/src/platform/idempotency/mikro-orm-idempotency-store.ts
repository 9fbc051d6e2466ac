import { Injectable } from '@nestjs/common';
import { EntitySchema } from '@mikro-orm/core';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { sql, type Sql } from '../database/sql';
import { IdempotencyClaim, IdempotencyStore, type KeyTimes, type StatementClaim, type StoredAnswer } from './idempotency.service';

export class IdempotencyKeyRow {
  id!: string;
  businessId!: string;
  key!: string;
  requestHash!: string;
  responseStatus!: number | null;
  responseBody!: unknown;
  createdAt!: Date;
}

export const IdempotencyKeySchema = new EntitySchema<IdempotencyKeyRow>({
  class: IdempotencyKeyRow,
  tableName: 'idempotency_keys',
  properties: {
    id: { type: 'uuid', primary: true },
    businessId: { type: 'uuid' },
    key: { type: 'text' },
    requestHash: { type: 'text' },
    responseStatus: { type: 'integer', nullable: true },
    responseBody: { type: 'json', columnType: 'jsonb', nullable: true },
    createdAt: { type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' },
  },
  uniques: [{ name: 'idempotency_keys_business_id_key_unique', properties: ['businessId', 'key'] }],
  // For the hourly sweep of expired keys.
  indexes: [{ name: 'idempotency_keys_created_at_index', properties: ['createdAt'] }],
});

@Injectable()
export class MikroOrmIdempotencyStore extends IdempotencyStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async claim(businessId: string, key: string, requestHash: string, { now, reclaimBefore }: KeyTimes): Promise<IdempotencyClaim> {
    // A concurrent claim of the same key blocks on the unique index (or the expired row's lock) until
    // the first transaction ends; it then sees a fresh row, so it replays instead of claiming again.
    // An expired key is taken over in the same statement; a fresh one is left alone (no row changes).
    const claimed = await this.em
      .createQueryBuilder(IdempotencyKeySchema)
      .insert({ id: randomUUID(), businessId, key, requestHash, createdAt: now })
      .onConflict(['businessId', 'key'])
      .merge({ id: raw('excluded.id'), requestHash: raw('excluded.request_hash'), responseStatus: null, responseBody: null, createdAt: raw('excluded.created_at') })
      .where({ createdAt: { $lt: reclaimBefore } })
      .execute('run');
    if (claimed.affectedRows) return { kind: 'claimed' };
    // Not claimed, so the key exists and has not expired (the upsert waited for any transaction holding it).
    return (await this.storedAnswer(businessId, key, reclaimBefore))!;
  }

  async storedAnswer(businessId: string, key: string, reclaimBefore: Date): Promise<StoredAnswer | null> {
    const row = await this.em
      .createQueryBuilder(IdempotencyKeySchema)
      .select(['requestHash', 'responseStatus', 'responseBody'])
      .where({ businessId, key, createdAt: { $gte: reclaimBefore } })
      .execute<Pick<IdempotencyKeyRow, 'requestHash' | 'responseStatus' | 'responseBody'> | undefined>('get', true);
    return row ? { kind: 'replay', requestHash: row.requestHash, responseStatus: row.responseStatus, responseBody: row.responseBody } : null;
  }

  async complete(businessId: string, key: string, responseStatus: number, responseBody: unknown): Promise<void> {
    await this.em.nativeUpdate(IdempotencyKeySchema, { businessId, key }, { responseStatus, responseBody });
  }

  async deleteCreatedBefore(cutoff: Date): Promise<number> {
    return this.em.nativeDelete(IdempotencyKeySchema, { createdAt: { $lt: cutoff } });
  }
}

/**
 * For a command that is one statement (IdempotencyService.executeInStatement): the body of a CTE
 * that inserts the key with its answer — or takes over an expired one — when `condition` holds,
 * returning one row when it claimed the key and none when the key is taken. A concurrent statement
 * with the same key waits on the unique index until this one commits, then finds the key taken.
 */
export function claimingInsert(claim: StatementClaim, condition: Sql = sql`true`): Sql {
  return sql`insert into idempotency_keys as k (id, business_id, key, request_hash, response_status, response_body, created_at)
      select ${randomUUID()}::uuid, ${claim.businessId}::uuid, ${claim.key}, ${claim.requestHash}, ${claim.responseStatus}::int, ${claim.responseBody}::jsonb, ${claim.times.now}::timestamptz
       where ${condition}
      on conflict (business_id, key) do update
        set id = excluded.id, request_hash = excluded.request_hash, response_status = excluded.response_status,
            response_body = excluded.response_body, created_at = excluded.created_at
        where k.created_at < ${claim.times.reclaimBefore}
      returning 1`;
}
