/** Document lines as the returns' statements send them: JSON arrays, one per line, checked and turned into ReturnLines. */
import type { ReturnLine } from '@hisaab/gst';
import { z } from 'zod';

/** A line as `json_build_array` sends it: [hsn, name, unit, quantity, gst rate, taxable, cgst, sgst, igst, cess]. */
export const LINE_ITEMS = [z.string().nullable(), z.string(), z.string(), z.number(), z.number(), z.number().int(), z.number().int(), z.number().int(), z.number().int(), z.number().int()] as const;
export const LineTuple = z.tuple(LINE_ITEMS);
/** The same, then the unit price (rupees), the discount (paise) and the cess rate. */
export const PricedLineTuple = z.tuple([...LINE_ITEMS, z.number(), z.number().int(), z.number()]);

type Line = z.infer<typeof LineTuple>;

const isLine = (v: unknown): v is Line =>
  Array.isArray(v) &&
  v.length === 10 &&
  (v[0] === null || typeof v[0] === 'string') &&
  typeof v[1] === 'string' &&
  typeof v[2] === 'string' &&
  typeof v[3] === 'number' &&
  typeof v[4] === 'number' &&
  Number.isSafeInteger(v[5]) &&
  Number.isSafeInteger(v[6]) &&
  Number.isSafeInteger(v[7]) &&
  Number.isSafeInteger(v[8]) &&
  Number.isSafeInteger(v[9]);

/**
 * A document's lines: the same check as `z.array(LineTuple)`, written as one loop. A month's return reads
 * some 50,000 lines, and zod's tuple parse of each cost more than everything else the API does with them.
 */
export const Lines = z.custom<Line[]>((value) => Array.isArray(value) && value.every(isLine), { message: 'Expected lines as [hsn, name, unit, quantity, rate, taxable, cgst, sgst, igst, cess]' });

export const toLine = ([hsn, description, unit, quantity, gstRate, taxablePaise, cgstPaise, sgstPaise, igstPaise, cessPaise]: Line): ReturnLine => ({
  hsn,
  description,
  unit,
  quantity,
  gstRate,
  taxablePaise,
  cgstPaise,
  sgstPaise,
  igstPaise,
  cessPaise,
});
