import { isUuid, timeOrderedUuid } from './uuid';

describe('timeOrderedUuid', () => {
  it('is a well-formed version 7 UUID with the RFC 9562 variant', () => {
    const id = timeOrderedUuid();
    expect(isUuid(id)).toBe(true);
    expect(id[14]).toBe('7');
    expect(['8', '9', 'a', 'b']).toContain(id[19]);
  });

  it('carries the time in its first 48 bits, so later ids sort later', () => {
    const at = Date.UTC(2026, 10, 21, 9, 30);
    expect(parseInt(timeOrderedUuid(at).replace(/-/g, '').slice(0, 12), 16)).toBe(at);
    const ids = [0, 1, 2, 1000, 86_400_000].map((offset) => timeOrderedUuid(at + offset));
    expect([...ids].sort()).toEqual(ids);
  });
});
