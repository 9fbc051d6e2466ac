import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import supertest from 'supertest';
import { createApiApp, createWorker } from '../backend/src/bootstrap';
import { AppConfig, loadConfig } from '../backend/src/platform/config/app-config';
import { createLogger } from '../backend/src/platform/logging/logger';
import { InProcessJobQueue } from '../backend/src/platform/queue/in-process-job-queue';
import { JobQueue } from '../backend/src/platform/queue/job-queue';
import { cloneTemplate, dropDatabase } from './databases';
import { SmtpSink } from './smtp-sink';

export interface TestAppOptions {
  /** Run jobs through BullMQ on the local Redis with a worker in this process (default: in-process queue). */
  redis?: boolean;
  /** Extra environment for the app (e.g. OTP_TTL_SECONDS). */
  env?: Record<string, string>;
}

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  http: () => supertest.Agent;
  smtp: SmtpSink;
  databaseUrl: string;
  worker: INestApplicationContext | null;
  /** Waits until queued jobs have run (in-process queue only). */
  jobsIdle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real application on a fresh PostgreSQL database cloned from the migrated template, sending
 * mail over SMTP to a local sink. Nothing is mocked.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await cloneTemplate();
  const smtp = await new SmtpSink().start();
  const dataDir = mkdtempSync(join(tmpdir(), 'hisaab-test-'));
  const config = loadConfig({
    DATABASE_URL: database.url,
    SMTP_URL: smtp.url,
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    ...(options.redis ? { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', QUEUE_PREFIX: database.name } : {}),
    ...options.env,
  });
  const logger = createLogger(config.logLevel);
  const app = await createApiApp(config, logger);
  await app.getHttpAdapter().getInstance().ready();
  const worker = options.redis ? await createWorker(config, logger) : null;
  const queue = app.get(JobQueue);
  return {
    app,
    config,
    http: () => supertest.agent(app.getHttpServer()),
    smtp,
    databaseUrl: database.url,
    worker,
    jobsIdle: () => (queue instanceof InProcessJobQueue ? queue.whenIdle() : Promise.resolve()),
    async close() {
      await worker?.close();
      await app.close();
      await smtp.stop();
      await dropDatabase(database.name);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
