import { Injectable } from '@nestjs/common';
import { EntitySchema } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
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
    const claimed = await this.em.execute<Record<string, unknown>[]>(
      `insert into idempotency_keys (id, business_id, key, request_hash) values (?, ?, ?, ?)
       on conflict (business_id, key) do update
         set id = excluded.id, request_hash = excluded.request_hash, response_status = null, response_body = null, created_at = now()
         where idempotency_keys.created_at < ?
       returning id`,
      [randomUUID(), businessId, key, requestHash, reclaimBefore],
    );
    if (claimed.length) return { kind: 'claimed' };
    const [row] = await this.em.execute<Record<string, unknown>[]>(
      'select request_hash, response_status, response_body from idempotency_keys where business_id = ? and key = ?',
      [businessId, key],
    );
    return {
      kind: 'replay',
      requestHash: row.request_hash as string,
      responseStatus: row.response_status === null ? null : Number(row.response_status),
      responseBody: row.response_body,
    };
  }

  async complete(businessId: string, key: string, responseStatus: number, responseBody: unknown): Promise<void> {
    await this.em.execute('update idempotency_keys set response_status = ?, response_body = ?::jsonb where business_id = ? and key = ?', [
      responseStatus,
      JSON.stringify(responseBody),
      businessId,
      key,
    ]);
  }

  async deleteCreatedBefore(cutoff: Date): Promise<number> {
    return this.em.nativeDelete(IdempotencyKeySchema, { createdAt: { $lt: cutoff } });
  }
}
