/**
 * Dates as people in India type and read them, dd/mm/yyyy, whatever the browser's locale; stored
 * and sent as ISO calendar dates (yyyy-mm-dd).
 */

const DAY_MONTH_YEAR = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})$/;
const COMPACT = /^(\d{2})(\d{2})(\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

function isoIfReal(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** '5/3/2026', '05-03-2026', '05.03.2026', '05032026' or a pasted '2026-03-05' → '2026-03-05'; null if not a real date. */
export function parseIndianDate(text: string): string | null {
  const trimmed = text.trim();
  const iso = ISO.exec(trimmed);
  if (iso) return isoIfReal(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const match = DAY_MONTH_YEAR.exec(trimmed) ?? COMPACT.exec(trimmed);
  return match ? isoIfReal(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

/** '2026-03-05' → '05/03/2026'; anything else → ''. */
export function formatIndianDate(iso: string | null | undefined): string {
  const match = ISO.exec(iso ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}
