/** Sales figures of a period from billing's invoices and credit notes (SQL aggregates; amounts in paise). */
import type { Paise } from '@hisaab/gst';
import type { DateRange } from '../../domain/periods';
import type { TaxHeadsPaise } from '../../domain/tax-heads';

export interface InvoiceTotals extends TaxHeadsPaise {
  invoiceCount: number;
  taxablePaise: Paise;
  gstAmountPaise: Paise;
  totalPaise: Paise;
  paidPaise: Paise;
  outstandingPaise: Paise;
}

export interface CreditNoteTotals extends TaxHeadsPaise {
  count: number;
  taxablePaise: Paise;
  gstAmountPaise: Paise;
  totalPaise: Paise;
}

export interface PeriodSales {
  period: string;
  invoiceCount: number;
  taxablePaise: Paise;
  gstAmountPaise: Paise;
  totalPaise: Paise;
}

export interface CustomerSales {
  customerId: string;
  name: string;
  gstin: string | null;
  invoiceCount: number;
  taxablePaise: Paise;
  gstAmountPaise: Paise;
  totalPaise: Paise;
}

export interface ProductSales {
  productId: string | null;
  name: string;
  hsn: string | null;
  quantity: number;
  taxablePaise: Paise;
  gstAmountPaise: Paise;
  /** The product's stock now; null for typed items. */
  stock: number | null;
}

export interface HsnSales extends TaxHeadsPaise {
  hsn: string;
  gstRate: number;
  quantity: number;
  taxablePaise: Paise;
}

export interface RegisterEntry {
  id: string;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  status: 'sent' | 'paid';
  customerName: string;
  customerGstin: string | null;
  taxablePaise: Paise;
  gstAmountPaise: Paise;
  totalPaise: Paise;
}

/** A list cut at `limit` rows, and how many there are in all. */
export interface Listed<T> {
  rows: T[];
  count: number;
}

export abstract class SalesFigures {
  /** Issued invoices (sent or paid) dated in the range. */
  abstract invoiceTotals(businessId: string, range: DateRange): Promise<InvoiceTotals>;
  abstract creditNoteTotals(businessId: string, range: DateRange): Promise<CreditNoteTotals>;
  abstract byPeriod(businessId: string, range: DateRange, granularity: 'day' | 'month'): Promise<PeriodSales[]>;
  /** Largest totals first. */
  abstract byCustomer(businessId: string, range: DateRange, limit: number): Promise<Listed<CustomerSales>>;
  /** The lines grouped by product (typed items by name) and by HSN and rate, largest taxable value first. */
  abstract byProductAndHsn(businessId: string, range: DateRange, limit: number): Promise<{ products: Listed<ProductSales>; hsn: Listed<HsnSales> }>;
  /** The newest invoices of the range. */
  abstract latestInvoices(businessId: string, range: DateRange, limit: number): Promise<RegisterEntry[]>;
}
