import type { InvoiceStatus, RecurringNotificationResponse } from '@hisaab/contracts';
import type { AuthContext } from '../../../../shared/tenant';
import type { TemplateLine } from '../../domain/template';

/** An invoice to make from a template, in billing's terms. */
export interface InvoiceOrder {
  customerId: string;
  invoiceDate: string;
  dueDate: string;
  paymentTerms: string;
  notes: string | null;
  termsAndConditions: string | null;
  items: TemplateLine[];
}

export interface MadeInvoice {
  id: string;
  invoiceNumber: string;
  invoiceDate: string;
  status: InvoiceStatus;
  /** Rupees, as billing answers it. */
  total: number;
  customerName: string;
}

/**
 * Billing's invoice service, which makes every invoice (GST split by place of supply, numbering,
 * stock on issue), hand-made or recurring. Both calls join the caller's transaction.
 */
export abstract class InvoiceMaker {
  abstract createDraft(auth: AuthContext, order: InvoiceOrder): Promise<MadeInvoice>;
  /** draft → sent: the invoice is issued and its stock taken out. */
  abstract issue(auth: AuthContext, invoiceId: string): Promise<MadeInvoice>;
  /** The draft rewritten from the template with another date (its number kept within its financial year). */
  abstract redateDraft(auth: AuthContext, invoiceId: string, order: InvoiceOrder): Promise<MadeInvoice>;
}

/** The customers the templates bill (crm). */
export abstract class CustomerBook {
  /** Null when the id is not a customer of the business. */
  abstract name(businessId: string, customerId: string): Promise<string | null>;
}

/** Whether the business may use the app now (a plan or a running trial): scheduled work waits otherwise. */
export abstract class BusinessAccess {
  abstract hasAccess(businessId: string): Promise<boolean>;
  /** `listener` runs (in a job) when the business may have access again: a plan bought or granted, a trial changed. */
  abstract onAccessRegained(listener: (businessId: string) => Promise<void>): void;
}

/**
 * Tells the template's customer about an issued invoice through the communications queue: one
 * delivery row per `deliveryKey`, so a repeated call sends nothing more. Joins the caller's transaction.
 */
export abstract class CustomerNotifier {
  /** `interactive`: the owner is waiting (Generate Now), so WhatsApp without the Cloud API answers a wa.me link. */
  abstract notify(businessId: string, invoiceId: string, channel: 'email' | 'whatsapp', deliveryKey: string, interactive: boolean): Promise<RecurringNotificationResponse>;
}
