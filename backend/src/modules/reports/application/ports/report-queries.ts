/** The dashboard and the invoice register, over billing's invoices and summaries (SQL; amounts in paise). */
import type { Paise } from '@hisaab/gst';
import type { DashboardPeriods, DateRange } from '../../domain/periods';
import type { TaxHeadsPaise } from '../../domain/tax-heads';

export interface DashboardFigures {
  totalRevenuePaise: Paise;
  thisMonthRevenuePaise: Paise;
  lastMonthRevenuePaise: Paise;
  outstandingPaise: Paise;
  pendingCount: number;
  /** This quarter's GST on issued invoices. */
  gst: TaxHeadsPaise & { totalPaise: Paise };
  activeCustomers: number;
  newActiveCustomersThisMonth: number;
}

export interface SalesRow {
  id: string;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  status: 'sent' | 'paid';
  customerName: string;
  customerGstin: string | null;
  placeOfSupply: string;
  subtotalPaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  cessPaise: Paise;
  roundOffPaise: Paise;
  totalPaise: Paise;
}

export abstract class ReportQueries {
  abstract dashboard(businessId: string, periods: DashboardPeriods): Promise<DashboardFigures>;
  /** Issued invoices dated in the range, by (invoice_date, invoice_number, id), after the keyset. */
  abstract salesRows(businessId: string, range: DateRange, after: SalesRow | null, limit: number): Promise<SalesRow[]>;
}
