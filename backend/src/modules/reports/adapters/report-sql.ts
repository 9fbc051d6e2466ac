/** SQL fragments every report statement shares, so "issued" and "in the period" read the same everywhere. */

/** A statement with `?` placeholders and its values (the bench's floor numbers them $1, $2, …). */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** Invoices `i` issued (sent or paid; cancelled ones left out) and dated in [?, ?): params businessId, from, to. */
export const ISSUED_IN_RANGE = `i.business_id = ? and i.status in ('sent', 'paid') and i.invoice_date >= ?::date and i.invoice_date < ?::date`;

/** Credit notes `n` dated in [?, ?): params businessId, from, to. */
export const NOTES_IN_RANGE = `n.business_id = ? and n.note_date >= ?::date and n.note_date < ?::date`;

/** The four tax heads of table `t` summed, under the names of TaxHeadsPaise. */
export const TAX_HEADS = (t: string) =>
  `coalesce(sum(${t}.cgst), 0) as "cgstPaise", coalesce(sum(${t}.sgst), 0) as "sgstPaise", coalesce(sum(${t}.igst), 0) as "igstPaise", coalesce(sum(${t}.cess), 0) as "cessPaise"`;

/** An IST calendar day's first instant, for timestamptz columns (the stock ledger's created_at). */
export const IST_DAY_START = (placeholder = '?') => `(${placeholder}::date)::timestamp at time zone 'Asia/Kolkata'`;
