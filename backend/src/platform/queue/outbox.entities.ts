import { EntitySchema } from '@mikro-orm/core';
import type { OutboxRow } from './outbox-relay';

type OutboxRecord = OutboxRow & { createdAt: Date };

/** The persistence shape of job_outbox (read and written with plain SQL; declared so the schema check knows it). */
export const JobOutboxSchema = new EntitySchema<OutboxRecord>({
  name: 'JobOutbox',
  tableName: 'job_outbox',
  properties: {
    id: { type: 'uuid', primary: true },
    name: { type: 'text' },
    payload: { type: 'json', columnType: 'jsonb' },
    options: { type: 'json', columnType: 'jsonb' },
    createdAt: { type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' },
  },
  indexes: [{ name: 'job_outbox_created_at_index', properties: ['createdAt'] }],
});

export const queueEntities = [JobOutboxSchema];
