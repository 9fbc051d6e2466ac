import { Global, Module } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { AppConfig } from '../config/app-config';
import { AfterCommit } from '../database/after-commit';
import { BullMqJobQueue } from './bullmq-job-queue';
import { InProcessJobQueue } from './in-process-job-queue';
import { JobHandlers } from './job-handlers';
import { JobQueue, JobTransport } from './job-queue';
import { OutboxJobQueue } from './outbox-job-queue';
import { OutboxRelay } from './outbox-relay';
import { JobSecrets } from './job-secrets';

/** Modules enqueue through the outbox (JobQueue); its relay sends to BullMQ when REDIS_URL is set, in-process otherwise. */
@Global()
@Module({
  providers: [
    JobHandlers,
    AfterCommit,
    OutboxRelay,
    JobSecrets,
    { provide: JobQueue, useClass: OutboxJobQueue },
    {
      provide: JobTransport,
      inject: [AppConfig, JobHandlers, MikroORM],
      useFactory: (config: AppConfig, handlers: JobHandlers, orm: MikroORM) =>
        config.redisUrl
          ? new BullMqJobQueue(config.redisUrl, config.queuePrefix, handlers, orm, { backoffMs: config.jobBackoffMs, lockMs: config.jobLockMs })
          : new InProcessJobQueue(handlers, orm, config.jobBackoffMs),
    },
  ],
  exports: [JobQueue, JobTransport, JobHandlers, OutboxRelay, JobSecrets],
})
export class QueueModule {}
