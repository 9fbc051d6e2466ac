import { BigIntType, DecimalType, EntitySchema } from '@mikro-orm/core';
import type { Paise } from '@hisaab/gst';
import type { InvoiceItemRecord, InvoiceRecord, PaymentRecord } from '../application/ports/billing-store';

/** Persistence shapes of the billing tables (the SQL, with its foreign keys, is in the billing migration). */

export class DocumentSeriesRow {
  businessId!: string;
  docType!: string;
  fy!: string;
  nextValue!: number;
}

const paise = { type: new BigIntType('number'), columnType: 'bigint' } as const;
const text = { type: 'text' } as const;
const optionalText = { type: 'text', nullable: true } as const;
const timestamptz = { type: 'datetime', columnType: 'timestamptz' } as const;
/** An amount in paise kept in a column named without the unit (`total`), as the tables were first written. */
const paiseIn = (fieldName: string) => ({ ...paise, fieldName });
/** The tax columns of invoices, invoice lines and the daily totals (paise). */
const taxAmounts = { cgstPaise: paiseIn('cgst'), sgstPaise: paiseIn('sgst'), igstPaise: paiseIn('igst'), cessPaise: paiseIn('cess') } as const;

export const DocumentSeriesSchema = new EntitySchema<DocumentSeriesRow>({
  class: DocumentSeriesRow,
  tableName: 'document_series',
  properties: {
    businessId: { type: 'uuid', primary: true },
    docType: { ...text, primary: true },
    fy: { ...text, primary: true },
    nextValue: { type: 'integer' },
  },
});

export const InvoiceSchema = new EntitySchema<InvoiceRecord>({
  name: 'Invoice',
  tableName: 'invoices',
  properties: {
    id: { type: 'uuid', primary: true },
    businessId: { type: 'uuid' },
    customerId: { type: 'uuid' },
    invoiceNumber: text,
    fy: text,
    invoiceDate: { type: 'date' },
    dueDate: { type: 'date' },
    status: text,
    documentType: text,
    supplyType: text,
    placeOfSupply: text,
    supplierState: text,
    customerName: text,
    customerGstin: optionalText,
    customerAddress: optionalText,
    customerState: optionalText,
    customerSez: { type: 'boolean', default: false },
    supplierDetails: { type: 'json', columnType: 'jsonb', nullable: true },
    subtotalPaise: paiseIn('subtotal'),
    ...taxAmounts,
    gstAmountPaise: paiseIn('gst_amount'),
    roundOffPaise: paiseIn('round_off'),
    totalPaise: paiseIn('total'),
    amountPaidPaise: { ...paiseIn('amount_paid'), default: 0 },
    creditedPaise: { ...paiseIn('credited'), default: 0 },
    notes: optionalText,
    termsAndConditions: optionalText,
    salesPersonName: optionalText,
    salesPersonEmail: optionalText,
    salesPersonPhone: optionalText,
    paymentTerms: optionalText,
    companyUdyam: optionalText,
    serialNumber: optionalText,
    shippingAddress: optionalText,
    shippingGstin: optionalText,
    authorizedSignature: optionalText,
    shareId: text,
    createdBy: { type: 'uuid', nullable: true },
    issuedAt: { ...timestamptz, nullable: true },
    paidAt: { ...timestamptz, nullable: true },
    cancelledAt: { ...timestamptz, nullable: true },
    cancelReason: optionalText,
    sourceChallanId: { type: 'uuid', nullable: true },
    sourceChallanNumber: optionalText,
    challanGoods: { type: 'json', columnType: 'jsonb', nullable: true },
    createdAt: { ...timestamptz, defaultRaw: 'now()' },
    updatedAt: { ...timestamptz, defaultRaw: 'now()' },
  },
  uniques: [
    { name: 'invoices_business_id_fy_invoice_number_unique', properties: ['businessId', 'fy', 'invoiceNumber'] },
    { name: 'invoices_share_id_unique', properties: ['shareId'] },
  ],
  indexes: [
    { name: 'invoices_business_id_invoice_date_id_index', properties: ['businessId', 'invoiceDate', 'id'] },
    { name: 'invoices_business_id_status_invoice_date_id_index', properties: ['businessId', 'status', 'invoiceDate', 'id'] },
    { name: 'invoices_customer_id_invoice_date_id_index', properties: ['customerId', 'invoiceDate', 'id'] },
    // Expression and partial indexes: the SQL is in the migration; the schema diff compares them by name.
    {
      name: 'invoices_business_search_trigram_index',
      expression: `create index "invoices_business_search_trigram_index" on "invoices" using gin ("business_id", (lower("invoice_number" || ' ' || "customer_name")) gin_trgm_ops)`,
    },
    {
      name: 'invoices_sent_due_index',
      expression: `create index "invoices_sent_due_index" on "invoices" ("business_id", "due_date", "id") include ("total", "amount_paid") where "status" = 'sent'`,
    },
    {
      name: 'invoices_last_issued_index',
      expression: `create index "invoices_last_issued_index" on "invoices" ("business_id", "fy", "invoice_date", "invoice_number") where "issued_at" is not null`,
    },
    {
      name: 'invoices_issued_date_index',
      expression: `create index "invoices_issued_date_index" on "invoices" ("business_id", "invoice_date") include ("customer_id", "subtotal", "cgst", "sgst", "igst", "cess", "gst_amount", "total", "amount_paid", "status", "credited") where "status" in ('sent', 'paid')`,
    },
  ],
});

export const InvoiceItemSchema = new EntitySchema<InvoiceItemRecord>({
  name: 'InvoiceItem',
  tableName: 'invoice_items',
  properties: {
    id: { type: 'uuid', primary: true },
    businessId: { type: 'uuid' },
    invoiceId: { type: 'uuid' },
    position: { type: 'integer' },
    productId: { type: 'uuid', nullable: true },
    productName: text,
    description: optionalText,
    hsn: optionalText,
    quantity: { type: new DecimalType('number'), columnType: 'numeric(14,3)', precision: 14, scale: 3 },
    unit: text,
    rate: { type: new DecimalType('number'), columnType: 'numeric(16,4)', precision: 16, scale: 4 },
    discountPaise: paiseIn('discount'),
    gstRate: { type: new DecimalType('number'), columnType: 'numeric(5,2)', precision: 5, scale: 2 },
    cessRate: { type: new DecimalType('number'), columnType: 'numeric(6,2)', precision: 6, scale: 2 },
    taxablePaise: paiseIn('taxable'),
    ...taxAmounts,
    totalPaise: paiseIn('total'),
    serialNumber: optionalText,
    costPricePaise: { ...paise, nullable: true },
  },
  indexes: [
    {
      // business_id and product_id carried: the reports read which products a day's invoices sold from the index alone.
      name: 'invoice_items_invoice_id_position_index',
      expression: 'create index "invoice_items_invoice_id_position_index" on "invoice_items" ("invoice_id", "position") include ("business_id", "product_id")',
    },
  ],
});

export const PaymentSchema = new EntitySchema<PaymentRecord>({
  name: 'Payment',
  tableName: 'payments',
  properties: {
    id: { type: 'uuid', primary: true },
    businessId: { type: 'uuid' },
    invoiceId: { type: 'uuid' },
    amountPaise: paiseIn('amount'),
    paymentDate: { type: 'date' },
    paymentMethod: text,
    reference: optionalText,
    notes: optionalText,
    createdBy: { type: 'uuid', nullable: true },
    createdAt: { ...timestamptz, defaultRaw: 'now()' },
    reversedAt: { ...timestamptz, nullable: true },
    reversedBy: { type: 'uuid', nullable: true },
    reversalReason: optionalText,
  },
  indexes: [
    { name: 'payments_business_id_payment_date_id_index', properties: ['businessId', 'paymentDate', 'id'] },
    { name: 'payments_invoice_id_index', properties: ['invoiceId'] },
  ],
});

/**
 * Summaries kept in the same transactions as the invoice changes (billing's repository), so the
 * dashboard and the overdue summary read a few rows instead of aggregating every invoice.
 */

/** Issued invoices (sent or paid) by invoice date: their count and amounts (paise). */
export class BillingDailyTotalRow {
  businessId!: string;
  day!: string;
  issuedCount!: number;
  subtotalPaise!: Paise;
  cgstPaise!: Paise;
  sgstPaise!: Paise;
  igstPaise!: Paise;
  cessPaise!: Paise;
  gstAmountPaise!: Paise;
  totalPaise!: Paise;
}

/**
 * Issued invoices' lines by (invoice month, product, name, HSN, rate): how many, the quantity, amounts
 * (paise) and Σ quantity × the cost price recorded at issue (paise, exact; linesWithCost had one).
 */
export class BillingLineTotalRow {
  id!: string;
  businessId!: string;
  month!: string;
  productId!: string | null;
  productName!: string;
  hsn!: string | null;
  gstRate!: number;
  lineCount!: number;
  quantity!: number;
  taxablePaise!: Paise;
  cgstPaise!: Paise;
  sgstPaise!: Paise;
  igstPaise!: Paise;
  cessPaise!: Paise;
  cost!: string;
  linesWithCost!: number;
}

/** Sent (unpaid) invoices by due date: how many, and their unpaid balance (paise). */
export class BillingDueTotalRow {
  businessId!: string;
  dueDate!: string;
  openCount!: number;
  outstandingPaise!: Paise;
}

/**
 * A customer's issued invoice dates: the first, the last, and the last before the month of the
 * last (null when none) — enough for "active in the last 12 months" and "new this month".
 */
export class CustomerActivityRow {
  businessId!: string;
  customerId!: string;
  firstInvoicedOn!: string;
  lastInvoicedOn!: string;
  previousInvoicedOn!: string | null;
}

export const BillingDailyTotalSchema = new EntitySchema<BillingDailyTotalRow>({
  class: BillingDailyTotalRow,
  tableName: 'billing_daily_totals',
  properties: {
    businessId: { type: 'uuid', primary: true },
    day: { type: 'date', primary: true },
    issuedCount: { type: 'integer' },
    subtotalPaise: paiseIn('subtotal'),
    ...taxAmounts,
    gstAmountPaise: paiseIn('gst_amount'),
    totalPaise: paiseIn('total'),
  },
});

export const BillingLineTotalSchema = new EntitySchema<BillingLineTotalRow>({
  class: BillingLineTotalRow,
  tableName: 'billing_line_totals',
  properties: {
    id: { type: 'bigint', primary: true },
    businessId: { type: 'uuid' },
    month: { type: 'date' },
    productId: { type: 'uuid', nullable: true },
    productName: text,
    hsn: optionalText,
    gstRate: { type: new DecimalType('number'), columnType: 'numeric(5,2)', precision: 5, scale: 2 },
    lineCount: { type: 'integer' },
    quantity: { type: new DecimalType('number'), columnType: 'numeric(18,3)', precision: 18, scale: 3 },
    taxablePaise: paiseIn('taxable'),
    ...taxAmounts,
    cost: { type: 'decimal', columnType: 'numeric' },
    linesWithCost: { type: 'integer' },
  },
  indexes: [
    {
      // The group is the key (the upserts' conflict target): typed lines have no product, maybe no HSN.
      name: 'billing_line_totals_group_index',
      expression:
        'create unique index "billing_line_totals_group_index" on "billing_line_totals" ("business_id", "month", "product_id", "product_name", "hsn", "gst_rate") nulls not distinct',
    },
  ],
});

export const BillingDueTotalSchema = new EntitySchema<BillingDueTotalRow>({
  class: BillingDueTotalRow,
  tableName: 'billing_due_totals',
  properties: {
    businessId: { type: 'uuid', primary: true },
    dueDate: { type: 'date', primary: true },
    openCount: { type: 'integer' },
    outstandingPaise: paiseIn('outstanding'),
  },
});

export const CustomerActivitySchema = new EntitySchema<CustomerActivityRow>({
  class: CustomerActivityRow,
  tableName: 'customer_activity',
  properties: {
    businessId: { type: 'uuid', primary: true },
    customerId: { type: 'uuid', primary: true },
    firstInvoicedOn: { type: 'date' },
    lastInvoicedOn: { type: 'date' },
    previousInvoicedOn: { type: 'date', nullable: true },
  },
  indexes: [
    {
      name: 'customer_activity_last_invoiced_index',
      expression:
        'create index "customer_activity_last_invoiced_index" on "customer_activity" ("business_id", "last_invoiced_on") include ("previous_invoiced_on")',
    },
  ],
});

export const billingSchemas = [
  DocumentSeriesSchema,
  InvoiceSchema,
  InvoiceItemSchema,
  PaymentSchema,
  BillingDailyTotalSchema,
  BillingLineTotalSchema,
  BillingDueTotalSchema,
  CustomerActivitySchema,
];
