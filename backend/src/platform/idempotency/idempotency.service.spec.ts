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

  it('writes the same canonical JSON as sorting every object\'s keys one by one (stored hashes stay valid)', () => {
    const sortedOneByOne = (value: unknown): string => {
      if (Array.isArray(value)) return `[${value.map((v) => sortedOneByOne(v === undefined ? null : v)).join(',')}]`;
      if (value && typeof value === 'object' && !(value instanceof Date)) {
        const entries = Object.entries(value).filter(([, v]) => v !== undefined);
        entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${sortedOneByOne(v)}`).join(',')}}`;
      }
      return JSON.stringify(value) ?? 'null';
    };
    class Line {
      rate = 14.285;
      productId: string | undefined = undefined;
      hsn = '8517';
    }
    const bodies: unknown[] = [
      { invoice: { customerId: 'c', invoiceDate: '2026-11-29', notes: 'a "quoted" line\nand ₹' }, items: [new Line(), { z: [1, undefined, null], a: {} }] },
      { '10': 1, '2': 2, b: { '1': 'x', a: [[{ y: 1, x: 2 }]] }, ä: true, Z: false, at: new Date('2026-11-21T00:00:00Z') },
      [],
      [{ b: 1 }, 'text', 3.5, null],
      'plain',
      null,
      {},
    ];
    for (const body of bodies) expect(canonicalJson(body)).toBe(sortedOneByOne(body));
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
