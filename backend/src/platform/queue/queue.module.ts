import { Global, Module } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { AppConfig } from '../config/app-config';
import { BullMqJobQueue } from './bullmq-job-queue';
import { InProcessJobQueue } from './in-process-job-queue';
import { JobHandlers } from './job-handlers';
import { JobQueue } from './job-queue';

/** Binds the JobQueue port: BullMQ when REDIS_URL is set, in-process otherwise. */
@Global()
@Module({
  providers: [
    JobHandlers,
    {
      provide: JobQueue,
      inject: [AppConfig, JobHandlers, MikroORM],
      useFactory: (config: AppConfig, handlers: JobHandlers, orm: MikroORM) =>
        config.redisUrl
          ? new BullMqJobQueue(config.redisUrl, config.queuePrefix, handlers, orm, { backoffMs: config.jobBackoffMs, lockMs: config.jobLockMs })
          : new InProcessJobQueue(handlers, orm, config.jobBackoffMs),
    },
  ],
  exports: [JobQueue, JobHandlers],
})
export class QueueModule {}
