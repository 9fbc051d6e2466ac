import { BigIntType, DecimalType, EntitySchema } from '@mikro-orm/core';
import type { RunRecord, TemplateItemRecord, TemplateRecord } from '../application/ports/recurring-store';

/** Persistence shapes of the recurring tables (the SQL, with its foreign keys, is in Migration20261127041000_recurring_invoices). */

const paise = { type: new BigIntType('number'), columnType: 'bigint' } as const;
const text = { type: 'text' } as const;
const optionalText = { type: 'text', nullable: true } as const;
const optionalDate = { type: 'date', nullable: true } as const;
const timestamptz = { type: 'datetime', columnType: 'timestamptz' } as const;

export const RecurringTemplateSchema = new EntitySchema<TemplateRecord>({
  name: 'RecurringTemplate',
  tableName: 'recurring_invoices',
  properties: {
    id: { type: 'uuid', primary: true },
    businessId: { type: 'uuid' },
    customerId: { type: 'uuid' },
    templateName: text,
    frequency: text,
    startDate: { type: 'date' },
    endDate: optionalDate,
    nextInvoiceDate: optionalDate,
    lastPeriodDate: optionalDate,
    dueInDays: { type: 'integer', default: 0 },
    notes: optionalText,
    termsAndConditions: optionalText,
    delivery: text,
    sendEmail: { type: 'boolean', default: false },
    sendWhatsApp: { type: 'boolean', fieldName: 'send_whatsapp', default: false },
    isActive: { type: 'boolean', default: true },
    subtotalPaise: { ...paise, fieldName: 'subtotal' },
    gstAmountPaise: { ...paise, fieldName: 'gst_amount' },
    totalPaise: { ...paise, fieldName: 'total' },
    totalInvoicesGenerated: { type: 'integer', default: 0 },
    lastRunPeriod: optionalDate,
    lastRunStatus: optionalText,
    lastRunMessage: optionalText,
    lastRunInvoiceId: { type: 'uuid', nullable: true },
    lastRunInvoiceNumber: optionalText,
    lastRunAt: { ...timestamptz, nullable: true },
    createdBy: { type: 'uuid' },
    createdAt: { ...timestamptz, defaultRaw: 'now()' },
    updatedAt: { ...timestamptz, defaultRaw: 'now()' },
  },
  indexes: [
    // The list's sort and keyset path.
    {
      name: 'recurring_invoices_business_id_lower_name_id_index',
      expression: 'create index "recurring_invoices_business_id_lower_name_id_index" on "recurring_invoices" ("business_id", lower("template_name"), "id")',
    },
    // The scheduler's scan of due templates across businesses.
    {
      name: 'recurring_invoices_due_index',
      expression: 'create index "recurring_invoices_due_index" on "recurring_invoices" ("next_invoice_date", "id") where "next_invoice_date" is not null',
    },
    { name: 'recurring_invoices_customer_id_index', properties: ['customerId'] },
  ],
});

export const RecurringTemplateItemSchema = new EntitySchema<TemplateItemRecord>({
  name: 'RecurringTemplateItem',
  tableName: 'recurring_invoice_items',
  properties: {
    id: { type: 'uuid', primary: true },
    businessId: { type: 'uuid' },
    templateId: { type: 'uuid' },
    position: { type: 'integer' },
    productId: { type: 'uuid', nullable: true },
    productName: text,
    description: optionalText,
    hsnCode: optionalText,
    quantity: { type: new DecimalType('number'), columnType: 'numeric(14,3)', precision: 14, scale: 3 },
    unit: text,
    rate: { type: new DecimalType('number'), columnType: 'numeric(16,4)', precision: 16, scale: 4 },
    gstRate: { type: new DecimalType('number'), columnType: 'numeric(5,2)', precision: 5, scale: 2 },
  },
  indexes: [{ name: 'recurring_invoice_items_template_id_position_index', properties: ['templateId', 'position'] }],
});

export const RecurringRunSchema = new EntitySchema<RunRecord>({
  name: 'RecurringRun',
  tableName: 'recurring_invoice_runs',
  properties: {
    id: { type: 'uuid', primary: true },
    businessId: { type: 'uuid' },
    templateId: { type: 'uuid' },
    periodDate: { type: 'date' },
    status: text,
    trigger: text,
    message: optionalText,
    invoiceId: { type: 'uuid', nullable: true },
    invoiceNumber: optionalText,
    invoiceDate: optionalDate,
    queuedAt: timestamptz,
    createdAt: timestamptz,
    finishedAt: { ...timestamptz, nullable: true },
  },
  uniques: [{ name: 'recurring_invoice_runs_template_id_period_date_unique', properties: ['templateId', 'periodDate'] }],
  indexes: [
    // Waiting runs by business, and pending runs by when they were queued (the scheduler's sweeps).
    {
      name: 'recurring_invoice_runs_open_index',
      expression: `create index "recurring_invoice_runs_open_index" on "recurring_invoice_runs" ("status", "business_id", "queued_at") where "status" in ('pending', 'waiting')`,
    },
  ],
});

export const recurringSchemas = [RecurringTemplateSchema, RecurringTemplateItemSchema, RecurringRunSchema];
