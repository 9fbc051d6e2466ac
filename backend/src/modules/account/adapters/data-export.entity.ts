import { EntitySchema } from '@mikro-orm/core';

/** One data export: at most one per business and Indian calendar day (the unique key is the claim). */
export class DataExportRow {
  id!: string;
  businessId!: string;
  requestedBy!: string;
  day!: string;
  requestedAt!: Date;
  builtAt!: Date | null;
  emailedAt!: Date | null;
}

const timestamptz = { type: 'datetime', columnType: 'timestamptz' } as const;

export const DataExportSchema = new EntitySchema<DataExportRow>({
  class: DataExportRow,
  tableName: 'data_exports',
  properties: {
    id: { type: 'uuid', primary: true },
    businessId: { type: 'uuid' },
    requestedBy: { type: 'uuid' },
    day: { type: 'date' },
    requestedAt: { ...timestamptz },
    builtAt: { ...timestamptz, nullable: true },
    emailedAt: { ...timestamptz, nullable: true },
  },
  uniques: [{ name: 'data_exports_business_id_day_unique', properties: ['businessId', 'day'] }],
});
