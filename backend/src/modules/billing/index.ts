/** Public API of the billing module: invoices, numbering series (every document type's), payments. */
import type { EntitySchema } from '@mikro-orm/core';
import { billingSchemas } from './adapters/billing.entities';
import { InvoicePdfSchema } from './adapters/invoice-pdf.store';
import { creditNoteSchemas } from './adapters/credit-note.entities';

export { BillingModule } from './billing.module';
export type { InvoiceStatus, InvoiceDisplayStatus } from './domain/invoice-status';
export { INVOICE_STATUSES, ISSUED_STATUSES } from './domain/invoice-status';
export { PAYMENT_METHODS } from './domain/payment-rules';
export type { PaymentMethod } from './domain/payment-rules';

export { InvoicePdfService } from './application/invoice-pdf.service';
/** The next number of a credit-note or challan series; call inside your unitOfWork.run (see its comment). */
export { DocumentNumbering } from './application/document-numbering';
export { DOCUMENT_PREFIXES } from './domain/documents';
export type { NumberedDocumentType } from './domain/documents';
export { InvoiceMessagingReader } from './application/invoice-messaging.reader';
/** Which customers have unpaid invoices or were invoiced since a date (campaign targets). */
export { CustomerInvoiceActivity } from './application/customer-invoice-activity';
export type { InvoiceMessagingView, PaymentMessagingView, PendingInvoiceSummary, PendingInvoiceRow, ReminderTarget } from './application/invoice-messaging.reader';
export type { InvoicePdf } from './application/invoice-pdf.service';
/** Draft invoices made from a delivery challan or a recurring template (and issued), by the same rules as a hand-made one; call inside your unitOfWork.run. */
export { InvoiceDrafts } from './application/invoice-drafts';
export type { DraftFromChallan, DraftFromTemplate, MadeInvoice } from './application/invoice-drafts';
/** News of a cancelled invoice made from another module's document, in the cancellation's transaction (subscribe in onModuleInit). */
export { InvoiceCancellations } from './application/invoice-cancellations';
export type { CancelledInvoice, InvoiceCancelledListener } from './application/invoice-cancellations';
export type { InvoiceSource } from './application/invoice.service';
export type { LineRequest as InvoiceLineInput } from './domain/invoice-calculation';

export const billingEntities: EntitySchema[] = [...billingSchemas, ...creditNoteSchemas, InvoicePdfSchema] as EntitySchema[];
