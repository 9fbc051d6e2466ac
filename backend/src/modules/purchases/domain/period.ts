/** A list's or summary's date filter: calendar dates, both inclusive (each checked by the query DTO). */
import { PurchasesErrors } from './purchases-errors';

export const PeriodMessages = { toBeforeFrom: 'The end date cannot be before the start date' } as const;

export function checkedPeriod(from: string | undefined, to: string | undefined): { from?: string; to?: string } {
  if (from && to && to < from) throw PurchasesErrors.invalid({ to: PeriodMessages.toBeforeFrom });
  return { ...(from && { from }), ...(to && { to }) };
}
