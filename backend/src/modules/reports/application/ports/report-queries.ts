/** Read models over billing's invoices (SQL aggregates; amounts in paise). */
import type { Paise } from '@hisaab/gst';
import type { DashboardPeriods, DateRange } from '../../domain/periods';

export interface DashboardFigures {
  totalRevenuePaise: Paise;
  thisMonthRevenuePaise: Paise;
  lastMonthRevenuePaise: Paise;
  outstandingPaise: Paise;
  pendingCount: number;
  gst: { totalPaise: Paise; cgstPaise: Paise; sgstPaise: Paise; igstPaise: Paise; cessPaise: Paise };
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

export interface SalesSummary {
  invoiceCount: number;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  cessPaise: Paise;
  gstAmountPaise: Paise;
  totalPaise: Paise;
  paidPaise: Paise;
  outstandingPaise: Paise;
  topCustomers: { customerId: string; name: string; totalAmountPaise: Paise; invoiceCount: number }[];
}

export abstract class ReportQueries {
  abstract dashboard(businessId: string, periods: DashboardPeriods): Promise<DashboardFigures>;
  /** Issued invoices dated in the range, by (invoice_date, invoice_number, id), after the keyset. */
  abstract salesRows(businessId: string, range: DateRange, after: SalesRow | null, limit: number): Promise<SalesRow[]>;
  abstract salesSummary(businessId: string, range: DateRange, topCustomers: number): Promise<SalesSummary>;
}
