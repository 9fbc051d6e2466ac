import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseUrl, uniqueDatabaseName, withAdminClient } from '../../test-support/databases';
import { freePort, waitForHealth } from '../../test-support/spawned-processes';
import { SmtpSink } from '../../test-support/smtp-sink';
import { RazorpayStub } from '../../test-support/razorpay-stub';
import { e2eState } from './state';

const ROOT = join(__dirname, '../..');

/** MASTER_ADMIN_EMAIL of the browser runs (e2e/support/master-admin.ts signs it up on first use). */
const E2E_MASTER_ADMIN_EMAIL = 'master@hisaab-e2e.test';

/**
 * Runs the built app the production way: PostgreSQL, BullMQ with a separate worker process, and
 * real SMTP to a local sink whose messages the tests read from a directory.
 */
export default async function globalSetup(): Promise<void> {
  for (const built of ['backend/dist/bundle/main.js', 'frontend/dist/index.html']) {
    if (!existsSync(join(ROOT, built))) throw new Error(`${built} is missing: run "npm run build" before the browser tests`);
  }
  const dbName = uniqueDatabaseName('hisaab_e2e');
  await withAdminClient((client) => client.query(`create database "${dbName}"`));
  const mailDir = mkdtempSync(join(tmpdir(), 'hisaab-e2e-mail-'));
  const smtp = await new SmtpSink(mailDir).start();
  // Razorpay's API and Checkout script, played locally: the subscription journey pays through it.
  const razorpay = await new RazorpayStub().start();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: databaseUrl(dbName),
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: dbName,
    SMTP_URL: smtp.url,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'hisaab-e2e-data-')),
    PUBLIC_URL: baseUrl,
    OTP_TTL_SECONDS: '8',
    OTP_SENDS_PER_IP_PER_HOUR: '1000',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    ...razorpay.env,
    MASTER_ADMIN_EMAIL: E2E_MASTER_ADMIN_EMAIL,
    // The company domain whose users may be made admin (e2e/admin.e2e.ts).
    ADMIN_EMAIL_DOMAINS: 'hisaab-e2e.test',
  };
  const api = spawn(process.execPath, ['backend/dist/bundle/main.js'], { cwd: ROOT, env, stdio: 'inherit' });
  await waitForHealth(baseUrl, [api]);
  const worker = spawn(process.execPath, ['backend/dist/bundle/worker.js'], { cwd: ROOT, env, stdio: 'inherit' });
  e2eState.set({ baseUrl, mailDir, dbName, processes: [api, worker], smtp, razorpay });
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_MASTER_ADMIN_EMAIL = E2E_MASTER_ADMIN_EMAIL;
}
