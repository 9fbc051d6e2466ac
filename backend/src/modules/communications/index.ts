/**
 * Public API of the communications module: e-mail and WhatsApp messages to customers about their
 * invoices and payments, the communications log, bulk overdue reminders, and mailings (one message
 * to each of many customers, for the campaigns module: `Mailings`, which sends each exactly once).
 *
 * It depends on billing (through billing's index: InvoiceMessagingReader for invoices, payments and
 * the customer's contact; InvoicePdfService for attachments) and on subscription (a lapsed business's
 * sends are held, and resumed when AccessRegained says so), and nothing depends on it. Keeping
 * it out of billing and crm avoids a billing ↔ crm cycle: crm owns customers, billing needs them,
 * and messages need both.
 */
import type { EntitySchema } from '@mikro-orm/core';
import { communicationSchemas } from './adapters/communication.entities';

export { CommunicationsModule } from './communications.module';
/** `notifyIssuedInvoice(...)`: other modules (recurring invoices) tell an issued invoice's customer, once per delivery key. */
export { SendCommunicationsService } from './application/send-communications.service';

/** Mailings: record the recipients, pause, resume, cancel, figures; the owning module registers a `MailingSender`. */
export { Mailings, mailingDeliveryKey } from './application/mailings';
export type { MailingDecision, MailingDelivery, MailingMessage, MailingProgress, MailingRecipient, MailingSender, MailingSkipCode, AttemptOutcome } from './application/mailings';

export const communicationsEntities: EntitySchema[] = communicationSchemas as EntitySchema[];
