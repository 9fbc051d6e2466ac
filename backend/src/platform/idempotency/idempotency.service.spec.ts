import { Logger } from '@nestjs/common';
import { SystemClock } from '../clock/clock';
import { UnitOfWork } from '../database/unit-of-work';
import { Housekeeping } from '../housekeeping/housekeeping';
import { canonicalJson, hashRequest, IDEMPOTENCY_KEY_TTL_HOURS, IdempotencyClaim, IdempotencyService, IdempotencyStore, type KeyTimes, type StoredAnswer } from './idempotency.service';

class MemoryStore extends IdempotencyStore {
  rows = new Map<string, { requestHash: string; responseStatus: number | null; responseBody: unknown; createdAt: Date }>();
  async claim(businessId: string, key: string, requestHash: string, { now, reclaimBefore }: KeyTimes): Promise<IdempotencyClaim> {
    const row = this.rows.get(`${businessId}:${key}`);
    if (row && row.createdAt >= reclaimBefore) return { kind: 'replay', requestHash: row.requestHash, responseStatus: row.responseStatus, responseBody: row.responseBody };
    this.rows.set(`${businessId}:${key}`, { requestHash, responseStatus: null, responseBody: null, createdAt: now });
    return { kind: 'claimed' };
  }
  async storedAnswer(businessId: string, key: string, reclaimBefore: Date): Promise<StoredAnswer | null> {
    const row = this.rows.get(`${businessId}:${key}`);
    return row && row.createdAt >= reclaimBefore ? { kind: 'replay', requestHash: row.requestHash, responseStatus: row.responseStatus, responseBody: row.responseBody } : null;
  }
  async complete(businessId: string, key: string, responseStatus: number, responseBody: unknown) {
    Object.assign(this.rows.get(`${businessId}:${key}`)!, { responseStatus, responseBody });
  }
  async deleteCreatedBefore(cutoff: Date) {
    const expired = [...this.rows].filter(([, row]) => row.createdAt < cutoff);
    expired.forEach(([id]) => this.rows.delete(id));
    return expired.length;
  }
}
class Immediate extends UnitOfWork {
  run<T>(work: () => Promise<T>) {
    return work();
  }
  async lock() {}
}
const TTL_MS = IDEMPOTENCY_KEY_TTL_HOURS * 60 * 60 * 1000;

describe('idempotency', () => {
  const command = (key: string | undefined, request: unknown) => ({ businessId: 'b1', key, scope: 'POST /api/payments', request });

  it('hashes equal bodies equally whatever the key order, and scopes by endpoint', () => {
    expect(canonicalJson({ b: 1, a: [{ y: 2, x: null }], c: undefined })).toBe('{"a":[{"x":null,"y":2}],"b":1}');
    expect(hashRequest('POST /a', { a: 1, b: 2 })).toBe(hashRequest('POST /a', { b: 2, a: 1 }));
    expect(hashRequest('POST /a', { a: 1 })).not.toBe(hashRequest('POST /b', { a: 1 }));
  });

  it('hashes a body of many objects and many distinct keys in one pass over it', () => {
    // 20,000 empty objects beside 20,000 keys (269 kB): a key list looked up on every object took ~20 s
    // here, blocking the process; one pass takes a fraction of a second, well inside the test's timeout.
    const wide: Record<string, unknown> = { a: Array.from({ length: 20_000 }, () => ({})) };
    for (let i = 0; i < 20_000; i++) wide[`k${i}`] = 0;
    const json = canonicalJson(wide);
    expect(json.startsWith('{"a":[{},{}')).toBe(true);
    expect(json.endsWith(',"k9999":0}')).toBe(true);
  });

  it('runs once per key; a retry gets the stored answer; another body with the key is refused', async () => {
    const service = new IdempotencyService(new MemoryStore(), new Immediate(), new Housekeeping(), new SystemClock());
    let runs = 0;
    const work = async () => ({ id: `p${++runs}`, at: new Date('2026-11-21T00:00:00Z') });
    const first = await service.execute(command('k1', { amount: 10 }), work);
    const retry = await service.execute(command('k1', { amount: 10 }), work);
    expect(first).toEqual({ body: { id: 'p1', at: new Date('2026-11-21T00:00:00Z') }, replayed: false });
    expect(retry).toEqual({ body: { id: 'p1', at: '2026-11-21T00:00:00.000Z' }, replayed: true, status: 201 });
    await expect(service.execute(command('k1', { amount: 11 }), work)).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    await service.execute(command(undefined, { amount: 10 }), work);
    expect(runs).toBe(2);
    await expect(service.execute(command('has space', {}), work)).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_INVALID' });
  });

  it('stores the status the command chose once it has run (a route that answers 200 or 202), and replays it', async () => {
    const service = new IdempotencyService(new MemoryStore(), new Immediate(), new Housekeeping(), new SystemClock());
    let status = 201;
    const work = async () => {
      status = 202;
      return { queued: true };
    };
    await service.execute(command('k3', {}), work, () => status);
    expect(await service.execute(command('k3', {}), work, () => 201)).toEqual({ body: { queued: true }, replayed: true, status: 202 });
  });

  it('a key past its lifetime starts a new request, and the sweep deletes it', async () => {
    const store = new MemoryStore();
    const housekeeping = new Housekeeping();
    const service = new IdempotencyService(store, new Immediate(), housekeeping, new SystemClock());
    service.onModuleInit();
    let runs = 0;
    const work = async () => ({ id: `p${++runs}` });
    await service.execute(command('old', { amount: 10 }), work);
    await service.execute(command('fresh', { amount: 10 }), work);
    store.rows.get('b1:old')!.createdAt = new Date(Date.now() - TTL_MS - 1000);
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    expect(await housekeeping.runAll()).toEqual({ 'idempotency-keys': 1 });
    jest.restoreAllMocks();
    expect([...store.rows.keys()]).toEqual(['b1:fresh']);
    await service.execute(command('fresh', { amount: 10 }), work);
    store.rows.get('b1:fresh')!.createdAt = new Date(Date.now() - TTL_MS - 1000);
    expect(await service.execute(command('fresh', { amount: 11 }), work)).toEqual({ body: { id: 'p3' }, replayed: false });
  });
});
