/** Read models over billing's invoices (SQL aggregates; amounts in paise). */
import type { DashboardPeriods, DateRange } from '../../domain/periods';

export interface DashboardFigures {
  totalRevenue: number;
  thisMonthRevenue: number;
  lastMonthRevenue: number;
  outstanding: number;
  pendingCount: number;
  gst: { total: number; cgst: number; sgst: number; igst: number; cess: number };
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
  subtotal: number;
  cgst: number;
  sgst: number;
  igst: number;
  cess: number;
  roundOff: number;
  total: number;
}

export interface SalesSummary {
  invoiceCount: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  cess: number;
  gstAmount: number;
  total: number;
  paid: number;
  outstanding: number;
  topCustomers: { customerId: string; name: string; totalAmount: number; invoiceCount: number }[];
}

export abstract class ReportQueries {
  abstract dashboard(businessId: string, periods: DashboardPeriods): Promise<DashboardFigures>;
  /** Issued invoices dated in the range, by (invoice_date, invoice_number, id), after the keyset. */
  abstract salesRows(businessId: string, range: DateRange, after: SalesRow | null, limit: number): Promise<SalesRow[]>;
  abstract salesSummary(businessId: string, range: DateRange, topCustomers: number): Promise<SalesSummary>;
}
