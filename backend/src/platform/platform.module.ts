import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { EntitySchema } from '@mikro-orm/core';
import { ClockModule } from './clock/clock.module';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { HealthController } from './health/health.controller';
import { HousekeepingModule } from './housekeeping/housekeeping.module';
import { IdempotencyModule } from './idempotency/idempotency.module';
import { RateLimitGuard } from './http/rate-limit';
import { MailModule } from './mail/mail.module';
import { PdfModule } from './pdf/pdf.module';
import { QueueModule } from './queue/queue.module';

/** Configuration, clock, database, queue, mail, PDF rendering and housekeeping: what every module may inject. */
@Module({})
export class PlatformModule {
  static forRoot(config: AppConfig, entities: EntitySchema[]): DynamicModule {
    return {
      module: PlatformModule,
      imports: [ConfigModule.forRoot(config), ClockModule, DatabaseModule.forRoot(entities), QueueModule, MailModule, PdfModule, HousekeepingModule, IdempotencyModule],
      controllers: [HealthController],
      providers: [{ provide: APP_GUARD, useClass: RateLimitGuard }],
    };
  }
}
