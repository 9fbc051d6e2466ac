import { Module } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config';
import { BillingModule } from '../billing';
import { CommunicationsModule } from '../communications';
import { CrmModule } from '../crm';
import { SettingsModule } from '../settings';
import { SubscriptionModule } from '../subscription';
import { MikroOrmCampaignRepository } from './adapters/mikro-orm-campaign.repository';
import { MikroOrmSuppressionList } from './adapters/mikro-orm-suppression-list';
import { MemorySendThrottle, RedisSendThrottle } from './adapters/send-throttles';
import { CampaignRuns } from './application/campaign-runs.service';
import { CampaignSender } from './application/campaign-sender';
import { CampaignTargets } from './application/campaign-targets';
import { CampaignsService } from './application/campaigns.service';
import { CampaignRepository } from './application/ports/campaign.repository';
import { SendThrottle } from './application/ports/send-throttle';
import { SuppressionList } from './application/ports/suppression-list';
import { UnsubscribeLinks } from './application/unsubscribe-links';
import { UnsubscribesService } from './application/unsubscribes.service';
import { SuppressedAddresses } from './application/suppressed-addresses';
import { CampaignsController } from './http/campaigns.controller';
import { UnsubscribeController } from './http/unsubscribe.controller';

@Module({
  imports: [CommunicationsModule, CrmModule, BillingModule, SettingsModule, SubscriptionModule],
  controllers: [CampaignsController, UnsubscribeController],
  providers: [
    CampaignsService,
    CampaignRuns,
    CampaignTargets,
    CampaignSender,
    UnsubscribeLinks,
    UnsubscribesService,
    SuppressedAddresses,
    { provide: CampaignRepository, useClass: MikroOrmCampaignRepository },
    { provide: SuppressionList, useClass: MikroOrmSuppressionList },
    // Counted in Redis when jobs run on BullMQ (several workers), else in the one process that runs them.
    { provide: SendThrottle, inject: [AppConfig], useFactory: (config: AppConfig) => (config.redisUrl ? new RedisSendThrottle(config) : new MemorySendThrottle()) },
  ],
})
export class CampaignsModule {}
