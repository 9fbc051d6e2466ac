import { Injectable } from '@nestjs/common';
import { EntitySchema } from '@mikro-orm/core';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { IdempotencyClaim, IdempotencyStore } from './idempotency.service';

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

  async claim(businessId: string, key: string, requestHash: string, reclaimBefore: Date): Promise<IdempotencyClaim> {
    // A concurrent claim of the same key blocks on the unique index (or the expired row's lock) until
    // the first transaction ends; it then sees a fresh row, so it replays instead of claiming again.
    // An expired key is taken over in the same statement; a fresh one is left alone (no row changes).
    const claimed = await this.em
      .createQueryBuilder(IdempotencyKeySchema)
      .insert({ id: randomUUID(), businessId, key, requestHash, createdAt: raw('now()') })
      .onConflict(['businessId', 'key'])
      .merge({ id: raw('excluded.id'), requestHash: raw('excluded.request_hash'), responseStatus: null, responseBody: null, createdAt: raw('now()') })
      .where({ createdAt: { $lt: reclaimBefore } })
      .execute('run');
    if (claimed.affectedRows) return { kind: 'claimed' };
    const row = await this.em
      .createQueryBuilder(IdempotencyKeySchema)
      .select(['requestHash', 'responseStatus', 'responseBody'])
      .where({ businessId, key })
      .execute<Pick<IdempotencyKeyRow, 'requestHash' | 'responseStatus' | 'responseBody'>>('get', true);
    return { kind: 'replay', requestHash: row.requestHash, responseStatus: row.responseStatus, responseBody: row.responseBody };
  }

  async complete(businessId: string, key: string, responseStatus: number, responseBody: unknown): Promise<void> {
    await this.em.nativeUpdate(IdempotencyKeySchema, { businessId, key }, { responseStatus, responseBody });
  }

  async deleteCreatedBefore(cutoff: Date): Promise<number> {
    return this.em.nativeDelete(IdempotencyKeySchema, { createdAt: { $lt: cutoff } });
  }
}
