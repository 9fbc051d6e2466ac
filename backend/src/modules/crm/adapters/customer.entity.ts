import { EntitySchema } from '@mikro-orm/core';

/** customers table (SQL in Migration20261121010200_crm and Migration20261121120000_sez_customers). */
export class CustomerRow {
  id!: string;
  businessId!: string;
  name!: string;
  email!: string | null;
  phone!: string | null;
  gstNumber!: string | null;
  address!: string | null;
  city!: string | null;
  state!: string | null;
  stateCode!: string | null;
  pincode!: string | null;
  sezUnit!: boolean;
  createdAt!: Date;
  updatedAt!: Date;
}

const timestamptz = { type: 'datetime', columnType: 'timestamptz' } as const;
const optionalText = { type: 'text', nullable: true } as const;

export const CustomerSchema = new EntitySchema<CustomerRow>({
  class: CustomerRow,
  tableName: 'customers',
  properties: {
    id: { type: 'uuid', primary: true },
    businessId: { type: 'uuid', fieldName: 'business_id' },
    name: { type: 'text' },
    email: optionalText,
    phone: optionalText,
    gstNumber: optionalText,
    address: optionalText,
    city: optionalText,
    state: optionalText,
    stateCode: optionalText,
    pincode: optionalText,
    sezUnit: { type: 'boolean', default: false },
    createdAt: { ...timestamptz, defaultRaw: 'now()' },
    updatedAt: { ...timestamptz, defaultRaw: 'now()' },
  },
  indexes: [
    // The list's sort and keyset path.
    { name: 'customers_business_id_lower_name_id_index', expression: 'create index "customers_business_id_lower_name_id_index" on "customers" ("business_id", lower("name"), "id")' },
    { name: 'customers_business_id_phone_index', properties: ['businessId', 'phone'] },
    { name: 'customers_business_id_gst_number_index', properties: ['businessId', 'gstNumber'] },
  ],
});
