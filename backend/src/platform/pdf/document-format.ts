/** How printed documents write dates, rates and quantities (amounts: formatAmount of @hisaab/gst). */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-10' → '10 Nov 2026'. */
export function printedDate(calendarDate: string): string {
  const [y, m, d] = calendarDate.split('-');
  return `${d} ${MONTHS[Number(m) - 1]} ${y}`;
}

/** 9 → '9%', 0.125 → '0.125%'. */
export const percentText = (rate: number): string => `${Number(rate.toFixed(3))}%`;

/** Indian digit grouping, up to 3 decimals: 1234.5 → '1,234.5'. */
export const quantityText = (quantity: number): string => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 }).format(quantity);
