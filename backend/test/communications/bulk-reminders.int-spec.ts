import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import supertest from 'supertest';
import { createApiApp } from '../../src/bootstrap';
import { loadConfig } from '../../src/platform/config/app-config';
import { createLogger } from '../../src/platform/logging/logger';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createInvoice, customer, type Biz } from '../billing/billing-fixtures';
import { business, cloneOverdueInvoices, countsByDelivery, sentInvoice, waitUntil, withDb } from './communications-fixtures';

interface Progress {
  batchId: string | null;
  status: string;
  total: number;
  successCount: number;
  failureCount: number;
  failures: { code: string; message: string; count: number }[];
}

/** 200 reminders take a few seconds on a quiet machine; a loaded one (load 20+) took over 30 s. */
async function finished(t: TestApp, b: Biz, batchId: string, timeoutMs = 100_000): Promise<Progress> {
  return waitUntil(
    async () => (await t.http().get(`/api/communications/batches/${batchId}`).set(b.auth).expect(200)).body as Progress,
    (p) => p.status === 'finished',
    timeoutMs,
  );
}

async function sinkCounts(t: TestApp, batchId: string, expected: number): Promise<Map<string, number>> {
  const ofBatch = () => countsByDelivery(t.smtp.messages.filter((m) => String(m.headers.get('x-hisaab-delivery')).startsWith(batchId)));
  await waitUntil(async () => ofBatch().size, (n) => n >= expected, 10_000, 50);
  await new Promise((resolve) => setTimeout(resolve, 300)); // a duplicate would arrive by now
  return ofBatch();
}

describe('bulk overdue reminders through BullMQ (worker in this process)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ redis: true, env: { JOB_BACKOFF_MS: '100', DELIVERY_LEASE_MS: '5000' } });
  });
  afterAll(() => t.close());

  it('summary and pending list: counts in SQL, earliest due first, days overdue', async () => {
    const b = await business(t);
    await sentInvoice(b, { email: 'a@example.test', phone: '9876501234' }, 10);
    await sentInvoice(b, { email: '', phone: '9876501235' }, 2);
    await sentInvoice(b, { email: 'c@example.test', phone: '' });
    const c = await customer(b);
    await createInvoice(b, c.id); // a draft is not pending
    const summary = await t.http().get('/api/communications/summary').set(b.auth).expect(200);
    // No WhatsApp Cloud API on this server: the screen does not offer bulk WhatsApp.
    expect(summary.body).toEqual({ pendingInvoices: 3, overdueInvoices: 2, emailEnabled: 2, smsEnabled: 2, whatsappConfigured: false });
    const pending = await t.http().get('/api/communications/pending').set(b.auth).expect(200);
    expect(pending.body.items.map((i: { daysOverdue: number; isOverdue: boolean }) => [i.daysOverdue, i.isOverdue])).toEqual([
      [10, true],
      [2, true],
      [0, false],
    ]);
    expect(pending.body.items[0]).toMatchObject({ total: 1180, outstanding: 1180, hasEmail: true, hasPhone: true });
    expect(pending.body.nextCursor).toBeNull();
  });

  it('validates the form with the spec messages', async () => {
    const b = await business(t);
    const send = (body: object) => t.http().post('/api/communications/send-overdue-reminders').set(b.auth).send(body).expect(400);
    expect((await send({ method: 'sms', fromEmail: 'a@b.example' })).body.details.fields).toEqual({ method: 'Please select a communication method' });
    expect((await send({ method: 'email' })).body.details.fields).toEqual({ fromEmail: 'From email is required when sending emails' });
    expect((await send({ method: 'all', fromEmail: '' })).body.details.fields).toEqual({ fromEmail: 'From email is required when sending emails' });
    expect((await send({ method: 'email', fromEmail: 'nope' })).body.details.fields).toEqual({ fromEmail: 'Please enter a valid email address' });
  });

  it('sends one reminder per overdue invoice and channel; customers without e-mail are counted failures with their reason', async () => {
    const b = await business(t);
    const first = await sentInvoice(b, { email: 'first@example.test' }, 5);
    await sentInvoice(b, { email: 'notyet@example.test' }); // not overdue: no reminder
    await cloneOverdueInvoices(t.databaseUrl, first.id, 39, 10); // 3 of 39 without e-mail
    const res = await t.http().post('/api/communications/send-overdue-reminders').set(b.auth).send({ method: 'email', fromEmail: 'owner@raotraders.example' });
    expect([200, 202]).toContain(res.status);
    const done = res.body.status === 'finished' ? res.body : await finished(t, b, res.body.batchId);
    expect(done).toMatchObject({ total: 40, successCount: 37, failureCount: 3, status: 'finished' });
    const noEmail = { code: 'CUSTOMER_HAS_NO_EMAIL', message: 'The customer has no e-mail address', count: 3 };
    expect(done.failures).toEqual([noEmail]);
    expect((await t.http().get(`/api/communications/batches/${res.body.batchId}`).set(b.auth).expect(200)).body.failures).toEqual([noEmail]);

    const counts = await sinkCounts(t, res.body.batchId, 37);
    expect(counts.size).toBe(37);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const reminder = t.smtp.messages.find((m) => m.to.includes('first@example.test'))!;
    expect(reminder.replyTo).toBe('owner@raotraders.example');
    expect(reminder.subject).toContain('5 days overdue');

    const failures = await withDb(t.databaseUrl, (client) =>
      client.query(`select error from communications where batch_id = $1 and status = 'failed'`, [res.body.batchId]),
    );
    expect(failures.rows).toHaveLength(3);
    expect(failures.rows[0].error).toMatch(/^CUSTOMER_HAS_NO_EMAIL/);

    // Method 'all' without the WhatsApp Cloud API: WhatsApp reminders are failures with the reason.
    const all = await t.http().post('/api/communications/send-overdue-reminders').set(b.auth).send({ method: 'all', fromEmail: 'owner@raotraders.example' });
    const allDone = all.body.status === 'finished' ? all.body : await finished(t, b, all.body.batchId);
    expect(allDone).toMatchObject({ total: 80, successCount: 37, failureCount: 43 });
    expect(allDone.failures).toEqual([
      { code: 'WHATSAPP_NOT_CONFIGURED', message: 'WhatsApp reminders in bulk need the WhatsApp Cloud API configured on the server', count: 40 },
      noEmail,
    ]);
  });

  it('answers a batch that finishes within the wait at once, with its failure reasons', async () => {
    const b = await business(t);
    const invoice = await sentInvoice(b, { name: 'Cash Buyer', email: '', phone: '' }, 2);
    const res = await t.http().post('/api/communications/send-overdue-reminders').set(b.auth).send({ method: 'email', fromEmail: 'owner@raotraders.example' }).expect(200);
    expect(res.body).toMatchObject({
      status: 'finished',
      total: 1,
      successCount: 0,
      failureCount: 1,
      failures: [{ code: 'CUSTOMER_HAS_NO_EMAIL', message: 'The customer has no e-mail address', count: 1 }],
    });
    // The invoice's log keeps the reason too.
    const log = await t.http().get(`/api/invoices/${invoice.id}/communications`).set(b.auth).expect(200);
    expect(log.body.items).toEqual([
      expect.objectContaining({ batchId: res.body.batchId, status: 'failed', errorCode: 'CUSTOMER_HAS_NO_EMAIL', error: 'CUSTOMER_HAS_NO_EMAIL: The customer has no e-mail address' }),
    ]);
  });

  it('a double click joins the running batch: nothing is sent twice', async () => {
    const b = await business(t);
    const first = await sentInvoice(b, { email: 'dbl@example.test' }, 3);
    await cloneOverdueInvoices(t.databaseUrl, first.id, 199);
    const send = () => t.http().post('/api/communications/send-overdue-reminders').set(b.auth).send({ method: 'email', fromEmail: 'owner@raotraders.example' });
    const [one, two] = await Promise.all([send(), send()]);
    const ids = new Set([one.body.batchId, two.body.batchId]);
    expect(ids.size).toBe(1);
    const batchId = one.body.batchId as string;
    const done = await finished(t, b, batchId);
    expect(done).toMatchObject({ total: 200, successCount: 200, failureCount: 0, failures: [] });
    // A delivery is recorded just before the server accepts it: the last few may still be arriving.
    const counts = await sinkCounts(t, batchId, 200);
    expect(counts.size).toBe(200);
    expect(Math.max(...counts.values())).toBe(1);
  }, 150_000);

  it('a batch still running an hour after it started (its jobs lost) is retired, so a new one can start', async () => {
    const b = await business(t);
    await sentInvoice(b, { email: 'stale@example.test' }, 3);
    const lostBatch = '00000000-0000-4000-8000-000000000001';
    await withDb(t.databaseUrl, (db) =>
      db.query(
        `insert into communication_batches (id, business_id, method, from_email, as_of, total, status, created_at)
         select $1, business_id, 'email', 'owner@raotraders.example', current_date, 1, 'running', now() - interval '61 minutes' from users where id = $2`,
        [lostBatch, b.user.id],
      ),
    );
    const response = await t.http().post('/api/communications/send-overdue-reminders').set(b.auth).send({ method: 'email', fromEmail: 'owner@raotraders.example' });
    expect(response.body.batchId).not.toBe(lostBatch);
    await finished(t, b, response.body.batchId);
    const old = await t.http().get(`/api/communications/batches/${lostBatch}`).set(b.auth).expect(200);
    expect(old.body.status).toBe('stalled');
  });

  it('SMTP refusing for a while: retries with backoff, each reminder arrives once', async () => {
    const b = await business(t);
    const first = await sentInvoice(b, { email: 'retry@example.test' }, 4);
    await cloneOverdueInvoices(t.databaseUrl, first.id, 9);
    // Refuses the first 5 messages (retried after 100, 200, 400 … ms), then accepts.
    t.smtp.refuseNext(5, { code: 451, message: 'Try again later' });
    const res = await t.http().post('/api/communications/send-overdue-reminders').set(b.auth).send({ method: 'email', fromEmail: 'owner@raotraders.example' });
    const done = res.body.status === 'finished' ? res.body : await finished(t, b, res.body.batchId);
    expect(done).toMatchObject({ total: 10, successCount: 10, failureCount: 0 });
    const counts = await sinkCounts(t, res.body.batchId, 10);
    expect([...counts.values()]).toEqual(Array(10).fill(1));
    const attempts = await withDb(t.databaseUrl, (client) => client.query(`select max(attempts) as n from communications where batch_id = $1`, [res.body.batchId]));
    expect(Number(attempts.rows[0].n)).toBeGreaterThan(1);
  });

  it('SMTP refusing for good: failures counted once the attempts are used up', async () => {
    const b = await business(t);
    const first = await sentInvoice(b, { email: 'never@example.test' }, 4);
    await cloneOverdueInvoices(t.databaseUrl, first.id, 4);
    t.smtp.refuseWith = { code: 451, message: 'Mailbox busy' };
    try {
      const res = await t.http().post('/api/communications/send-overdue-reminders').set(b.auth).send({ method: 'email', fromEmail: 'owner@raotraders.example' });
      const done = await finished(t, b, res.body.batchId);
      expect(done).toMatchObject({ total: 5, successCount: 0, failureCount: 5 });
      expect(done.failures).toEqual([{ code: 'EMAIL_SEND_FAILED', message: 'The mail server did not accept the e-mail', count: 5 }]);
      const rows = await withDb(t.databaseUrl, (client) => client.query(`select attempts, error from communications where batch_id = $1`, [res.body.batchId]));
      expect(rows.rows.every((r) => r.attempts === 5 && /Mailbox busy/.test(r.error))).toBe(true);
    } finally {
      t.smtp.refuseWith = null;
    }
  });
});

describe('Redis unavailable', () => {
  let t: TestApp;
  let down: NestFastifyApplication | null;
  let dataDir: string;
  beforeAll(async () => {
    // The process still up when the queue is back: its outbox sweep runs every second.
    t = await createTestApp({ env: { OUTBOX_SWEEP_MS: '1000' } });
    // The same database, served by an API whose Redis is a closed port.
    dataDir = mkdtempSync(join(tmpdir(), 'hisaab-down-'));
    const config = loadConfig({
      DATABASE_URL: t.databaseUrl,
      REDIS_URL: 'redis://127.0.0.1:6390',
      QUEUE_PREFIX: 'down',
      SMTP_URL: t.smtp.url,
      DATA_DIR: dataDir,
      JWT_SECRET: t.config.jwtSecret,
      LOG_LEVEL: 'silent',
    });
    down = await createApiApp(config, createLogger('silent'));
    await down.getHttpAdapter().getInstance().ready();
  });
  afterAll(async () => {
    await down?.close();
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('accepts sends and codes into the outbox; reads keep working; the sweep delivers each once the queue is reachable', async () => {
    const b = await business(t);
    const invoice = await sentInvoice(b, { email: 'down@example.test' }, 3);
    const http = () => supertest(down!.getHttpServer());

    // A one-time code: its row and its e-mail job commit together, the code itself only sealed.
    const otp = await http().post('/api/auth/send-registration-otp').send({ email: 'waiting-code@example.test' }).expect(200);
    const outboxAtOnce = await withDb(t.databaseUrl, async (client) => (await client.query('select name, payload::text from job_outbox')).rows);
    expect(outboxAtOnce).toEqual([{ name: 'identity.otp-email', payload: expect.stringContaining(otp.body.otpId) }]);

    // 202 while the batch runs, 200 when the sweep of the other process finished it within the wait.
    const bulk = await http().post('/api/communications/send-overdue-reminders').set(b.auth).send({ method: 'email', fromEmail: 'owner@raotraders.example' });
    expect([200, 202]).toContain(bulk.status);
    await http().post(`/api/invoices/${invoice.id}/send-reminder-email`).set(b.auth).send({ fromEmail: 'owner@raotraders.example' }).expect(202);
    await http().get('/api/invoices').set(b.auth).expect(200);
    const summary = await http().get('/api/communications/summary').set(b.auth).expect(200);
    expect(summary.body.overdueInvoices).toBe(1);
    await http().get('/api/communications/pending').set(b.auth).expect(200);
    await http().get(`/api/invoices/${invoice.id}/communications`).set(b.auth).expect(200);
    // The API dies with its jobs still in the outbox: nothing of them lived only in its memory.
    await down!.close();
    down = null;

    const code = await t.smtp.waitFor((m) => m.to.includes('waiting-code@example.test'), 15_000);
    const plainCode = /\b(\d{6})\b/.exec(code.text)![1];
    expect(outboxAtOnce[0].payload).not.toContain(plainCode);
    await waitUntil(async () => t.smtp.messages.filter((m) => m.to.includes('down@example.test')).length, (n) => n >= 2, 15_000);
    await t.jobsIdle();
    await new Promise((resolve) => setTimeout(resolve, 300)); // a duplicate would arrive by now
    const reminders = t.smtp.messages.filter((m) => m.to.includes('down@example.test'));
    expect([...countsByDelivery(reminders).values()]).toEqual([1, 1]); // the batch's and the single one, once each
    const left = await withDb(t.databaseUrl, async (client) => ({
      outbox: (await client.query('select count(*)::int as n from job_outbox')).rows[0].n,
      messages: (await client.query(`select status from communications`)).rows.map((r) => r.status),
    }));
    expect(left).toEqual({ outbox: 0, messages: ['sent', 'sent'] });
  });
});
