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

/** A table's columns in their defined order (the keys to_jsonb gives each row): the CSV header, rows or not. */
const COLUMNS_OF_TABLE = 'select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ? order by ordinal_position';
const Column = z.object({ name: z.string() });

/**
 * Every record a business keeps, read straight from the owning modules' tables (read models listed in
 * docs/architecture.md): the export must hold all of it, including what no screen shows (the stock
 * ledger, every message), in the order it was written.
 */
const READS: readonly { name: string; table: string; sql: string }[] = [
  { name: 'settings', table: 'business_settings', sql: 'select to_jsonb(t) as record from business_settings t where t.business_id = ?' },
  { name: 'customers', table: 'customers', sql: 'select to_jsonb(t) as record from customers t where t.business_id = ? order by t.created_at, t.id' },
  { name: 'leads', table: 'leads', sql: 'select to_jsonb(t) as record from leads t where t.business_id = ? order by t.created_at, t.id' },
  { name: 'lead_status_changes', table: 'lead_status_changes', sql: 'select to_jsonb(t) as record from lead_status_changes t where t.business_id = ? order by t.lead_id, t.changed_at' },
  { name: 'products', table: 'products', sql: 'select to_jsonb(t) as record from products t where t.business_id = ? order by t.created_at, t.id' },
  { name: 'stock_ledger', table: 'stock_movements', sql: 'select to_jsonb(t) as record from stock_movements t where t.business_id = ? order by t.created_at, t.id' },
  { name: 'invoices', table: 'invoices', sql: 'select to_jsonb(t) as record from invoices t where t.business_id = ? order by t.invoice_date, t.created_at, t.id' },
  { name: 'invoice_items', table: 'invoice_items', sql: 'select to_jsonb(t) as record from invoice_items t where t.business_id = ? order by t.invoice_id, t.position, t.id' },
  { name: 'payments', table: 'payments', sql: 'select to_jsonb(t) as record from payments t where t.business_id = ? order by t.payment_date, t.created_at, t.id' },
  { name: 'credit_notes', table: 'credit_notes', sql: 'select to_jsonb(t) as record from credit_notes t where t.business_id = ? order by t.note_date, t.created_at, t.id' },
  { name: 'credit_note_items', table: 'credit_note_items', sql: 'select to_jsonb(t) as record from credit_note_items t where t.business_id = ? order by t.credit_note_id, t.position, t.id' },
  { name: 'delivery_challans', table: 'delivery_challans', sql: 'select to_jsonb(t) as record from delivery_challans t where t.business_id = ? order by t.challan_date, t.created_at, t.id' },
  { name: 'delivery_challan_items', table: 'delivery_challan_items', sql: 'select to_jsonb(t) as record from delivery_challan_items t where t.business_id = ? order by t.challan_id, t.position, t.id' },
  { name: 'recurring_invoices', table: 'recurring_invoices', sql: 'select to_jsonb(t) as record from recurring_invoices t where t.business_id = ? order by t.created_at, t.id' },
  { name: 'recurring_invoice_items', table: 'recurring_invoice_items', sql: 'select to_jsonb(t) as record from recurring_invoice_items t where t.business_id = ? order by t.template_id, t.position, t.id' },
  { name: 'recurring_invoice_runs', table: 'recurring_invoice_runs', sql: 'select to_jsonb(t) as record from recurring_invoice_runs t where t.business_id = ? order by t.template_id, t.period_date' },
  { name: 'expenses', table: 'expenses', sql: 'select to_jsonb(t) as record from expenses t where t.business_id = ? order by t.expense_date, t.created_at, t.id' },
  { name: 'purchase_bills', table: 'purchase_bills', sql: 'select to_jsonb(t) as record from purchase_bills t where t.business_id = ? order by t.bill_date, t.created_at, t.id' },
  { name: 'purchase_bill_items', table: 'purchase_bill_items', sql: 'select to_jsonb(t) as record from purchase_bill_items t where t.business_id = ? order by t.bill_id, t.position, t.id' },
  { name: 'communications', table: 'communications', sql: 'select to_jsonb(t) as record from communications t where t.business_id = ? order by t.created_at, t.id' },
  { name: 'campaigns', table: 'campaigns', sql: 'select to_jsonb(t) as record from campaigns t where t.business_id = ? order by t.created_at, t.id' },
  { name: 'campaign_suppressions', table: 'campaign_suppressions', sql: 'select to_jsonb(t) as record from campaign_suppressions t where t.business_id = ? order by t.created_at, t.email' },
];

@Injectable()
export class SqlBusinessRecords extends BusinessRecords {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async readAll(businessId: string): Promise<RecordSet[]> {
    const sets: RecordSet[] = [];
    for (const { name, table, sql } of READS) {
      const columns = (await parsedRows(this.em, Column, COLUMNS_OF_TABLE, [table])).map((column) => column.name);
      sets.push({ name, columns, rows: (await parsedRows(this.em, JsonRecord, sql, [businessId])).map((row) => row.record) });
    }
    return sets;
  }

  async deliveryKeys(businessId: string): Promise<string[]> {
    const rows = await parsedRows(this.em, z.object({ key: z.string() }), 'select delivery_key as key from communications where business_id = ?', [businessId]);
    return rows.map((row) => row.key);
  }
}
