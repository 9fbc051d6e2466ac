/**
 * Recurring invoices contract (/api/recurring-invoices, spec part 2 §2–§5, §7, §9): templates that
 * make an invoice on every period date, their requests, replies (rupees, calendar dates) and messages.
 */
import type { InvoiceStatus } from './invoices';

export const RECURRING_FREQUENCIES = ['weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number];

/** What happens to each invoice a template makes: kept as a draft, or issued (and sent as chosen). */
export const RECURRING_DELIVERIES = ['draft', 'issue'] as const;
export type RecurringDelivery = (typeof RECURRING_DELIVERIES)[number];

/** One (template, period) of the schedule and what became of it. */
export const RECURRING_RUN_STATUSES = ['pending', 'waiting', 'generated', 'skipped', 'failed'] as const;
export type RecurringRunStatus = (typeof RECURRING_RUN_STATUSES)[number];

/** Spec part 2 §9: new templates bill monthly; an item's GST defaults to 18%. */
export const RECURRING_DEFAULTS = { frequency: 'monthly', gstRate: 18, quantity: 1, unit: 'nos', dueInDays: 0 } as const;

export const RECURRING_LIMITS = {
  templateName: 120,
  notes: 2000,
  termsAndConditions: 5000,
  maxItems: 100,
  productName: 200,
  description: 1000,
  maxDueInDays: 365,
  maxQuantity: 10_000_000,
  maxRate: 1_000_000_000,
} as const;

/** Spec part 2 §5 "Recurring invoice" messages, and the server's own checks after them. */
export const RecurringMessages = {
  customer: 'Please select a customer',
  templateName: 'Template name is required',
  templateNameTooLong: `Template name must be at most ${RECURRING_LIMITS.templateName} characters`,
  frequency: 'Please select a frequency',
  startDate: 'Start date is required',
  items: 'At least one item is required',
  tooManyItems: `A template can have at most ${RECURRING_LIMITS.maxItems} items`,
  productName: 'Product name is required',
  quantity: 'Quantity must be at least 1',
  rate: 'Rate must be positive',
  gstRate: 'GST rate must be between 0-100',
  dateFormat: 'Enter a valid date (YYYY-MM-DD)',
  endBeforeStart: 'End date cannot be before the start date',
  delivery: 'Choose whether each invoice is kept as a draft or issued',
  sendNeedsIssue: 'A draft is not sent: choose "Issue and send" to notify the customer',
  dueInDays: `Due in days must be a whole number from 0 to ${RECURRING_LIMITS.maxDueInDays}`,
  text: (label: string, max: number) => `${label} must be at most ${max} characters`,
  /** Spec part 2 §8: the screen's failure toasts. */
  saveFailed: 'Failed to save recurring invoice',
  toggleFailed: 'Failed to update status',
  generateFailed: 'Failed to generate invoice',
  deleteFailed: 'Failed to delete recurring invoice',
} as const;

/** One line of a template (rupees and percent); `amount` is the client's quantity × rate, ignored. */
export interface RecurringInvoiceItemRequest {
  productId?: string | null;
  productName: string;
  description?: string | null;
  hsnCode?: string | null;
  quantity: number;
  unit?: string;
  rate: number;
  gstRate?: number;
  amount?: number;
}

/** POST /api/recurring-invoices and PUT /api/recurring-invoices/{id} (a PUT replaces the template). */
export interface RecurringInvoiceRequest {
  customerId: string;
  templateName: string;
  frequency: RecurringFrequency;
  startDate: string;
  endDate?: string | null;
  /** Days from each invoice's date to its due date (0: due on receipt). */
  dueInDays?: number;
  notes?: string | null;
  termsAndConditions?: string | null;
  delivery?: RecurringDelivery;
  /** Issued invoices only: e-mail the template's customer a link to the invoice. */
  sendEmail?: boolean;
  /** Issued invoices only: WhatsApp the template's customer a link to the invoice. */
  sendWhatsApp?: boolean;
  isActive?: boolean;
  /** The client's totals: accepted and ignored (the server computes its own). */
  subtotal?: number;
  gstAmount?: number;
  total?: number;
  items: RecurringInvoiceItemRequest[];
}

export interface RecurringInvoiceItemResponse {
  id: string;
  productId: string | null;
  productName: string;
  description: string | null;
  hsnCode: string | null;
  quantity: number;
  unit: string;
  rate: number;
  gstRate: number;
  /** quantity × rate. */
  amount: number;
}

/** The template's latest period: made, waiting for a plan, skipped while paused, or failed (with why). */
export interface RecurringLastRunResponse {
  periodDate: string;
  status: RecurringRunStatus;
  invoiceId: string | null;
  invoiceNumber: string | null;
  message: string | null;
  at: string;
}

export interface RecurringInvoiceResponse {
  id: string;
  customerId: string;
  customer: { name: string };
  templateName: string;
  frequency: RecurringFrequency;
  startDate: string;
  endDate: string | null;
  /** The next period not yet generated; null once the end date has passed. */
  nextInvoiceDate: string | null;
  dueInDays: number;
  notes: string | null;
  termsAndConditions: string | null;
  isActive: boolean;
  delivery: RecurringDelivery;
  sendEmail: boolean;
  sendWhatsApp: boolean;
  /**
   * An estimate at the template's rates; each invoice is computed by billing on its own date (place of
   * supply, the business's registration, rounding).
   */
  subtotal: number;
  gstAmount: number;
  total: number;
  totalInvoicesGenerated: number;
  lastRun: RecurringLastRunResponse | null;
  createdAt: string;
  updatedAt: string;
  items: RecurringInvoiceItemResponse[];
}

/** How the template's customer was told about a generated invoice, per channel. */
export interface RecurringNotificationResponse {
  channel: 'email' | 'whatsapp';
  /** queued: the message will be sent once; link: open `url` to send it (WhatsApp Cloud API not set up); failed: `message` says why. */
  status: 'queued' | 'link' | 'failed';
  message: string;
  url?: string;
}

/** POST /api/recurring-invoices/{id}/generate. */
export interface RecurringGenerateResponse {
  /** Names the customer, e.g. 'Invoice INV/26-27/0004 created for Kaveri Stores and e-mailed'. */
  message: string;
  customerName: string;
  invoice: { id: string; invoiceNumber: string; invoiceDate: string; status: InvoiceStatus; total: number };
  notifications: RecurringNotificationResponse[];
  template: RecurringInvoiceResponse;
}
