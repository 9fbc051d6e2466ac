import { randomUUID } from 'node:crypto';
import { EntityManager, MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { IdempotencyStore } from '../../src/platform/idempotency/idempotency.service';
import type { TestApp } from '../../../test-support/test-app';

// The store's statements on both databases: the claim is one upsert whose "taken over" or "left
// alone" the service relies on, and a replay answers the stored JSON exactly.
/** Run by the PostgreSQL spec beside this file and by embedded-database.int-spec.ts on PGlite, each with its own app. */
export function idempotencyStoreCases(app: () => TestApp): void {
  let t: TestApp;
  let store: IdempotencyStore;
  let businessId: string;
  const inContext = <T>(work: () => Promise<T>) => RequestContext.create(t.app.get(MikroORM).em, work);
  const past = new Date('2000-01-01T00:00:00Z');
  // Keys created now, none of them expired yet.
  const fresh = () => ({ now: new Date(), reclaimBefore: past });

  beforeAll(async () => {
    t = app();
    store = t.app.get(IdempotencyStore);
    businessId = randomUUID();
    await t.app.get(EntityManager).fork().execute('insert into businesses (id, name) values (?, ?)', [businessId, 'Idempotency store test']);
  });

  it('claims a new key once; a second claim replays it, unanswered until completed', async () => {
    const key = randomUUID();
    expect(await inContext(() => store.claim(businessId, key, 'hash-1', fresh()))).toEqual({ kind: 'claimed' });
    expect(await inContext(() => store.claim(businessId, key, 'hash-2', fresh()))).toEqual({ kind: 'replay', requestHash: 'hash-1', responseStatus: null, responseBody: null });
    await inContext(() => store.complete(businessId, key, 201, { id: 'a', lines: [1, 2.5], note: null }));
    expect(await inContext(() => store.claim(businessId, key, 'hash-2', fresh()))).toEqual({
      kind: 'replay',
      requestHash: 'hash-1',
      responseStatus: 201,
      responseBody: { id: 'a', lines: [1, 2.5], note: null },
    });
  });

  it.each([
    ['an array', [{ n: 1 }]],
    ['a string', 'done'],
    ['a number-like string', '123'],
    ['null', null],
  ])('answers %s as it was stored', async (_kind, body) => {
    const key = randomUUID();
    await inContext(() => store.claim(businessId, key, 'hash', fresh()));
    await inContext(() => store.complete(businessId, key, 200, body));
    expect(await inContext(() => store.claim(businessId, key, 'hash', fresh()))).toEqual({ kind: 'replay', requestHash: 'hash', responseStatus: 200, responseBody: body });
  });

  it('takes an expired key over, forgetting its answer', async () => {
    const key = randomUUID();
    await inContext(() => store.claim(businessId, key, 'old', fresh()));
    await inContext(() => store.complete(businessId, key, 201, { old: true }));
    const expiredBefore = new Date(Date.now() + 60_000);
    expect(await inContext(() => store.claim(businessId, key, 'new', { now: new Date(), reclaimBefore: expiredBefore }))).toEqual({ kind: 'claimed' });
    expect(await inContext(() => store.claim(businessId, key, 'other', fresh()))).toEqual({ kind: 'replay', requestHash: 'new', responseStatus: null, responseBody: null });
  });

  it('keeps keys per business', async () => {
    const other = randomUUID();
    await t.app.get(EntityManager).fork().execute('insert into businesses (id, name) values (?, ?)', [other, 'Another business']);
    const key = randomUUID();
    expect(await inContext(() => store.claim(businessId, key, 'hash', fresh()))).toEqual({ kind: 'claimed' });
    expect(await inContext(() => store.claim(other, key, 'hash', fresh()))).toEqual({ kind: 'claimed' });
  });
}
