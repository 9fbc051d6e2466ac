import { DELIVER_JOB } from '../../src/modules/communications/application/jobs';
import { UnitOfWork } from '../../src/platform/database/unit-of-work';
import { JobQueue, JobTransport } from '../../src/platform/queue/job-queue';
import { OutboxRelay, type OutboxRow } from '../../src/platform/queue/outbox-relay';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { business, sentInvoice, withDb } from '../communications/communications-fixtures';

const outboxRows = (t: TestApp) =>
  withDb(t.databaseUrl, async (client) => (await client.query<OutboxRow>('select id, name, payload, options from job_outbox order by created_at')).rows);

/** The transactional outbox with the in-process queue: what a relay that never ran, or ran twice, does. */
describe('job outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the job of a committed change whose relay failed, and relaying it twice sends one message', async () => {
    const b = await business(t);
    const invoice = await sentInvoice(b, { email: 'twice@example.test' });
    // The process "dies" between the commit and the relay: the relay never reaches the queue.
    const send = jest.spyOn(t.app.get(JobTransport), 'send').mockRejectedValueOnce(new Error('killed before the relay'));
    try {
      await t.http().post(`/api/invoices/${invoice.id}/send-email`).set(b.auth).send({ fromEmail: 'owner@raotraders.example' }).expect(202);
      await t.jobsIdle();
    } finally {
      send.mockRestore();
    }
    const rows = await outboxRows(t);
    expect(rows).toEqual([expect.objectContaining({ name: 'communications.deliver', options: { jobId: expect.stringMatching(/^deliver:single:/) } })]);
    expect(t.smtp.messages.filter((m) => m.to.includes('twice@example.test'))).toHaveLength(0);

    // Two relays of the same row (the sweeps of two processes, say): one job, one e-mail.
    const relay = t.app.get(OutboxRelay);
    expect(await Promise.all([relay.relay(rows), relay.relay(rows)])).toEqual([true, true]);
    await t.jobsIdle();
    await t.smtp.waitFor((m) => m.to.includes('twice@example.test'));
    await new Promise((resolve) => setTimeout(resolve, 300)); // a duplicate would arrive by now
    expect(t.smtp.messages.filter((m) => m.to.includes('twice@example.test'))).toHaveLength(1);
    expect(await outboxRows(t)).toEqual([]);
  });

  it('relays a job only after the outermost transaction commits, and never for a rolled-back one', async () => {
    const unitOfWork = t.app.get(UnitOfWork);
    const queue = t.app.get(JobQueue);
    const send = jest.spyOn(t.app.get(JobTransport), 'send');
    try {
      await expect(
        unitOfWork.run(async () => {
          await queue.enqueue(DELIVER_JOB, { deliveryKey: 'never-committed' });
          throw new Error('the change fails after enqueueing');
        }),
      ).rejects.toThrow('the change fails');
      await t.jobsIdle();
      expect(send).not.toHaveBeenCalled();
      expect(await outboxRows(t)).toEqual([]);

      await unitOfWork.run(async () => {
        await unitOfWork.run(() => queue.enqueue(DELIVER_JOB, { deliveryKey: 'nested-commit' }, { jobId: 'deliver:nested-commit' }));
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(send).not.toHaveBeenCalled(); // the savepoint was released, the transaction is still open
      });
      await t.jobsIdle();
      expect(send).toHaveBeenCalledTimes(1);
      expect(send.mock.calls[0][0]).toEqual([{ name: 'communications.deliver', payload: { deliveryKey: 'nested-commit' }, options: { jobId: 'deliver:nested-commit' } }]);
      expect(await outboxRows(t)).toEqual([]);
    } finally {
      send.mockRestore();
    }
  });
});
