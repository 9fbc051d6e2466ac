/** The customer analysis from billing's invoices (SQL aggregates; amounts in paise). */
import type { Paise } from '@hisaab/gst';
import type { DateRange } from '../../domain/periods';

export interface AgeingPaise {
  notDuePaise: Paise;
  days0to30Paise: Paise;
  days31to60Paise: Paise;
  days61to90Paise: Paise;
  over90Paise: Paise;
}

export interface CustomerFigure extends AgeingPaise {
  customerId: string;
  /** As the customer's latest invoice of the period names it. */
  name: string;
  gstin: string | null;
  invoiceCount: number;
  invoicedPaise: Paise;
  creditedPaise: Paise;
  paidPaise: Paise;
  outstandingPaise: Paise;
  lastPurchase: string;
}

export type CustomerTotals = Omit<CustomerFigure, 'customerId' | 'name' | 'gstin' | 'lastPurchase'> & { customerCount: number };

export abstract class CustomerFigures {
  /**
   * Per customer invoiced (issued invoices dated in the range), largest invoiced first, at most `limit`
   * (null: all), and the totals over every customer. Outstanding is today's balance, aged by the days
   * past the due date on `asOf`.
   */
  abstract customers(businessId: string, range: DateRange, asOf: string, limit: number | null): Promise<{ rows: CustomerFigure[]; totals: CustomerTotals }>;
}
