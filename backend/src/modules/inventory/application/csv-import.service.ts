import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AuthContext } from '../../../shared/tenant';
import { parse } from 'csv-parse/sync';
import type { CsvImportResponse, CsvRowError } from '@hisaab/contracts';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { Clock } from '../../../platform/clock/clock';
import { InventoryErrors, productNameTakenMessage } from '../domain/inventory-errors';
import { productFieldErrors, ProductFields, type ProductForm, resolveProduct } from '../domain/product';
import { InventoryRepository } from './ports/inventory.repository';

/** Rows listed in a failed import's reply; the count says how many more there are. */
const MAX_REPORTED_ROWS = 200;
export const MAX_IMPORT_ROWS = 10_000;

/** Spec columns (part 1 §9) → product fields; a few common spellings are accepted too. */
const COLUMN_FIELDS: Readonly<Record<string, keyof ProductForm>> = {
  name: 'name',
  description: 'description',
  price: 'price',
  stock: 'stockQuantity',
  stockquantity: 'stockQuantity',
  reorderlevel: 'lowStockThreshold',
  lowstockthreshold: 'lowStockThreshold',
  hsncode: 'hsnCode',
  hsn: 'hsnCode',
  gstrate: 'gstRate',
  unit: 'unit',
  sku: 'sku',
  category: 'category',
  costprice: 'costPrice',
};

/** POST /api/products/import-csv: all rows valid → all inserted in one transaction; else nothing. */
@Injectable()
export class CsvImportService {
  constructor(
    private readonly inventory: InventoryRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async importProducts(auth: AuthContext, file: { filename: string; content: Buffer }): Promise<CsvImportResponse> {
    const rows = this.readRows(file);
    const products: { id: string; fields: ProductFields }[] = [];
    const bad: CsvRowError[] = [];
    // A second product of the same name would make the invoice's product picker ambiguous.
    const typedNames = rows.map((row) => (typeof row.input.name === 'string' ? row.input.name.trim() : '')).filter(Boolean);
    const inUse = await this.inventory.namesInUse(auth.businessId, typedNames);
    const firstRowOf = new Map<string, number>();
    const today = this.clock.todayInIndia();
    for (const row of rows) {
      const fieldErrors = productFieldErrors(row.input);
      const result = Object.keys(fieldErrors).length ? { errors: fieldErrors } : resolveProduct(row.input, today);
      const errors: Record<string, string> = {};
      if ('errors' in result) {
        for (const [field, message] of Object.entries(result.errors)) errors[row.columnOf[field] ?? field] = message;
      } else {
        const key = result.product.name.toLowerCase();
        const nameColumn = row.columnOf.name ?? 'name';
        if (inUse.has(key)) errors[nameColumn] = productNameTakenMessage(result.product.name);
        else if (firstRowOf.has(key)) errors[nameColumn] = `"${result.product.name}" is also on row ${firstRowOf.get(key)}`;
        else firstRowOf.set(key, row.line);
      }
      if (row.cellCount > row.headerCount) {
        errors.row = `This row has ${row.cellCount} cells but the header has ${row.headerCount}; quote cells that contain commas`;
      }
      if (Object.keys(errors).length || 'errors' in result) bad.push({ row: row.line, errors });
      else products.push({ id: randomUUID(), fields: result.product });
    }
    if (bad.length) {
      throw InventoryErrors.invalidCsvRows(bad.slice(0, MAX_REPORTED_ROWS), bad.length);
    }
    await this.unitOfWork.run(() => this.inventory.insertMany(auth.businessId, products, 'import'));
    return { count: products.length, message: `Successfully imported ${products.length} products from CSV` };
  }

  /** Checks the file by extension and content (not by the browser's MIME type) and reads its rows. */
  private readRows(file: { filename: string; content: Buffer }) {
    if (!/\.csv$/i.test(file.filename.trim())) throw InventoryErrors.invalidCsv('The file must have a .csv extension');
    const text = decodeText(file.content);
    if (text === null) throw InventoryErrors.invalidCsv('The file is not a text CSV file');

    const firstLine = text.slice(0, text.search(/\r?\n|$/));
    const delimiter = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
    let records: { record: string[]; info: { lines: number } }[];
    try {
      records = parse(text, { bom: true, delimiter, info: true, relax_column_count: true, skip_empty_lines: true, trim: false }) as unknown as typeof records;
    } catch (error) {
      throw InventoryErrors.invalidCsv(`The file could not be read as CSV: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!records.length) throw InventoryErrors.invalidCsv('The file is empty');

    const header = records[0].record.map((cell) => cell.trim());
    const fieldByIndex = header.map((cell) => COLUMN_FIELDS[cell.toLowerCase().replace(/[\s_-]/g, '')]);
    if (!fieldByIndex.includes('name')) {
      throw InventoryErrors.invalidCsv('The first row must be a header naming the columns: name, description, price, stock, reorderLevel, hsnCode, gstRate, unit');
    }
    const columnOf: Record<string, string> = {};
    fieldByIndex.forEach((field, index) => {
      if (field && !columnOf[field]) columnOf[field] = header[index];
    });

    const rows = records
      .slice(1)
      .filter(({ record }) => record.some((cell) => cell.trim() !== ''))
      .map(({ record, info }) => {
        const input: Record<string, unknown> = {};
        record.forEach((cell, index) => {
          const field = fieldByIndex[index];
          // Cells are data: '=SUM(A1)' or '+91…' are kept as the text they are.
          if (field && input[field] === undefined) input[field] = cell;
        });
        return { line: info.lines, input: input as ProductForm, columnOf, cellCount: record.findLastIndex((cell) => cell.trim() !== '') + 1, headerCount: header.length };
      });
    if (!rows.length) throw InventoryErrors.invalidCsv('The file has no product rows under its header');
    if (rows.length > MAX_IMPORT_ROWS) throw InventoryErrors.invalidCsv(`A file can import at most ${MAX_IMPORT_ROWS} products at once`);
    return rows;
  }
}


/**
 * UTF-8 text (with or without BOM); Windows-1252 when it is not valid UTF-8 (Excel's "CSV" on
 * Windows). Binary content (NUL bytes or control characters) is not text: null.
 */
export function decodeText(content: Buffer): string | null {
  if (content.includes(0)) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    text = new TextDecoder('windows-1252').decode(content);
  }
  // Tabs, line breaks and form feeds are fine; other C0 control characters mean binary.
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 12 && code !== 13) || code === 127) return null;
  }
  return text;
}
