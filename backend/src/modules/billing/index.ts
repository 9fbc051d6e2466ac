/** Public API of the billing module: invoices, numbering series, payments. */
import type { EntitySchema } from '@mikro-orm/core';
import { billingSchemas } from './adapters/billing.entities';
import { InvoicePdfSchema } from './adapters/invoice-pdf.store';

export { BillingModule } from './billing.module';
export type { InvoiceStatus, InvoiceDisplayStatus } from './domain/invoice-status';
export { INVOICE_STATUSES, ISSUED_STATUSES } from './domain/invoice-status';
export { PAYMENT_METHODS } from './domain/payment-rules';
export type { PaymentMethod } from './domain/payment-rules';

export { InvoicePdfService } from './application/invoice-pdf.service';
export { InvoiceMessagingReader } from './application/invoice-messaging.reader';
export type { InvoiceMessagingView, PaymentMessagingView, PendingInvoiceSummary, PendingInvoiceRow, ReminderTarget } from './application/invoice-messaging.reader';
export type { InvoicePdf } from './application/invoice-pdf.service';

export const billingEntities: EntitySchema[] = [...billingSchemas, InvoicePdfSchema] as EntitySchema[];
