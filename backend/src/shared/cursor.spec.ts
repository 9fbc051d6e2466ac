import { DomainError } from './domain-error';
import { decodeCursor, decodeDateKeyset, decodeInstantKeyset, decodeKeyset, encodeCursor, encodeKeyset, pageLimit } from './cursor';

const ID = '0b6f3c1e-8d2a-4c5b-9e7f-1a2b3c4d5e6f';

describe('keyset cursors', () => {
  it('round-trips sort values and (key, id) positions', () => {
    expect(decodeCursor(encodeCursor(['2026-11-21', ID]), 2)).toEqual(['2026-11-21', ID]);
    expect(decodeKeyset(encodeKeyset({ key: 'acme', id: ID }))).toEqual({ key: 'acme', id: ID });
    expect(encodeKeyset({ key: 'acme', id: ID })).toBe(encodeCursor(['acme', ID]));
  });

  it('has no position without a cursor', () => {
    expect(decodeCursor(undefined, 2)).toBeUndefined();
    expect(decodeCursor('', 2)).toBeUndefined();
  });

  it('rejects a tampered cursor as a validation error', () => {
    for (const bad of ['not-base64-json', encodeCursor(['a']), encodeCursor(['a', 'b', 'c'])]) {
      expect(() => decodeCursor(bad, 2)).toThrow(DomainError);
    }
    for (const bad of ['', encodeCursor(['acme', 'not-a-uuid']), encodeCursor(['acme'])]) {
      expect(() => decodeKeyset(bad)).toThrow('Invalid cursor');
    }
  });

  it('refuses a date cursor whose date does not exist or whose values are not strings, with INVALID_CURSOR', () => {
    expect(decodeDateKeyset(encodeCursor(['2028-02-29', ID]))).toEqual({ key: '2028-02-29', id: ID });
    expect(decodeDateKeyset(undefined)).toBeUndefined();
    for (const bad of [encodeCursor(['x', 'y']), encodeCursor(['2026-13-01', ID]), encodeCursor(['2026-02-30', ID]), encodeCursor(['2026-11-21', 'x']), encodeCursor(['0000-01-01', ID])]) {
      expect(() => decodeDateKeyset(bad)).toThrow(expect.objectContaining({ code: 'INVALID_CURSOR', details: { fields: { cursor: 'Invalid cursor' } } }));
    }
  });

  it('takes a timestamp cursor only as PostgreSQL wrote it, and no key with a NUL', () => {
    expect(decodeInstantKeyset(encodeCursor(['2026-11-26 10:15:00.123456+00', ID]))).toEqual({ key: '2026-11-26 10:15:00.123456+00', id: ID });
    expect(decodeInstantKeyset(encodeCursor(['2026-11-26 10:15:00+00', ID]))).toEqual({ key: '2026-11-26 10:15:00+00', id: ID });
    expect(decodeInstantKeyset(undefined)).toBeUndefined();
    for (const key of ['abc', '2026-13-45', '2026-11-26 25:00', '2026-11-26 24:00:00+00', '0000-01-01 00:00:00+00', '294277-01-01', 'infinity', 'now', '2026-11-26T10:15:00Z']) {
      expect(() => decodeInstantKeyset(encodeCursor([key, ID]))).toThrow(expect.objectContaining({ code: 'INVALID_CURSOR' }));
    }
    expect(() => decodeKeyset(encodeCursor(['a\u0000', ID]))).toThrow(expect.objectContaining({ code: 'INVALID_CURSOR' }));
  });

  it('keeps the page size within 1…max, with a default', () => {
    const bounds = { defaultLimit: 50, maxLimit: 200 };
    expect([pageLimit(undefined, bounds), pageLimit(0, bounds), pageLimit(500, bounds), pageLimit(20, bounds)]).toEqual([50, 1, 200, 20]);
  });
});
