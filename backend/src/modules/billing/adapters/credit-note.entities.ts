import { BigIntType, DecimalType, EntitySchema } from '@mikro-orm/core';
import type { CreditNoteItemRecord, CreditNoteRecord } from '../application/ports/credit-note-store';

/** Persistence shapes of credit notes (the SQL is in Migration20261126213500_credit_notes). */

const paiseIn = (fieldName: string) => ({ type: new BigIntType('number'), columnType: 'bigint', fieldName }) as const;
const text = { type: 'text' } as const;
const optionalText = { type: 'text', nullable: true } as const;
const taxAmounts = { cgstPaise: paiseIn('cgst'), sgstPaise: paiseIn('sgst'), igstPaise: paiseIn('igst'), cessPaise: paiseIn('cess') } as const;

export const CreditNoteSchema = new EntitySchema<CreditNoteRecord>({
  name: 'CreditNote',
  tableName: 'credit_notes',
  properties: {
    id: { type: 'uuid', primary: true },
    businessId: { type: 'uuid' },
    invoiceId: { type: 'uuid' },
    customerId: { type: 'uuid' },
    noteNumber: text,
    fy: text,
    noteDate: { type: 'date' },
    reason: text,
    kind: text,
    restock: { type: 'boolean', default: false },
    notes: optionalText,
    customerName: text,
    subtotalPaise: paiseIn('subtotal'),
    ...taxAmounts,
    gstAmountPaise: paiseIn('gst_amount'),
    roundOffPaise: paiseIn('round_off'),
    totalPaise: paiseIn('total'),
    refundDuePaise: paiseIn('refund_due'),
    createdBy: { type: 'uuid', nullable: true },
    createdAt: { type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' },
  },
  uniques: [{ name: 'credit_notes_business_id_fy_note_number_unique', properties: ['businessId', 'fy', 'noteNumber'] }],
  indexes: [
    { name: 'credit_notes_business_id_note_date_id_index', properties: ['businessId', 'noteDate', 'id'] },
    { name: 'credit_notes_business_id_invoice_id_index', properties: ['businessId', 'invoiceId'] },
    {
      name: 'credit_notes_business_search_trigram_index',
      expression: `create index "credit_notes_business_search_trigram_index" on "credit_notes" using gin ("business_id", (lower("note_number" || ' ' || "customer_name")) gin_trgm_ops)`,
    },
  ],
});

export const CreditNoteItemSchema = new EntitySchema<CreditNoteItemRecord>({
  name: 'CreditNoteItem',
  tableName: 'credit_note_items',
  properties: {
    id: { type: 'uuid', primary: true },
    businessId: { type: 'uuid' },
    creditNoteId: { type: 'uuid' },
    invoiceItemId: { type: 'uuid' },
    position: { type: 'integer' },
    productId: { type: 'uuid', nullable: true },
    productName: text,
    hsn: optionalText,
    quantity: { type: new DecimalType('number'), columnType: 'numeric(14,3)', precision: 14, scale: 3, nullable: true },
    unit: text,
    rate: { type: new DecimalType('number'), columnType: 'numeric(16,4)', precision: 16, scale: 4 },
    gstRate: { type: new DecimalType('number'), columnType: 'numeric(5,2)', precision: 5, scale: 2 },
    cessRate: { type: new DecimalType('number'), columnType: 'numeric(6,2)', precision: 6, scale: 2 },
    taxablePaise: paiseIn('taxable'),
    ...taxAmounts,
    totalPaise: paiseIn('total'),
  },
  indexes: [
    { name: 'credit_note_items_credit_note_id_position_index', properties: ['creditNoteId', 'position'] },
    { name: 'credit_note_items_invoice_item_id_index', properties: ['invoiceItemId'] },
  ],
});

export const creditNoteSchemas = [CreditNoteSchema, CreditNoteItemSchema];
