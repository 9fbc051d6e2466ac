import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { SubscriptionStatusService } from './application/subscription-status.service';
import { SubscriptionController } from './http/subscription.controller';

@Module({
  imports: [IdentityModule],
  controllers: [SubscriptionController],
  providers: [SubscriptionStatusService],
})
export class SubscriptionModule {}
