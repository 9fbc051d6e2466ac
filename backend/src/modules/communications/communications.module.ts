import { Module } from '@nestjs/common';
import { BillingModule } from '../billing';
import { SubscriptionModule } from '../subscription';
import { GraphWhatsAppClient } from './adapters/graph-whatsapp.client';
import { MikroOrmCommunicationStore } from './adapters/mikro-orm-communication.store';
import { MikroOrmMailingStore } from './adapters/mikro-orm-mailing.store';
import { BulkRemindersService } from './application/bulk-reminders.service';
import { DeliveryService } from './application/delivery.service';
import { EmailTransmission } from './application/email-transmission';
import { Mailings } from './application/mailings';
import { MailingStore } from './application/ports/mailing-store';
import { HeldDeliveries } from './application/held-deliveries';
import { CommunicationStore } from './application/ports/communication-store';
import { WhatsAppClient } from './application/ports/whatsapp-client';
import { SendCommunicationsService } from './application/send-communications.service';
import { WhatsAppWebhookService } from './application/whatsapp-webhook.service';
import { CommunicationsController, InvoiceCommunicationsController, PaymentCommunicationsController } from './http/communications.controller';
import { WhatsAppWebhookController } from './http/whatsapp-webhook.controller';

@Module({
  imports: [BillingModule, SubscriptionModule],
  controllers: [InvoiceCommunicationsController, PaymentCommunicationsController, CommunicationsController, WhatsAppWebhookController],
  providers: [
    SendCommunicationsService,
    BulkRemindersService,
    DeliveryService,
    EmailTransmission,
    Mailings,
    HeldDeliveries,
    WhatsAppWebhookService,
    { provide: CommunicationStore, useClass: MikroOrmCommunicationStore },
    { provide: MailingStore, useClass: MikroOrmMailingStore },
    { provide: WhatsAppClient, useClass: GraphWhatsAppClient },
  ],
  exports: [SendCommunicationsService, Mailings],
})
export class CommunicationsModule {}
