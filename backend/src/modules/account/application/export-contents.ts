import { csvRow } from '../../reports';
import type { RecordSet } from './ports/business-records';
import type { ZipEntry } from './ports/export-files';

const BOM = '\uFEFF';

/** A JSON value as one CSV cell: text and numbers as they are, anything nested as JSON. */
const cell = (value: unknown): string | number | null => (value === null || value === undefined ? null : typeof value === 'object' ? JSON.stringify(value) : typeof value === 'boolean' ? String(value) : (value as string | number));

/**
 * RFC 4180 CSV in UTF-8 with a BOM (so spreadsheets read ₹ and Indian names right), cells formula-neutralised
 * by the reports' CSV helper. The header names the table's columns, so a file with no rows still says what
 * it would hold; a key a row has beyond them follows.
 */
export function toCsv(tableColumns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const columns = [...new Set([...tableColumns, ...rows.flatMap((row) => Object.keys(row))])];
  return BOM + csvRow(columns) + rows.map((row) => csvRow(columns.map((column) => cell(row[column])))).join('');
}

const README = `Hisaab data export

csv/  every record of the business, one file per kind (UTF-8, comma separated, RFC 4180)
json/ the same records as JSON; invoices.json holds each invoice with its items
pdfs/ the PDF of each issued invoice

Columns are named as stored. Amounts are in paise (1 rupee = 100 paise) except rates and prices
that carry decimals (rate, price, cost_price), which are in rupees; GST rates are percentages.
Instants are in UTC (ISO 8601), dates are Indian calendar dates.
`;

/** The files of the ZIP: CSV and JSON of every record set, invoices with their items, and the PDFs given. */
export function exportEntries(sets: readonly RecordSet[], pdfs: readonly ZipEntry[]): ZipEntry[] {
  const byName = new Map(sets.map((set) => [set.name, set.rows]));
  const items = byName.get('invoice_items') ?? [];
  const json = sets.map((set) =>
    set.name === 'invoices' ? { name: 'invoices', rows: set.rows.map((invoice) => ({ ...invoice, items: items.filter((item) => item.invoice_id === invoice.id) })) } : set,
  );
  return [
    { name: 'README.txt', content: Buffer.from(README) },
    ...sets.map((set) => ({ name: `csv/${set.name}.csv`, content: Buffer.from(toCsv(set.columns, set.rows)) })),
    ...json.map((set) => ({ name: `json/${set.name}.json`, content: Buffer.from(JSON.stringify(set.name === 'settings' ? (set.rows[0] ?? null) : set.rows, null, 2)) })),
    ...pdfs.map((pdf) => ({ name: `pdfs/${pdf.name}`, content: pdf.content })),
  ];
}
