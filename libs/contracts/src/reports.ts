/**
 * The five reports (GET /api/reports/{type}, spec part 2 §2 Reports, §3 Report payload): each for a period
 * `?from=&to=` (both days inclusive, YYYY-MM-DD; the current financial year when absent), as JSON or
 * `?format=csv`. Amounts in rupees; every figure is an SQL aggregate of the business's own records.
 */
import type { ExpenseCategory } from './purchases';
import type { StockReason } from './products';

export const REPORT_TYPES = ['profit-loss', 'gst', 'sales', 'customers', 'inventory'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_FORMATS = ['json', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const REPORT_LABELS: Readonly<Record<ReportType, string>> = {
  'profit-loss': 'Profit & Loss',
  gst: 'GST',
  sales: 'Sales',
  customers: 'Customer Analysis',
  inventory: 'Inventory',
};

/** Spec part 2 §9: top 5 customers, top 5 products, 10 customers in the analysis; longer lists stop at `listRows` (the CSV has every row). */
export const REPORT_LIMITS = {
  topCustomers: 5,
  topProducts: 5,
  customersInAnalysis: 10,
  listRows: 100,
  /** A product with no sale in this many days (up to today) is slow-moving. */
  noSaleDays: 90,
  /** Periods up to this many days are shown by day; longer ones by month. */
  dailyUpToDays: 62,
} as const;

export const ReportMessages = {
  invalidDate: 'Enter a valid date (YYYY-MM-DD)',
  toBeforeFrom: "'to' must not be before 'from'",
  format: 'format must be csv or json',
} as const;

/** Both days inclusive (YYYY-MM-DD). */
export interface ReportPeriod {
  from: string;
  to: string;
}

export interface TaxHeads {
  cgst: number;
  /** SGST, or UTGST in a union territory. */
  sgst: number;
  igst: number;
  cess: number;
  total: number;
}

export interface RevenueFigures {
  /** Totals (GST included) of the invoices issued in the period. */
  total: number;
  /** Received on them so far. */
  paid: number;
  /** Still due on them today (after payments and credit notes). */
  outstanding: number;
}

export interface TopCustomer {
  customer: { id: string; name: string };
  totalAmount: number;
  invoiceCount: number;
}

export interface TopSellingProduct {
  /** Null for items typed on the invoice without a product. */
  productId: string | null;
  name: string;
  sales: { quantity: number; revenue: number };
  /** Stock now; null for typed items. */
  stock: number | null;
}

/** Why the Net Profit Margin is not a number: no sales in the period, or no recorded cost or expense to subtract. */
export type MarginUnavailable = 'no_sales' | 'no_costs';

/** GET /api/reports/profit-loss. */
export interface ProfitLossReportResponse {
  type: 'profit-loss';
  period: ReportPeriod;
  summary: {
    invoiceCount: number;
    creditNoteCount: number;
    /** Taxable value of the invoices issued in the period. */
    sales: number;
    /** Taxable value of the credit notes dated in the period. */
    creditNotes: number;
    netSales: number;
    costOfGoodsSold: number;
    grossProfit: number;
    expenses: number;
    netProfit: number;
  };
  revenue: RevenueFigures;
  /** margin: net profit as a percent of net sales (one decimal), or null with the reason. */
  profit: { gross: number; net: number; margin: number | null; marginUnavailable: MarginUnavailable | null };
  /** From the cost price recorded on each line at issue, less goods returned to stock on credit notes. */
  costOfGoods: { sold: number; returned: number; linesWithCost: number; linesWithoutCost: number };
  /** Before GST where the GST is claimable; the GST is part of the cost where it is not. */
  expensesByCategory: { category: ExpenseCategory; count: number; amount: number }[];
}

export interface GstRateRow extends TaxHeads {
  /** 'YYYY-MM'. */
  month: string;
  gstRate: number;
  taxable: number;
}

export interface InputTaxReportRow extends TaxHeads {
  month: string;
  source: 'purchase' | 'expense';
  /** Null for an expense whose rate was not given. */
  gstRate: number | null;
  documentCount: number;
  taxable: number;
}

/** GET /api/reports/gst. */
export interface GstReportResponse {
  type: 'gst';
  period: ReportPeriod;
  summary: { invoiceCount: number; creditNoteCount: number; outputTax: number; inputTax: number; netLiability: number };
  /** Output tax by month and rate: issued invoices less the credit notes dated in the month. */
  output: GstRateRow[];
  outputTotals: TaxHeads & { taxable: number };
  /** What the period's credit notes took off (already netted in `output`). */
  creditNotes: TaxHeads & { taxable: number };
  /** Input tax credit: purchase bills and expenses whose GST is claimable. */
  input: InputTaxReportRow[];
  inputTotals: TaxHeads;
  /** GST paid on purchases and expenses that cannot be claimed (not in the input tax). */
  notClaimable: TaxHeads;
  /** Output less input tax, by head; negative: credit carried forward. */
  netLiability: TaxHeads;
  /** Set when no purchase or expense with GST is recorded in the period. */
  inputTaxNote: string | null;
}

export interface SalesPeriodRow {
  /** 'YYYY-MM-DD' by day, 'YYYY-MM' by month. */
  period: string;
  invoiceCount: number;
  taxable: number;
  gstAmount: number;
  total: number;
}

export interface SalesCustomerRow {
  customer: { id: string; name: string };
  gstin: string | null;
  invoiceCount: number;
  taxable: number;
  gstAmount: number;
  total: number;
}

export interface SalesProductRow {
  productId: string | null;
  name: string;
  hsn: string | null;
  quantity: number;
  taxable: number;
  gstAmount: number;
}

export interface SalesHsnRow extends TaxHeads {
  /** Empty when the lines have none. */
  hsn: string;
  gstRate: number;
  quantity: number;
  taxable: number;
}

export interface SalesRegisterRow {
  id: string;
  invoiceNumber: string;
  invoiceDate: string;
  customerName: string;
  customerGstin: string | null;
  taxable: number;
  gstAmount: number;
  total: number;
  status: 'sent' | 'paid' | 'overdue';
}

/** GET /api/reports/sales: issued invoices dated in the period (the CSV is the invoice register). */
export interface SalesReportResponse {
  type: 'sales';
  period: ReportPeriod;
  summary: { invoiceCount: number; taxable: number; cgst: number; sgst: number; igst: number; cess: number; gstAmount: number; total: number };
  revenue: RevenueFigures;
  /** The five customers with the largest totals. */
  topCustomers: TopCustomer[];
  /** The five products (or typed items) with the largest taxable value. */
  topSellingProducts: TopSellingProduct[];
  /** Credit notes dated in the period (not netted above). */
  creditNotes: { count: number; taxable: number; gstAmount: number; total: number };
  granularity: 'day' | 'month';
  byPeriod: SalesPeriodRow[];
  /** Largest first, at most REPORT_LIMITS.listRows; `counts` says how many there are in all. */
  byCustomer: SalesCustomerRow[];
  byProduct: SalesProductRow[];
  byHsn: SalesHsnRow[];
  /** The newest invoices of the period, at most REPORT_LIMITS.listRows (the CSV lists every one). */
  register: SalesRegisterRow[];
  counts: { customers: number; products: number; hsn: number; invoices: number };
}

export interface AgeingBuckets {
  /** Not yet due. */
  notDue: number;
  days0to30: number;
  days31to60: number;
  days61to90: number;
  over90: number;
}

export interface CustomerAnalysisRow {
  customer: { id: string; name: string };
  gstin: string | null;
  stats: { totalInvoiced: number; totalCredited: number; totalPaid: number; outstanding: number; totalInvoices: number };
  /** The outstanding amount by days past the due date, today. */
  ageing: AgeingBuckets;
  /** The last invoice date in the period. */
  lastPurchase: string;
}

/** GET /api/reports/customers: the customers invoiced in the period, largest first. */
export interface CustomersReportResponse {
  type: 'customers';
  period: ReportPeriod;
  /** Outstanding amounts and their ageing are today's. */
  asOf: string;
  summary: { customerCount: number; invoiceCount: number; totalInvoiced: number; totalCredited: number; totalPaid: number; outstanding: number };
  revenue: RevenueFigures;
  ageing: AgeingBuckets;
  topCustomers: TopCustomer[];
  /** The ten largest (the CSV lists every one). */
  customers: CustomerAnalysisRow[];
}

export interface InventoryProductRow {
  id: string;
  name: string;
  sku: string | null;
  unit: string;
  stock: number;
  lowStockThreshold: number;
  /** Per unit; null when none is set. */
  costPrice: number | null;
  price: number;
  valueAtCost: number | null;
  valueAtPrice: number;
}

/** GET /api/reports/inventory: stock and its value now, the ledger's movement in the period. */
export interface InventoryReportResponse {
  type: 'inventory';
  period: ReportPeriod;
  asOf: string;
  summary: {
    productCount: number;
    stockUnits: number;
    /** Of the products with a cost price. */
    valueAtCost: number;
    valueAtPrice: number;
    productsWithoutCost: number;
    lowStockCount: number;
    noSaleCount: number;
  };
  /** Units in (+) and out (−) of the stock ledger in the period, by reason. */
  movement: { reason: StockReason; entries: number; quantity: number }[];
  /** At or below their reorder level, lowest stock first (at most REPORT_LIMITS.listRows). */
  lowStock: InventoryProductRow[];
  /** No issued invoice in the last REPORT_LIMITS.noSaleDays days, largest value first (at most listRows). */
  noRecentSale: InventoryProductRow[];
}

export type ReportResponse = ProfitLossReportResponse | GstReportResponse | SalesReportResponse | CustomersReportResponse | InventoryReportResponse;
