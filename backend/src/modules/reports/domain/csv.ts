/**
 * CSV cells (RFC 4180) that spreadsheets cannot turn into formulas: a cell starting with
 * = + - @ tab or carriage return is prefixed with a single quote (OWASP "CSV injection").
 * A cell holding any locale's separator (comma; semicolon where the decimal mark is a comma; tab),
 * a quote or a line break is quoted, so it stays one cell whichever separator the reader assumes.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number such as a negative round-off ('-0.01') is data, not a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",;\t\r\n]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** A whole CSV file: UTF-8 with a BOM (so Excel reads ₹ and Indian names right), the header, then the rows. */
export function csvFile(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `\uFEFF${csvRow(header)}${rows.map(csvRow).join('')}`;
}
