/** Document lines as the returns' statements send them: JSON arrays, one per line, parsed by these tuples. */
import type { ReturnLine } from '@hisaab/gst';
import { z } from 'zod';

/** A line as `json_build_array` sends it: [hsn, name, unit, quantity, gst rate, taxable, cgst, sgst, igst, cess]. */
export const LINE_ITEMS = [z.string().nullable(), z.string(), z.string(), z.number(), z.number(), z.number().int(), z.number().int(), z.number().int(), z.number().int(), z.number().int()] as const;
export const LineTuple = z.tuple(LINE_ITEMS);
/** The same, then the unit price (rupees), the discount (paise) and the cess rate. */
export const PricedLineTuple = z.tuple([...LINE_ITEMS, z.number(), z.number().int(), z.number()]);

export const toLine = ([hsn, description, unit, quantity, gstRate, taxablePaise, cgstPaise, sgstPaise, igstPaise, cessPaise]: z.infer<typeof LineTuple>): ReturnLine => ({
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
