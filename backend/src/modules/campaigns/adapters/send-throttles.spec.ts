import { MemorySendThrottle, waitFor } from './send-throttles';

describe('the campaign send limit', () => {
  const start = Date.UTC(2026, 10, 27, 10, 0, 0); // a minute's first instant

  it('lets the first sends of a minute go and spreads the rest over the next minutes', () => {
    expect(waitFor(1, 3, start)).toBe(0);
    expect(waitFor(3, 3, start)).toBe(0);
    expect(waitFor(4, 3, start + 15_000)).toBe(45_000); // the next minute's start
    expect(waitFor(5, 3, start)).toBe(60_000 + 20_000);
    expect(waitFor(7, 3, start)).toBe(120_000); // the minute after
  });

  it('counts per business and per minute', async () => {
    const throttle = new MemorySendThrottle();
    const at = new Date(start);
    expect(await throttle.take('a', 1, at)).toBe(0);
    expect(await throttle.take('a', 1, at)).toBeGreaterThan(0);
    expect(await throttle.take('b', 1, at)).toBe(0);
    expect(await throttle.take('a', 1, new Date(start + 60_000))).toBe(0);
  });
});
