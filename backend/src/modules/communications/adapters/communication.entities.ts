import { EntitySchema } from '@mikro-orm/core';
import type { BatchRecord, CommunicationRecord } from '../application/ports/communication-store';

/** Persistence shapes of the communications tables; the SQL (with its foreign keys) is in the communications migration. */

const text = { type: 'text' } as const;
const optionalText = { type: 'text', nullable: true } as const;
const timestamptz = { type: 'datetime', columnType: 'timestamptz' } as const;

export const CommunicationSchema = new EntitySchema<CommunicationRecord>({
  name: 'Communication',
  tableName: 'communications',
  properties: {
    id: { type: 'uuid', primary: true },
    businessId: { type: 'uuid' },
    invoiceId: { type: 'uuid', nullable: true },
    paymentId: { type: 'uuid', nullable: true },
    batchId: { type: 'uuid', nullable: true },
    mailingId: { type: 'uuid', nullable: true },
    customerId: { type: 'uuid', nullable: true },
    channel: text,
    kind: text,
    recipient: optionalText,
    replyTo: optionalText,
    status: text,
    providerMessageId: optionalText,
    error: optionalText,
    errorCode: optionalText,
    deliveryKey: text,
    attempts: { type: 'integer', default: 0 },
    leaseUntil: { ...timestamptz, nullable: true },
    createdAt: { ...timestamptz, defaultRaw: 'now()' },
    sentAt: { ...timestamptz, nullable: true },
  },
  uniques: [{ name: 'communications_delivery_key_unique', properties: ['deliveryKey'] }],
  indexes: [
    { name: 'communications_business_id_invoice_id_created_at_index', properties: ['businessId', 'invoiceId', 'createdAt'] },
    { name: 'communications_batch_id_delivery_key_index', properties: ['batchId', 'deliveryKey'] },
    {
      name: 'communications_batch_failures_index',
      expression: 'create index "communications_batch_failures_index" on "communications" ("batch_id", "error_code") where "error_code" is not null',
    },
    {
      name: 'communications_held_index',
      expression: `create index "communications_held_index" on "communications" ("business_id", "batch_id") where "status" = 'held'`,
    },
    {
      name: 'communications_mailing_status_index',
      expression: 'create index "communications_mailing_status_index" on "communications" ("mailing_id", "status", "error_code") where "mailing_id" is not null',
    },
    {
      name: 'communications_provider_message_id_index',
      expression: 'create index "communications_provider_message_id_index" on "communications" ("provider_message_id") where "provider_message_id" is not null',
    },
  ],
});

export const CommunicationBatchSchema = new EntitySchema<BatchRecord>({
  name: 'CommunicationBatch',
  tableName: 'communication_batches',
  properties: {
    id: { type: 'uuid', primary: true },
    businessId: { type: 'uuid' },
    method: text,
    fromEmail: optionalText,
    asOf: { type: 'date' },
    total: { type: 'integer', default: 0 },
    successCount: { type: 'integer', default: 0 },
    failureCount: { type: 'integer', default: 0 },
    status: text,
    fannedOut: { type: 'boolean', default: false },
    createdAt: { ...timestamptz, defaultRaw: 'now()' },
    finishedAt: { ...timestamptz, nullable: true },
    resumedAt: { ...timestamptz, nullable: true },
  },
  indexes: [
    { name: 'communication_batches_business_id_created_at_index', properties: ['businessId', 'createdAt'] },
    {
      name: 'communication_batches_one_running_index',
      expression: `create unique index "communication_batches_one_running_index" on "communication_batches" ("business_id") where "status" = 'running'`,
    },
  ],
});

export const communicationSchemas = [CommunicationSchema, CommunicationBatchSchema];
