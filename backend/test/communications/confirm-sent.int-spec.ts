import { randomUUID } from 'node:crypto';
import { CommunicationStore } from '../../src/modules/communications/application/ports/communication-store';
import { businessIdOf } from '../../../test-support/sql';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { business, sentInvoice } from './communications-fixtures';

/**
 * A send counts on its batch when it is confirmed. A WhatsApp status webhook can move the row on
 * (delivered, read, even failed) before the worker confirms it, e.g. after a crash between the
 * commit and the confirmation: the batch must still count it and finish.
 */
describe('confirming a send that a webhook has already moved on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['delivered', 'read', 'failed'] as const)('counts it once and finishes the batch (%s first)', async (webhookStatus) => {
    const b = await business(t);
    const invoice = await sentInvoice(b, { phone: '9876543210' }, 3);
    const store = t.app.get(CommunicationStore, { strict: false });
    const batchId = randomUUID();
    const businessId = await businessIdOf(t, b);
    await store.createBatch({ id: batchId, businessId, method: 'whatsapp', fromEmail: null, asOf: '2026-11-21', total: 1, status: 'running' });
    const deliveryKey = `${batchId}:${invoice.id}:whatsapp`;
    await store.insertBatchDeliveries(batchId, [
      { businessId, invoiceId: invoice.id, paymentId: null, batchId, channel: 'whatsapp', kind: 'reminder', recipient: '919876543210', replyTo: null, status: 'queued', error: null, errorCode: null, deliveryKey },
    ]);
    await store.completeFanOut(batchId);
    const claim = (await store.claim(deliveryKey, 60_000))!;
    await (await store.prepareSent(claim, 'wamid.test'))!.commit();
    await store.setProviderStatusForWebhook(claim.id, 'sent', webhookStatus, webhookStatus === 'failed' ? '131026 undeliverable' : null);

    await store.confirmSent(claim);
    await store.confirmSent(claim); // a retried job confirms again: counted once
    expect(await store.findBatch(businessId, batchId)).toMatchObject({ successCount: 1, failureCount: 0, status: 'finished' });
  });
});
