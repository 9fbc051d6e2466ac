/**
 * How one invoice change moves the billing summaries the dashboard reads (billing_daily_totals,
 * billing_due_totals, customer_activity): pure arithmetic on the invoice before and after.
 */
import type { Paise } from '@hisaab/gst';
import { ISSUED_STATUSES, type InvoiceStatus } from './invoice-status';

export interface SummaryState {
  status: InvoiceStatus;
  /** Paise. */
  totalPaise: Paise;
  amountPaidPaise: Paise;
  creditedPaise: Paise;
}

export interface SummaryChange {
  /** +1 when the invoice becomes issued (sent or paid), -1 when an issued invoice is cancelled. */
  issued: -1 | 0 | 1;
  /** +1 / -1 when it enters / leaves 'sent' (pending, counted by due date). */
  openCount: -1 | 0 | 1;
  /** Change of its unpaid balance while sent (paise): total − credited − amountPaid of a sent invoice, else 0. */
  outstandingPaise: Paise;
}

const isIssued = (status: InvoiceStatus) => ISSUED_STATUSES.includes(status);
const openBalance = (s: SummaryState) => (s.status === 'sent' ? s.totalPaise - s.creditedPaise - s.amountPaidPaise : 0);

export function summaryChange(before: SummaryState, after: SummaryState): SummaryChange {
  return {
    issued: (Number(isIssued(after.status)) - Number(isIssued(before.status))) as SummaryChange['issued'],
    openCount: (Number(after.status === 'sent') - Number(before.status === 'sent')) as SummaryChange['openCount'],
    outstandingPaise: openBalance(after) - openBalance(before),
  };
}
