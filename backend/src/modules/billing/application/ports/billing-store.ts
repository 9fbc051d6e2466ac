/** Billing's I/O seams: invoices, numbering series, payments, transactions. */
import type { Paise } from '@hisaab/gst';
import type { InvoiceTextFields } from '@hisaab/contracts';
import type { SupplyType } from '@hisaab/gst';
import type { DocumentType, InvoiceUnit } from '../../domain/invoice-calculation';
import type { InvoiceDisplayStatus, InvoiceStatus } from '../../domain/invoice-status';
import type { LastIssued } from '../../domain/issue-rules';
import type { PaymentMethod } from '../../domain/payment-rules';
import type { StatementClaim } from '../../../../platform/idempotency/idempotency.service';
import type { IssuerDetails, StockLine } from './partners';

/** Header fields typed by the user: the contract's. */
export type { InvoiceTextFields };

/** The supplier as an issued invoice prints it: fixed at issue, whatever the settings say later (Rule 46). */
export type SupplierDetails = Pick<IssuerDetails, 'name' | 'gstin' | 'stateCode' | 'address' | 'city' | 'pincode' | 'phone' | 'email' | 'udyam'>;

/** Amounts in paise. */
export interface InvoiceAmounts {
  subtotalPaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  cessPaise: Paise;
  gstAmountPaise: Paise;
  roundOffPaise: Paise;
  totalPaise: Paise;
}

export interface InvoiceRecord extends InvoiceTextFields, InvoiceAmounts {
  id: string;
  businessId: string;
  customerId: string;
  invoiceNumber: string;
  /** Financial year of the invoice date, '2026-27': the numbering scope. */
  fy: string;
  invoiceDate: string;
  dueDate: string;
  status: InvoiceStatus;
  documentType: DocumentType;
  supplyType: SupplyType;
  placeOfSupply: string;
  supplierState: string;
  /** The customer as it was when the invoice was written: history never changes. */
  customerName: string;
  customerGstin: string | null;
  customerAddress: string | null;
  customerState: string | null;
  /** The customer was an SEZ unit: the supply was taxed as inter-state. */
  customerSez: boolean;
  /** Null on drafts, which print the current settings. */
  supplierDetails: SupplierDetails | null;
  amountPaidPaise: Paise;
  /** The sum of the invoice's credit notes: the balance is total − credited − paid. */
  creditedPaise: Paise;
  shareId: string;
  createdBy: string | null;
  issuedAt: Date | null;
  paidAt: Date | null;
  cancelledAt: Date | null;
  cancelReason: string | null;
  /** The delivery challan the invoice was made from, or null (kept as written: billing knows no challans). */
  sourceChallanId: string | null;
  sourceChallanNumber: string | null;
  /** What left stock with that challan, per product: issuing the invoice takes out only what goes beyond it. */
  challanGoods: StockLine[] | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface InvoiceItemRecord {
  id: string;
  businessId: string;
  invoiceId: string;
  position: number;
  productId: string | null;
  productName: string;
  description: string | null;
  hsn: string | null;
  quantity: number;
  unit: InvoiceUnit;
  /** Rupees per unit, up to 4 decimals (numeric(16,4)). */
  rate: number;
  /** Paise, as every amount below. */
  discountPaise: Paise;
  gstRate: number;
  cessRate: number;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  cessPaise: Paise;
  totalPaise: Paise;
  serialNumber: string | null;
  /**
   * What one unit cost the business, in paise: the product's cost price when the invoice was issued
   * (recordLineCosts), so the P&L's cost of goods sold never moves when the cost price does later.
   * Null on drafts, on typed lines without a product and for a product with no cost price.
   */
  costPricePaise: Paise | null;
}

export type InvoiceStatusPatch = Partial<Pick<InvoiceRecord, 'status' | 'amountPaidPaise' | 'creditedPaise' | 'issuedAt' | 'paidAt' | 'cancelledAt' | 'cancelReason' | 'supplierDetails'>>;

export interface InvoiceListQuery {
  search?: string;
  status?: InvoiceDisplayStatus;
  customerId?: string;
  /** Keyset: the last row of the previous page. */
  after?: { invoiceDate: string; id: string };
  limit: number;
  today: string;
}

/** One row of a list, exactly the columns the list returns. Amounts in paise. */
export interface InvoiceListRow {
  id: string;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  status: InvoiceStatus;
  customerId: string;
  customerName: string;
  placeOfSupply: string;
  supplyType: SupplyType;
  subtotalPaise: Paise;
  gstAmountPaise: Paise;
  totalPaise: Paise;
  amountPaidPaise: Paise;
  creditedPaise: Paise;
  /** The public link id (/client/{shareId}), shown to the owner only. */
  shareId: string;
  /** The customer's current contact details (crm's, read with the row). */
  customerEmail: string | null;
  customerPhone: string | null;
}

export interface OverdueQuery {
  today: string;
  after?: { dueDate: string; id: string };
  limit: number;
}

export interface OverduePage {
  rows: InvoiceListRow[];
  summary: OverdueSummary;
}

export interface OverdueSummary {
  count: number;
  /** Paise. */
  outstandingPaise: Paise;
}

export type NewInvoiceOutcome =
  | { kind: 'created'; invoiceNumber: string }
  /** The Idempotency-Key was already used: nothing was written. */
  | { kind: 'keyTaken' }
  | { kind: 'laterIssued'; last: LastIssued }
  /** Lines' products that are not the business's: nothing was written. */
  | { kind: 'unknownProducts'; productIds: string[] }
  /** The business's settings are no longer at the supplier revision the invoice was computed with: nothing was written. */
  | { kind: 'settingsChanged' };

export abstract class InvoiceRepository {
  /**
   * Creates the invoice and its lines in one statement that commits on its own, with `claim` (the
   * Idempotency-Key and its answer) when given. From a series (`series.stem` 'INV/26-27/'), the
   * invoice takes the series' next number inside that statement, unless an invoice of the series
   * issued later than `invoice.invoiceDate` exists (`laterIssued`), and nothing is written when a
   * line's product is not the business's (`unknownProducts`) or the business's settings are no longer
   * at `supplierRevision` (`settingsChanged`). Throws INVOICE_NUMBER_TAKEN when a typed number is used
   * in that financial year, and INVOICE_SERIES_FULL when the series has no number of at most 16
   * characters left.
   */
  abstract insertNew(
    invoice: InvoiceRecord,
    items: InvoiceItemRecord[],
    series: { stem: string } | null,
    claim: StatementClaim | null,
    supplierRevision: string | null,
  ): Promise<NewInvoiceOutcome>;
  abstract numberOf(businessId: string, id: string): Promise<string | null>;
  /** Those of `productIds` that are not products of the business (archived ones are). */
  abstract unknownProducts(businessId: string, productIds: readonly string[]): Promise<string[]>;
  /** Rewrites a draft (header and all lines). Throws INVOICE_NUMBER_TAKEN as insert does. */
  abstract replaceDraft(invoice: InvoiceRecord, items: InvoiceItemRecord[]): Promise<void>;
  abstract findById(businessId: string, id: string): Promise<InvoiceRecord | null>;
  /**
   * The public share page's lookup, across businesses: an issued (sent or paid) invoice by its
   * unguessable share id; drafts and cancelled invoices are never found.
   */
  abstract findByShareIdForPublicView(shareId: string): Promise<InvoiceRecord | null>;
  /** Locks the row (SELECT … FOR UPDATE) until the transaction ends. */
  abstract findByIdForUpdate(businessId: string, id: string): Promise<InvoiceRecord | null>;
  abstract findItems(businessId: string, invoiceId: string): Promise<InvoiceItemRecord[]>;
  abstract numberExists(businessId: string, fy: string, invoiceNumber: string, exceptId?: string): Promise<boolean>;
  /** The latest-dated invoice ever issued (sent, paid, or cancelled after issue) whose number starts with `stem`, other than `exceptId`. */
  abstract lastIssuedInSeries(businessId: string, fy: string, stem: string, exceptId?: string): Promise<LastIssued | null>;
  /**
   * Writes a status/payment change of `invoice` (the row as read by findByIdForUpdate, before the
   * change) and, in the same transaction, moves the billing summaries the dashboard and the overdue
   * summary read (issued totals by day, pending balances by due date, customer activity).
   */
  abstract updateStatus(invoice: InvoiceRecord, patch: InvoiceStatusPatch): Promise<void>;
  /** At issue: each product line's cost price per unit, taken from its product now (rupees to paise, half up). */
  abstract recordLineCosts(businessId: string, invoiceId: string): Promise<void>;
  abstract list(businessId: string, query: InvoiceListQuery): Promise<InvoiceListRow[]>;
  /** Sent invoices past due, oldest due first, and the count and balance of all of them. */
  abstract overduePage(businessId: string, query: OverdueQuery): Promise<OverduePage>;
}

export interface PaymentRecord {
  id: string;
  businessId: string;
  invoiceId: string;
  /** Paise. */
  amountPaise: Paise;
  paymentDate: string;
  paymentMethod: PaymentMethod;
  reference: string | null;
  notes: string | null;
  createdBy: string | null;
  createdAt: Date;
  /** A reversed payment is kept with when, by whom and why; it no longer counts towards the invoice. */
  reversedAt: Date | null;
  reversedBy: string | null;
  reversalReason: string | null;
}

export type PaymentReversal = Pick<PaymentRecord, 'reversedAt' | 'reversedBy' | 'reversalReason'>;

export interface PaymentListRow extends PaymentRecord {
  invoiceNumber: string;
}

export interface PaymentListQuery {
  invoiceId?: string;
  after?: { paymentDate: string; id: string };
  limit: number;
}

export abstract class PaymentRepository {
  abstract insert(payment: PaymentRecord): Promise<void>;
  abstract findById(businessId: string, id: string): Promise<PaymentRecord | null>;
  abstract markReversed(businessId: string, id: string, reversal: PaymentReversal): Promise<void>;
  abstract list(businessId: string, query: PaymentListQuery): Promise<PaymentListRow[]>;
  /** The latest payment date among the invoice's payments that were not reversed ('YYYY-MM-DD'). */
  abstract lastPaymentDate(businessId: string, invoiceId: string): Promise<string | null>;
}
