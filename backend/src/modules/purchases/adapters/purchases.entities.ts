import { BigIntType, DecimalType, EntitySchema } from '@mikro-orm/core';
import type { ExpenseCategory, InvoiceSupplyType, PaymentMethod, ReceiptContentType } from '@hisaab/contracts';

/** Persistence shapes of the purchases module (SQL, with its foreign keys, in Migration20261126230000_purchases). */

export class ExpenseRow {
  id!: string;
  businessId!: string;
  expenseDate!: string;
  category!: ExpenseCategory;
  amountPaise!: number;
  gstPaise!: number;
  gstRate!: number | null;
  supplyType!: InvoiceSupplyType;
  cgstPaise!: number;
  sgstPaise!: number;
  igstPaise!: number;
  itcEligible!: boolean;
  paymentMethod!: PaymentMethod;
  vendor!: string | null;
  notes!: string | null;
  receiptFileName!: string | null;
  receiptContentType!: ReceiptContentType | null;
  receiptSize!: number | null;
  receiptUploadedAt!: Date | null;
  createdBy!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
}

/** A receipt's bytes, apart from the expense row so lists never read them (an image is up to 2 MB). */
export class ExpenseReceiptRow {
  expenseId!: string;
  businessId!: string;
  content!: Buffer;
}

export class PurchaseBillRow {
  id!: string;
  businessId!: string;
  supplierName!: string;
  supplierGstin!: string | null;
  supplierKey!: string;
  billNumber!: string;
  fy!: string;
  billDate!: string;
  placeOfSupply!: string;
  supplierState!: string;
  supplyType!: InvoiceSupplyType;
  itcEligible!: boolean;
  subtotalPaise!: number;
  cgstPaise!: number;
  sgstPaise!: number;
  igstPaise!: number;
  cessPaise!: number;
  gstAmountPaise!: number;
  totalPaise!: number;
  notes!: string | null;
  createdBy!: string | null;
  createdAt!: Date;
}

export class PurchaseItemRow {
  id!: string;
  businessId!: string;
  billId!: string;
  position!: number;
  productId!: string | null;
  productName!: string;
  hsn!: string;
  quantity!: number;
  unit!: string;
  rate!: number;
  gstRate!: number;
  cessRate!: number;
  taxablePaise!: number;
  cgstPaise!: number;
  sgstPaise!: number;
  igstPaise!: number;
  cessPaise!: number;
  totalPaise!: number;
}

const paise = { type: new BigIntType('number'), columnType: 'bigint' } as const;
const text = { type: 'text' } as const;
const optionalText = { type: 'text', nullable: true } as const;
const timestamptz = { type: 'datetime', columnType: 'timestamptz' } as const;
const gstRate = { type: new DecimalType('number'), columnType: 'numeric(5,2)', precision: 5, scale: 2 } as const;
const taxAmounts = { cgstPaise: paise, sgstPaise: paise, igstPaise: paise } as const;

export const ExpenseSchema = new EntitySchema<ExpenseRow>({
  class: ExpenseRow,
  tableName: 'expenses',
  properties: {
    id: { type: 'uuid', primary: true },
    businessId: { type: 'uuid' },
    expenseDate: { type: 'date' },
    category: text,
    amountPaise: paise,
    gstPaise: { ...paise, default: 0 },
    gstRate: { ...gstRate, nullable: true },
    supplyType: { ...text, default: 'INTRA' },
    ...taxAmounts,
    itcEligible: { type: 'boolean', default: false },
    paymentMethod: text,
    vendor: optionalText,
    notes: optionalText,
    receiptFileName: optionalText,
    receiptContentType: optionalText,
    receiptSize: { type: 'integer', nullable: true },
    receiptUploadedAt: { ...timestamptz, nullable: true },
    createdBy: { type: 'uuid', nullable: true },
    createdAt: { ...timestamptz, defaultRaw: 'now()' },
    updatedAt: { ...timestamptz, defaultRaw: 'now()' },
  },
  indexes: [
    // The list's order and keyset, and every report's (business_id, date) range.
    { name: 'expenses_business_id_expense_date_id_index', properties: ['businessId', 'expenseDate', 'id'] },
    { name: 'expenses_business_id_category_expense_date_index', properties: ['businessId', 'category', 'expenseDate'] },
    // Expression index: the SQL is in the migration; the schema diff compares it by name.
    {
      name: 'expenses_search_trigram_index',
      expression: `create index "expenses_search_trigram_index" on "expenses" using gin ("business_id", (lower(coalesce("vendor", '') || ' ' || coalesce("notes", ''))) gin_trgm_ops)`,
    },
  ],
});

export const ExpenseReceiptSchema = new EntitySchema<ExpenseReceiptRow>({
  class: ExpenseReceiptRow,
  tableName: 'expense_receipts',
  properties: {
    expenseId: { type: 'uuid', primary: true },
    businessId: { type: 'uuid' },
    content: { type: 'blob', columnType: 'bytea' },
  },
});

export const PurchaseBillSchema = new EntitySchema<PurchaseBillRow>({
  class: PurchaseBillRow,
  tableName: 'purchase_bills',
  properties: {
    id: { type: 'uuid', primary: true },
    businessId: { type: 'uuid' },
    supplierName: text,
    supplierGstin: optionalText,
    supplierKey: text,
    billNumber: text,
    fy: text,
    billDate: { type: 'date' },
    placeOfSupply: text,
    supplierState: text,
    supplyType: text,
    itcEligible: { type: 'boolean' },
    subtotalPaise: paise,
    ...taxAmounts,
    cessPaise: paise,
    gstAmountPaise: paise,
    totalPaise: paise,
    notes: optionalText,
    createdBy: { type: 'uuid', nullable: true },
    createdAt: { ...timestamptz, defaultRaw: 'now()' },
  },
  uniques: [
    {
      name: 'purchase_bills_business_supplier_fy_number_unique',
      expression: 'create unique index "purchase_bills_business_supplier_fy_number_unique" on "purchase_bills" ("business_id", "supplier_key", "fy", upper("bill_number"))',
    },
  ],
  indexes: [
    { name: 'purchase_bills_business_id_bill_date_id_index', properties: ['businessId', 'billDate', 'id'] },
    {
      name: 'purchase_bills_search_trigram_index',
      expression: `create index "purchase_bills_search_trigram_index" on "purchase_bills" using gin ("business_id", (lower("bill_number" || ' ' || "supplier_name" || ' ' || coalesce("supplier_gstin", ''))) gin_trgm_ops)`,
    },
  ],
});

export const PurchaseItemSchema = new EntitySchema<PurchaseItemRow>({
  class: PurchaseItemRow,
  tableName: 'purchase_bill_items',
  properties: {
    id: { type: 'uuid', primary: true },
    businessId: { type: 'uuid' },
    billId: { type: 'uuid' },
    position: { type: 'integer' },
    productId: { type: 'uuid', nullable: true },
    productName: text,
    hsn: text,
    quantity: { type: new DecimalType('number'), columnType: 'numeric(14,3)', precision: 14, scale: 3 },
    unit: text,
    rate: { type: new DecimalType('number'), columnType: 'numeric(16,4)', precision: 16, scale: 4 },
    gstRate,
    cessRate: { type: new DecimalType('number'), columnType: 'numeric(6,2)', precision: 6, scale: 2 },
    taxablePaise: paise,
    ...taxAmounts,
    cessPaise: paise,
    totalPaise: paise,
  },
  indexes: [{ name: 'purchase_bill_items_bill_id_position_index', properties: ['billId', 'position'] }],
});

export const purchasesEntities = [ExpenseSchema, ExpenseReceiptSchema, PurchaseBillSchema, PurchaseItemSchema];
