import { Module } from '@nestjs/common';
import { BillingModule } from '../billing';
import { SubscriptionModule } from '../subscription';
import { GraphWhatsAppClient } from './adapters/graph-whatsapp.client';
import { MikroOrmCommunicationStore } from './adapters/mikro-orm-communication.store';
import { BulkRemindersService } from './application/bulk-reminders.service';
import { DeliveryService } from './application/delivery.service';
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
    HeldDeliveries,
    WhatsAppWebhookService,
    { provide: CommunicationStore, useClass: MikroOrmCommunicationStore },
    { provide: WhatsAppClient, useClass: GraphWhatsAppClient },
  ],
  exports: [SendCommunicationsService],
})
export class CommunicationsModule {}
