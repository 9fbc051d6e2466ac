import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import type { Logger } from 'pino';
import supertest from 'supertest';
import { createApiApp, createWorker } from '../backend/src/bootstrap';
import { AppConfig, loadConfig } from '../backend/src/platform/config/app-config';
import { createLogger } from '../backend/src/platform/logging/logger';
import { InProcessJobQueue } from '../backend/src/platform/queue/in-process-job-queue';
import { JobTransport } from '../backend/src/platform/queue/job-queue';
import { OutboxRelay } from '../backend/src/platform/queue/outbox-relay';
import { cloneTemplate, dropDatabase } from './databases';
import { SmtpSink } from './smtp-sink';
import { checkResponsesAgainstDocument } from './response-contract';

export interface ExtraApi {
  app: NestFastifyApplication;
  http: () => supertest.Agent;
  close(): Promise<void>;
}

/** Another API process on the same database as `t` (as behind a load balancer), with extra environment. */
export async function createExtraApi(t: TestApp, env: Record<string, string> = {}): Promise<ExtraApi> {
  const config = loadConfig({
    DATABASE_URL: t.databaseUrl,
    SMTP_URL: t.smtp.url,
    DATA_DIR: t.config.dataDir,
    JWT_SECRET: t.config.jwtSecret,
    LOG_LEVEL: t.config.logLevel,
    PUBLIC_URL: t.config.publicUrl,
    ...env,
  });
  const app = await createApiApp(config, createLogger(config.logLevel));
  await app.getHttpAdapter().getInstance().ready();
  return { app, http: () => supertest.agent(app.getHttpServer()), close: () => app.close() };
}

export interface TestAppOptions {
  /** Run jobs through BullMQ on the local Redis with a worker in this process (default: in-process queue). */
  redis?: boolean;
  /** Extra environment for the app (e.g. OTP_TTL_SECONDS). */
  env?: Record<string, string>;
  /** Where the app logs (default: a JSON logger at TEST_LOG_LEVEL). */
  logger?: Logger;
  /** The zero-configuration default: DATABASE_URL unset, so the app starts PGlite in its temp DATA_DIR. */
  embedded?: boolean;
}

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  http: () => supertest.Agent;
  smtp: SmtpSink;
  /** The app's database. On the embedded one, the app holds its only connection: don't connect to it. */
  databaseUrl: string;
  worker: INestApplicationContext | null;
  /** Waits until relays from the outbox are done and queued jobs have run (the latter in-process queue only). */
  jobsIdle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real application on a fresh PostgreSQL database cloned from the migrated template, sending
 * mail over SMTP to a local sink. Nothing is mocked.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.embedded ? null : await cloneTemplate();
  const smtp = await new SmtpSink().start();
  const dataDir = mkdtempSync(join(tmpdir(), 'hisaab-test-'));
  const config = loadConfig({
    ...(database ? { DATABASE_URL: database.url } : {}),
    SMTP_URL: smtp.url,
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    ...(options.redis && database ? { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', QUEUE_PREFIX: database.name } : {}),
    ...options.env,
  });
  const logger = options.logger ?? createLogger(config.logLevel);
  const app = await createApiApp(config, logger, checkResponsesAgainstDocument);
  await app.getHttpAdapter().getInstance().ready();
  const worker = options.redis ? await createWorker(config, logger) : null;
  const queue = app.get(JobTransport);
  const relay = app.get(OutboxRelay);
  return {
    app,
    config,
    http: () => supertest.agent(app.getHttpServer()),
    smtp,
    databaseUrl: database?.url ?? String(app.get(MikroORM).config.get('clientUrl')),
    worker,
    async jobsIdle() {
      await relay.whenIdle();
      if (queue instanceof InProcessJobQueue) await queue.whenIdle();
      await relay.whenIdle(); // the outbox rows of jobs that ran (their deletes)
    },
    async close() {
      await worker?.close();
      await app.close();
      await smtp.stop();
      if (database) await dropDatabase(database.name);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Cases written for either database (`*.cases.ts`), run here on PostgreSQL with an app of their own;
 * backend/test/platform/embedded-database.int-spec.ts runs them on PGlite, on the app it already starts.
 */
export function describeOnPostgreSQL(title: string, cases: (app: () => TestApp) => void): void {
  describe(`${title} on PostgreSQL`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());
    cases(() => t);
  });
}
