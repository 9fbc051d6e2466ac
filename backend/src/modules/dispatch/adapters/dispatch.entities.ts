import { BigIntType, DecimalType, EntitySchema } from '@mikro-orm/core';
import type { ChallanItemRecord, ChallanRecord } from '../application/ports/challan.repository';

/** delivery_challans and their lines (SQL, with the foreign keys, in Migration20261126213000_delivery_challans). */

const paise = { type: new BigIntType('number'), columnType: 'bigint' } as const;
const text = { type: 'text' } as const;
const optionalText = { type: 'text', nullable: true } as const;
const timestamptz = { type: 'datetime', columnType: 'timestamptz' } as const;
const quantity = { type: new DecimalType('number'), columnType: 'numeric(14,3)', precision: 14, scale: 3 } as const;

export const DeliveryChallanSchema = new EntitySchema<ChallanRecord>({
  name: 'DeliveryChallan',
  tableName: 'delivery_challans',
  properties: {
    id: { type: 'uuid', primary: true },
    businessId: { type: 'uuid' },
    customerId: { type: 'uuid' },
    challanNumber: text,
    fy: text,
    challanDate: { type: 'date' },
    deliveryDate: { type: 'date', nullable: true },
    purpose: text,
    status: text,
    transportMode: optionalText,
    vehicleNumber: optionalText,
    driverName: optionalText,
    driverPhone: optionalText,
    notes: optionalText,
    placeOfSupply: text,
    supplierState: text,
    supplyType: text,
    taxApplicable: { type: 'boolean' },
    customerName: text,
    customerGstin: optionalText,
    customerAddress: optionalText,
    customerState: optionalText,
    subtotalPaise: paise,
    cgstPaise: paise,
    sgstPaise: paise,
    igstPaise: paise,
    gstAmountPaise: paise,
    totalPaise: paise,
    invoiceId: { type: 'uuid', nullable: true },
    invoiceNumber: optionalText,
    dispatchedAt: { ...timestamptz, nullable: true },
    deliveredAt: { ...timestamptz, nullable: true },
    returnedAt: { ...timestamptz, nullable: true },
    createdBy: { type: 'uuid', nullable: true },
    createdAt: { ...timestamptz, defaultRaw: 'now()' },
    updatedAt: { ...timestamptz, defaultRaw: 'now()' },
  },
  uniques: [
    // Rule 55: a serial number unique within the financial year.
    { name: 'delivery_challans_business_id_fy_challan_number_unique', properties: ['businessId', 'fy', 'challanNumber'] },
    // One challan per invoice: a conversion retried or run twice cannot link a second invoice.
    { name: 'delivery_challans_invoice_id_unique', properties: ['invoiceId'] },
  ],
  indexes: [
    // The list, newest first (keyset on challan_date, id), with and without a status filter; the counters.
    { name: 'delivery_challans_business_id_challan_date_id_index', properties: ['businessId', 'challanDate', 'id'] },
    { name: 'delivery_challans_business_id_status_challan_date_id_index', properties: ['businessId', 'status', 'challanDate', 'id'] },
    // What ON DELETE RESTRICT looks up when a customer is deleted.
    { name: 'delivery_challans_customer_id_index', properties: ['customerId'] },
    {
      name: 'delivery_challans_search_trigram_index',
      expression: `create index "delivery_challans_search_trigram_index" on "delivery_challans" using gin ("business_id", (lower("challan_number" || ' ' || "customer_name")) gin_trgm_ops)`,
    },
  ],
});

export const DeliveryChallanItemSchema = new EntitySchema<ChallanItemRecord>({
  name: 'DeliveryChallanItem',
  tableName: 'delivery_challan_items',
  properties: {
    id: { type: 'uuid', primary: true },
    businessId: { type: 'uuid' },
    challanId: { type: 'uuid' },
    position: { type: 'integer' },
    productId: { type: 'uuid', nullable: true },
    productName: text,
    hsn: optionalText,
    quantity,
    unit: text,
    rate: { type: new DecimalType('number'), columnType: 'numeric(16,4)', precision: 16, scale: 4 },
    gstRate: { type: new DecimalType('number'), columnType: 'numeric(5,2)', precision: 5, scale: 2 },
    taxablePaise: paise,
    cgstPaise: paise,
    sgstPaise: paise,
    igstPaise: paise,
    totalPaise: paise,
    returnedQuantity: { ...quantity, default: 0 },
  },
  indexes: [{ name: 'delivery_challan_items_challan_id_position_index', properties: ['challanId', 'position'] }],
});

export const dispatchSchemas = [DeliveryChallanSchema, DeliveryChallanItemSchema];
