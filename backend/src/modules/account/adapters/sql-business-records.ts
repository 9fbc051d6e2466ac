import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { parsedRows } from '../../../platform/database/sql-rows';
import { BusinessRecords, RecordSet } from '../application/ports/business-records';

/**
 * Each row as JSON built by PostgreSQL (to_jsonb): the same values on PostgreSQL and PGlite, numbers as
 * numbers (amounts in paise, as stored), instants as ISO text; the export writes them as they are.
 */
const JsonRecord = z.object({ record: z.preprocess((value) => (typeof value === 'string' ? JSON.parse(value) : value), z.record(z.string(), z.unknown())) });

/**
 * Every record a business keeps, read straight from the owning modules' tables (read models listed in
 * docs/architecture.md): the export must hold all of it, including what no screen shows (the stock
 * ledger, every message), in the order it was written.
 */
const READS: readonly { name: string; sql: string }[] = [
  { name: 'settings', sql: 'select to_jsonb(t) as record from business_settings t where t.business_id = ?' },
  { name: 'customers', sql: 'select to_jsonb(t) as record from customers t where t.business_id = ? order by t.created_at, t.id' },
  { name: 'products', sql: 'select to_jsonb(t) as record from products t where t.business_id = ? order by t.created_at, t.id' },
  { name: 'stock_ledger', sql: 'select to_jsonb(t) as record from stock_movements t where t.business_id = ? order by t.created_at, t.id' },
  { name: 'invoices', sql: 'select to_jsonb(t) as record from invoices t where t.business_id = ? order by t.invoice_date, t.created_at, t.id' },
  { name: 'invoice_items', sql: 'select to_jsonb(t) as record from invoice_items t where t.business_id = ? order by t.invoice_id, t.position, t.id' },
  { name: 'payments', sql: 'select to_jsonb(t) as record from payments t where t.business_id = ? order by t.payment_date, t.created_at, t.id' },
  { name: 'communications', sql: 'select to_jsonb(t) as record from communications t where t.business_id = ? order by t.created_at, t.id' },
];

@Injectable()
export class SqlBusinessRecords extends BusinessRecords {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async readAll(businessId: string): Promise<RecordSet[]> {
    const sets: RecordSet[] = [];
    for (const { name, sql } of READS) sets.push({ name, rows: (await parsedRows(this.em, JsonRecord, sql, [businessId])).map((row) => row.record) });
    return sets;
  }

  async deliveryKeys(businessId: string): Promise<string[]> {
    const rows = await parsedRows(this.em, z.object({ key: z.string() }), 'select delivery_key as key from communications where business_id = ?', [businessId]);
    return rows.map((row) => row.key);
  }
}
