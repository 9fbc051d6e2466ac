/**
 * Public API of the communications module: e-mail and WhatsApp messages to customers about their
 * invoices and payments, the communications log, and bulk overdue reminders.
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

export const communicationsEntities: EntitySchema[] = communicationSchemas as EntitySchema[];
