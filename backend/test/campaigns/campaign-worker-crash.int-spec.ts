import { withBuiltProcesses, type BuiltProcesses } from '../../../test-support/built-processes';
import type { TestApp } from '../../../test-support/test-app';
import { countsByDelivery } from '../communications/communications-fixtures';
import { createCampaign, mailsOf, premiumBusiness, seedCustomers, waitForCampaign, waitUntil, withDb } from './campaigns-fixtures';

const RECIPIENTS = 1000;

/**
 * A real worker process (node backend/dist/bundle/worker.js) is killed with SIGKILL in the middle of a
 * 1,000-recipient campaign and a second worker finishes it: every customer gets the campaign exactly
 * once, counted at the SMTP server by the X-Hisaab-Delivery header, and the figures say so.
 */
describe('a campaign through a worker killed with SIGKILL', () => {
  let p: BuiltProcesses;
  let t: TestApp;
  const env: Record<string, string> = { JOB_BACKOFF_MS: '200', DELIVERY_LEASE_MS: '3000', JOB_LOCK_MS: '3000', OUTBOX_SWEEP_MS: '3000', CAMPAIGN_SENDS_PER_MINUTE: '0' };

  beforeAll(async () => {
    p = await withBuiltProcesses('campaigncrash', env);
    t = p.t;
  }, 300_000);

  afterAll(() => p?.close(), 120_000);

  const startWorker = () => p.start('worker.js');

  it('reaches every customer exactly once and counts them right', async () => {
    // A server that takes 30 ms to accept each message, so the kill lands mid-run on any machine.
    t.smtp.replyDelayMs = 30;
    const first = startWorker();
    const b = await premiumBusiness(t);
    await seedCustomers(t, b.businessId, RECIPIENTS);
    const campaign = await createCampaign(b);
    // A double click: the second Start is refused and records nothing more.
    const starts = await Promise.all([1, 2].map(() => t.http().post(`/api/campaigns/${campaign.id}/start`).set(b.auth)));
    expect(starts.map((s) => s.status).sort()).toEqual([200, 409]);

    await waitUntil(async () => mailsOf(t, campaign.id).length, (n) => n >= 150, 120_000, 5);
    first.kill('SIGKILL');
    await new Promise((done) => first.once('exit', done));
    const atKill = mailsOf(t, campaign.id).length;
    const rows = await withDb(t.databaseUrl, (client) =>
      client.query<{ status: string; n: number }>(`select status, count(*)::int as n from communications where mailing_id = $1 group by status`, [campaign.id]),
    );
    console.log(`killed the worker after ${atKill} of ${RECIPIENTS} e-mails; rows then: ${JSON.stringify(rows.rows)}`);
    expect(atKill).toBeLessThan(RECIPIENTS);

    startWorker();
    const done = await waitForCampaign(b, campaign.id, (c) => c.status === 'completed', 180_000);
    await waitUntil(async () => countsByDelivery(mailsOf(t, campaign.id)).size, (n) => n >= RECIPIENTS, 20_000, 50);
    await new Promise((resolve_) => setTimeout(resolve_, 1000)); // a late duplicate would arrive by now

    const counts = countsByDelivery(mailsOf(t, campaign.id));
    const duplicates = [...counts.values()].filter((n) => n > 1).length;
    console.log(`after restart: ${counts.size} distinct recipients, ${mailsOf(t, campaign.id).length} messages, ${duplicates} duplicated`);
    expect(counts.size).toBe(RECIPIENTS);
    expect(duplicates).toBe(0);
    expect(done.metrics).toMatchObject({ targets: RECIPIENTS, sent: RECIPIENTS, failed: 0, pending: 0, progress: 100 });
  }, 400_000);
});
