import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/core';
import { NestFactory } from '@nestjs/core';
import { INestApplicationContext } from '@nestjs/common';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { LogController } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { AppModule } from './app.module';
import { AppConfig } from './platform/config/app-config';
import { configureHttp } from './platform/http/configure-http';
import { Housekeeping } from './platform/housekeeping/housekeeping';
import { PinoNestLogger } from './platform/logging/logger';
import { logRequests } from './platform/logging/request-log';
import { BullMqJobQueue } from './platform/queue/bullmq-job-queue';
import { JobHandlers } from './platform/queue/job-handlers';
import { JobTransport } from './platform/queue/job-queue';
import { answerClientError } from './platform/http/client-error';
import { applyPendingMigrations } from './platform/database/migrate';

/** Builds the HTTP application (used by main.ts and by the HTTP tests). */
/** `beforeInit` lets a test add Fastify hooks (they must be added before the server boots). */
export async function createApiApp(config: AppConfig, logger: Logger, beforeInit?: (app: NestFastifyApplication) => void): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    clientErrorHandler: answerClientError,
    // Our one line per request (logRequests) replaces Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  });
  logRequests(adapter.getInstance());
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: new PinoNestLogger(logger),
    // JSON bodies are parsed as before and also kept as bytes (request.rawBody) for signed webhooks.
    rawBody: true,
  });
  await configureHttp(app, config);
  beforeInit?.(app);
  await app.init();
  await applyPendingMigrations(app.get(MikroORM));
  // Scheduled work missed while no process ran starts now, in the background (the recurring invoices' run).
  void app.get(Housekeeping).started();
  return app;
}

/** Builds the worker: the same modules without HTTP, consuming the BullMQ queue (used by worker.ts and tests). */
export async function createWorker(config: AppConfig, logger: Logger): Promise<INestApplicationContext> {
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: new PinoNestLogger(logger) });
  app.enableShutdownHooks();
  const queue = app.get(JobTransport);
  if (!(queue instanceof BullMqJobQueue)) throw new Error('The worker needs REDIS_URL; without it jobs run inside the API process.');
  queue.startWorker();
  void app.get(Housekeeping).started();
  logger.info({ jobs: app.get(JobHandlers).names() }, 'Worker started');
  return app;
}
