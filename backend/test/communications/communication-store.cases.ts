import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommunicationStore, type NewCommunication } from '../../src/modules/communications/application/ports/communication-store';
import type { TestApp } from '../../../test-support/test-app';
import { business, sentInvoice } from './communications-fixtures';

/**
 * The store's records as the entity schemas map them, on either database: timestamps as instants,
 * the batch's date as YYYY-MM-DD, counts as numbers; and the claims and conflicts that make a send
 * happen once.
 */
/** Run by the PostgreSQL spec beside this file and by embedded-database.int-spec.ts on PGlite, each with its own app. */
export function communicationStoreCases(app: () => TestApp): void {
  let t: TestApp;
  let store: CommunicationStore;
  let businessId: string;
  let invoiceId: string;

  beforeAll(async () => {
    t = app();
    store = t.app.get(CommunicationStore, { strict: false });
    const b = await business(t);
    invoiceId = (await sentInvoice(b, { phone: '9876543210' }, 3)).id;
    // The app's own connection: the embedded database serves no other.
    const [user] = await t.app.get(EntityManager).fork().execute<{ business_id: string }[]>('select business_id from users where id = ?', [b.user.id]);
    businessId = user.business_id;
  });

  const delivery = (fields: Partial<NewCommunication> = {}): NewCommunication => ({
    businessId,
    invoiceId,
    paymentId: null,
    batchId: null,
    channel: 'email',
    kind: 'invoice',
    recipient: 'accounts@kaveri.example',
    replyTo: null,
    status: 'queued',
    error: null,
    errorCode: null,
    deliveryKey: randomUUID(),
    ...fields,
  });

  it('inserts a delivery and reads it back typed; a claim is taken once until its lease lapses', async () => {
    const inserted = await store.insert(delivery());
    expect(inserted).toMatchObject({ status: 'queued', attempts: 0, leaseUntil: null, sentAt: null, paymentId: null });
    expect(inserted.createdAt).toBeInstanceOf(Date);
    expect(await store.findByKey(inserted.deliveryKey)).toEqual(inserted);

    const claim = await store.claim(inserted.deliveryKey, 60_000);
    expect(claim).toMatchObject({ id: inserted.id, status: 'sending', attempts: 1 });
    expect(claim!.leaseUntil!.getTime()).toBeGreaterThan(inserted.createdAt.getTime() + 50_000);
    expect(await store.claim(inserted.deliveryKey, 60_000)).toBeNull();

    const lapsed = await store.insert(delivery());
    await store.claim(lapsed.deliveryKey, -1);
    expect(await store.claim(lapsed.deliveryKey, 60_000)).toMatchObject({ attempts: 2, status: 'sending' });
  });

  it('stamps an opened link as sent, and lists the invoice’s messages newest first', async () => {
    const link = await store.insert(delivery({ channel: 'whatsapp', status: 'link_opened', recipient: '919876543210' }));
    expect(link.sentAt).toBeInstanceOf(Date);
    const listed = await store.listForInvoice(businessId, invoiceId);
    expect(listed[0]).toEqual(link);
    expect(listed.map((r) => r.createdAt.getTime())).toEqual([...listed].map((r) => r.createdAt.getTime()).sort((a, b) => b - a));
    expect(await store.listForInvoice(randomUUID(), invoiceId)).toEqual([]);
  });

  it('keeps one running batch per business and counts its failures by code', async () => {
    const batch = { id: randomUUID(), businessId, method: 'email' as const, fromEmail: null, asOf: '2026-11-21', total: 0, status: 'running' as const };
    const created = await store.createBatch(batch);
    expect(created).toMatchObject({ ...batch, successCount: 0, failureCount: 0, fannedOut: false, finishedAt: null });
    expect(created!.createdAt).toBeInstanceOf(Date);
    expect(await store.createBatch({ ...batch, id: randomUUID() })).toBeNull();
    expect(await store.findRunningBatch(businessId)).toEqual(created);

    const failed = { status: 'failed' as const, batchId: batch.id, kind: 'reminder' as const, recipient: null };
    const rows = [
      delivery({ ...failed, errorCode: 'CUSTOMER_HAS_NO_EMAIL', error: 'no e-mail' }),
      delivery({ ...failed, errorCode: 'CUSTOMER_HAS_NO_EMAIL', error: 'no e-mail' }),
      delivery({ ...failed, errorCode: 'CUSTOMER_HAS_NO_PHONE', error: 'no phone' }),
      delivery({ batchId: batch.id, kind: 'reminder' }),
    ];
    await store.insertBatchDeliveries(batch.id, rows);
    await store.insertBatchDeliveries(batch.id, rows); // a retried fan-out inserts and counts nothing twice
    await store.completeFanOut(batch.id);
    expect(await store.findBatch(businessId, batch.id)).toMatchObject({ total: 4, failureCount: 3, successCount: 0, fannedOut: true, status: 'running' });
    expect(await store.countFailures(businessId, batch.id)).toEqual([
      { code: 'CUSTOMER_HAS_NO_EMAIL', count: 2 },
      { code: 'CUSTOMER_HAS_NO_PHONE', count: 1 },
    ]);

    await store.retireStalledBatch(businessId, new Date(Date.now() + 60_000));
    const stalled = await store.findBatchForJob(batch.id);
    expect(stalled).toMatchObject({ status: 'stalled', asOf: '2026-11-21' });
    expect(stalled!.finishedAt).toBeInstanceOf(Date);
    expect(await store.findRunningBatch(businessId)).toBeNull();
  });
}
