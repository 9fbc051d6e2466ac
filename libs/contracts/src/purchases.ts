/**
 * Money out (/api/expenses, /api/purchases; issue #11): expense categories, purchase bills from
 * suppliers, their limits, payloads and messages. Amounts cross the API in rupees (at most 2 decimals),
 * unit rates with up to 4; the server computes every tax amount (@hisaab/gst).
 */
import { InvoiceMessages, type InvoiceSupplyType } from './invoices';
import { PaymentMessages, type PaymentMethod } from './payments';
import { unitMessage, type Unit } from './units';

/** The common expense heads of a small Indian business, as stable codes (reports group by them). */
export const EXPENSE_CATEGORIES = [
  'rent',
  'salaries',
  'utilities',
  'transport',
  'office_supplies',
  'marketing',
  'professional_fees',
  'bank_charges',
  'repairs',
  'travel',
  'other',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const EXPENSE_CATEGORY_LABELS: Readonly<Record<ExpenseCategory, string>> = {
  rent: 'Rent',
  salaries: 'Salaries & wages',
  utilities: 'Utilities',
  transport: 'Transport & freight',
  office_supplies: 'Office supplies',
  marketing: 'Marketing & advertising',
  professional_fees: 'Professional fees',
  bank_charges: 'Bank charges',
  repairs: 'Repairs & maintenance',
  travel: 'Travel',
  other: 'Other',
};

/** The file types a receipt may be, recognised by their content (magic bytes), never by the name or the browser's label. */
export const RECEIPT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type ReceiptContentType = (typeof RECEIPT_CONTENT_TYPES)[number];

/** The multipart field of POST /api/expenses/{id}/receipt. */
export const RECEIPT_FIELD = 'receipt';
/** The largest receipt the server takes: its upload limit (MAX_UPLOAD_BYTES, platform/http), 2 MiB. */
export const RECEIPT_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Bounds that keep every sum in exact integer paise: an expense of at most ₹100 crore; a bill of at most
 * 200 lines of ₹10,000 crore each (as INVOICE_LIMITS).
 */
export const EXPENSE_LIMITS = { maxAmount: 1_000_000_000, vendor: 200, notes: 1000, search: 100 } as const;
export const PURCHASE_LIMITS = {
  maxItems: 200,
  maxQuantity: 10_000_000,
  maxRate: 1_000_000_000,
  maxLineAmount: 100_000_000_000,
  maxCessRate: 400,
  supplierName: 200,
  productName: 200,
  notes: 2000,
  search: 100,
} as const;

/** Expense form messages (the server says the same words). */
export const ExpenseMessages = {
  expenseDate: 'Expense date is required',
  dateFormat: InvoiceMessages.dateFormat,
  dateFuture: 'Expense date cannot be in the future',
  category: 'Please select a category',
  amount: 'Amount is required',
  amountPositive: 'Amount must be greater than 0',
  amountFormat: 'Amount must be a number with at most 2 decimals',
  amountTooLarge: 'Amount is too large (at most ₹100 crore)',
  gstPaid: 'GST paid must be an amount of 0 or more with at most 2 decimals',
  gstPaidTooLarge: 'GST paid cannot be more than the amount',
  gstRate: InvoiceMessages.gstRate,
  supplyType: 'GST type must be INTRA (CGST + SGST) or INTER (IGST)',
  itcEligible: 'Input tax credit must be true or false',
  itcNeedsGst: 'Enter the GST paid to claim input tax credit',
  itcNeedsBusinessGstin: 'Input tax credit needs your GSTIN: add it in Configuration',
  itcComposition: 'A business in the composition scheme cannot claim input tax credit',
  paymentMethod: PaymentMessages.paymentMethod,
  vendor: `Vendor must be at most ${EXPENSE_LIMITS.vendor} characters`,
  notes: `Notes must be at most ${EXPENSE_LIMITS.notes} characters`,
  receiptMissing: `Attach the receipt in the field ${RECEIPT_FIELD}`,
  receiptType: 'Attach the receipt as a JPEG, PNG or WebP image, or a PDF',
  receiptUnreadable: 'The upload could not be read: attach the receipt again',
  receiptTooLarge: (maxBytes: number) => `The receipt must be at most ${maxBytes / (1024 * 1024)} MB`,
  receiptNotFound: 'This expense has no receipt',
  deleteConfirm: (what: string) => `Delete the expense ${what}? Its receipt is deleted too. This cannot be undone.`,
} as const;

/** Purchase bill form messages. */
export const PurchaseMessages = {
  supplierName: 'Supplier name is required',
  supplierNameTooLong: `Supplier name must be at most ${PURCHASE_LIMITS.supplierName} characters`,
  supplierGstin: InvoiceMessages.gstin,
  billNumber: 'Bill number is required',
  billNumberFormat: 'Bill number must be at most 16 characters: letters, digits, / and -',
  duplicate: (billNumber: string, supplier: string) => `Bill ${billNumber} from ${supplier} is already recorded`,
  billDate: 'Bill date is required',
  dateFormat: InvoiceMessages.dateFormat,
  billDateFuture: 'Bill date cannot be in the future',
  billDateBeforeGst: 'Bill date cannot be before 01/07/2017, when GST began',
  placeOfSupply: InvoiceMessages.placeOfSupply,
  placeOfSupplyExport: 'Place of supply of a purchase must be an Indian state',
  /** The form's words for an empty place of supply (the API's `placeOfSupply` names the accepted forms). */
  placeOfSupplyRequired: 'Please select the place of supply',
  taxNeedsPlaceOfSupply: 'Select the place of supply to see the tax',
  items: InvoiceMessages.items,
  tooManyItems: `A bill can have at most ${PURCHASE_LIMITS.maxItems} items`,
  productName: InvoiceMessages.productName,
  productNameTooLong: `Product name must be at most ${PURCHASE_LIMITS.productName} characters`,
  productNotFound: 'Product not found',
  hsn: InvoiceMessages.hsn,
  hsnRequired: 'HSN/SAC code is required',
  quantity: InvoiceMessages.quantity,
  quantityDecimals: 'Quantity must be a number greater than 0 with at most 3 decimals',
  quantityTooLarge: InvoiceMessages.quantityTooLarge,
  quantityWholeForProduct: 'Stock is counted in whole units: use a whole quantity, or type the item without picking the product',
  unit: unitMessage,
  rate: InvoiceMessages.rate,
  rateDecimals: 'Rate must be an amount greater than 0 with at most 4 decimals',
  rateTooLarge: InvoiceMessages.rateTooLarge,
  lineTooLarge: InvoiceMessages.lineTooLarge,
  gstRate: InvoiceMessages.gstRate,
  cessRate: InvoiceMessages.cessRate,
  itcEligible: 'Input tax credit must be true or false',
  itcNeedsSupplierGstin: "Input tax credit needs the supplier's GSTIN",
  itcNeedsBusinessGstin: ExpenseMessages.itcNeedsBusinessGstin,
  itcComposition: ExpenseMessages.itcComposition,
  supplierStateUnknown: "Enter the supplier's GSTIN, or set your business's state in Configuration",
  notes: `Notes must be at most ${PURCHASE_LIMITS.notes} characters`,
} as const;

/** POST /api/expenses and PUT /api/expenses/{id} (a PUT replaces every field; the receipt is kept). */
export interface ExpenseRequest {
  /** 'YYYY-MM-DD', not in the future. */
  expenseDate: string;
  category: ExpenseCategory;
  /** Rupees, before GST. */
  amount: number;
  /** Rupees of GST on the receipt; 0 when left out. */
  gstPaid?: number;
  /** Percent, a rate legal on the expense date; null when not known. */
  gstRate?: number | null;
  /** INTRA: the GST paid is CGST + SGST (half each); INTER: IGST. INTRA when left out. */
  supplyType?: InvoiceSupplyType;
  /** The GST paid is claimable as input tax credit; false when left out. */
  itcEligible?: boolean;
  paymentMethod: PaymentMethod;
  vendor?: string | null;
  notes?: string | null;
}

/** The receipt attached to an expense (its content: GET /api/expenses/{id}/receipt). */
export interface ExpenseReceiptResponse {
  fileName: string;
  contentType: ReceiptContentType;
  /** Bytes. */
  size: number;
  uploadedAt: string;
}

/** An expense, amounts in rupees. */
export interface ExpenseResponse {
  id: string;
  expenseDate: string;
  category: ExpenseCategory;
  amount: number;
  gstPaid: number;
  gstRate: number | null;
  supplyType: InvoiceSupplyType;
  /** The GST paid as CGST, SGST/UTGST and IGST. */
  cgst: number;
  sgst: number;
  igst: number;
  itcEligible: boolean;
  /** amount + gstPaid. */
  total: number;
  paymentMethod: PaymentMethod;
  vendor: string | null;
  notes: string | null;
  receipt: ExpenseReceiptResponse | null;
  createdAt: string;
  updatedAt: string;
}

/** One category's expenses in a month or a period (rupees). */
export interface ExpenseCategoryTotalResponse {
  category: ExpenseCategory;
  count: number;
  amount: number;
  gstPaid: number;
  total: number;
}

/** GET /api/expenses/summary: expenses by month and category, and purchases by month, in the period. */
export interface ExpenseSummaryResponse {
  /** `from` inclusive, `to` inclusive (YYYY-MM-DD). */
  period: { from: string; to: string };
  /** Months with expenses or purchases, newest first; each month's categories by total, largest first. */
  months: { month: string; categories: ExpenseCategoryTotalResponse[]; expenses: number; purchases: number }[];
  /** The whole period by category, largest first. */
  categories: ExpenseCategoryTotalResponse[];
  /** Totals (GST included) of the period. */
  expenses: number;
  purchases: number;
}

/** One line of POST /api/purchases: picked from inventory (productId: stock comes in) or typed. */
export interface PurchaseLineRequest {
  productId?: string;
  productName: string;
  hsn: string;
  quantity: number;
  unit: Unit | (string & {});
  /** Rupees per unit before GST, up to 4 decimals. */
  rate: number;
  /** Percent, a rate legal on the bill date. */
  gstRate: number;
  /** Percent of the taxable value; 0 when left out. */
  cessRate?: number;
}

/** POST /api/purchases: a supplier's bill as printed. */
export interface PurchaseBillRequest {
  supplierName: string;
  supplierGstin?: string;
  billNumber: string;
  /** 'YYYY-MM-DD', not in the future. */
  billDate: string;
  /** The state on the supplier's bill: a code ('33') or 'Tamil Nadu (33)'. */
  placeOfSupply: string;
  items: PurchaseLineRequest[];
  /** The tax on this bill is claimable as input tax credit. */
  itcEligible: boolean;
  notes?: string;
}

/** One line of a purchase bill, with its computed amounts (rupees). */
export interface PurchaseItemResponse {
  id: string;
  productId: string | null;
  productName: string;
  hsn: string;
  quantity: number;
  unit: string;
  rate: number;
  gstRate: number;
  cessRate: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  cess: number;
  gstAmount: number;
  totalAmount: number;
}

/** A purchase bill as GET /api/purchases lists it (rupees). */
export interface PurchaseBillListItemResponse {
  id: string;
  supplierName: string;
  supplierGstin: string | null;
  billNumber: string;
  billDate: string;
  placeOfSupply: string;
  /** 'Tamil Nadu (33)'. */
  placeOfSupplyLabel: string;
  supplyType: InvoiceSupplyType;
  itcEligible: boolean;
  subtotal: number;
  cgst: number;
  sgst: number;
  igst: number;
  cess: number;
  gstAmount: number;
  total: number;
  createdAt: string;
}

/** One purchase bill (GET /api/purchases/{id}, and the create's answer) with its lines. */
export interface PurchaseBillResponse extends PurchaseBillListItemResponse {
  /** The supplier's state: its GSTIN's, else the business's own (a local purchase). */
  supplierState: string;
  /** The printed name of the intra-state half: 'UTGST' in a UT without legislature. */
  intraLabel: 'SGST' | 'UTGST';
  notes: string | null;
  items: PurchaseItemResponse[];
}
