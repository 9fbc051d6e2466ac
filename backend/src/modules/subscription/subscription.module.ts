import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { IdentityModule } from '../identity';
import { MikroOrmSubscriptionStore } from './adapters/mikro-orm-subscription.store';
import { RazorpayPaymentGateway } from './adapters/razorpay-payment-gateway';
import { AccessRegained } from './application/access-regained';
import { PaymentGateway } from './application/ports/payment-gateway';
import { SubscriptionStore } from './application/ports/subscription-store';
import { SubscriptionAccess } from './application/subscription-access';
import { SubscriptionEmailJob } from './application/subscription-email.job';
import { SubscriptionService } from './application/subscription.service';
import { TrialNotices } from './application/trial-notices';
import { SubscriptionGate } from './http/subscription-gate.guard';
import { RazorpayWebhookController, SubscriptionController, SubscriptionHistoryController } from './http/subscription.controller';

@Module({
  imports: [IdentityModule],
  controllers: [SubscriptionController, SubscriptionHistoryController, RazorpayWebhookController],
  providers: [
    { provide: SubscriptionStore, useClass: MikroOrmSubscriptionStore },
    { provide: PaymentGateway, useClass: RazorpayPaymentGateway },
    SubscriptionAccess,
    AccessRegained,
    SubscriptionService,
    SubscriptionEmailJob,
    TrialNotices,
    // After identity's AuthGuard (IdentityModule is imported, so its global guard is registered first).
    { provide: APP_GUARD, useClass: SubscriptionGate },
  ],
  exports: [SubscriptionService, SubscriptionAccess, AccessRegained],
})
export class SubscriptionModule {}
