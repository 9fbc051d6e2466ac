/**
 * The seeded invoices' dates. Most are spread evenly over the seeded span; `LAST_MONTH_EXTRA` more fall
 * in the month before today's, the GSTR-1 scenario's month, so it holds ~10,000 issued invoices (issue
 * #11's goal; 85% of recent invoices are issued) while the total stays the same.
 */

/** ~6,500 extra + ~5,300 of the even spread ≈ 11,800 invoices last month, ~10,000 of them issued. */
export const LAST_MONTH_EXTRA = 6_500;

const DAY = 86_400_000;

/**
 * `count` dates 'YYYY-MM-DD', sorted. One `int()` draw per date, as before this split, so every later draw
 * of the seed's PRNG (customers, lines, statuses) is unchanged.
 */
export function invoiceDates({ count, firstDay, span, today, int, extra = LAST_MONTH_EXTRA }) {
  const addDays = (ymd, days) => new Date(Date.parse(`${ymd}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
  const [year, month] = today.split('-').map(Number);
  const monthStart = Date.UTC(year, month - 2, 1);
  const from = new Date(Math.max(monthStart, Date.parse(`${firstDay}T00:00:00Z`))).toISOString().slice(0, 10);
  const days = Math.round((Date.UTC(year, month - 1, 1) - Date.parse(`${from}T00:00:00Z`)) / DAY);
  const inLastMonth = days > 0 ? Math.min(extra, count) : 0;
  const spread = Array.from({ length: count - inLastMonth }, () => addDays(firstDay, int(0, span)));
  const lastMonth = Array.from({ length: inLastMonth }, () => addDays(from, int(0, days - 1)));
  return [...spread, ...lastMonth].sort();
}
