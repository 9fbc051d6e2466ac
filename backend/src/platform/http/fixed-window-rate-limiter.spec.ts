import { FixedWindowRateLimiter } from './fixed-window-rate-limiter';

describe('FixedWindowRateLimiter', () => {
  it('allows `limit` hits per key per window, then says how long to wait', () => {
    let now = 1_000_000;
    const limiter = new FixedWindowRateLimiter(3, 60_000, () => now);
    expect([1, 2, 3].map(() => limiter.hit('1.2.3.4').allowed)).toEqual([true, true, true]);
    now += 20_000;
    expect(limiter.hit('1.2.3.4')).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(limiter.hit('5.6.7.8').allowed).toBe(true);
    now += 40_000;
    expect(limiter.hit('1.2.3.4').allowed).toBe(true);
  });

  it('keeps memory bounded under a flood of distinct keys', () => {
    let now = 0;
    const limiter = new FixedWindowRateLimiter(1, 1000, () => now, 100);
    for (let i = 0; i < 1000; i += 1) limiter.hit(`ip-${i}`);
    now += 1000;
    limiter.hit('late');
    expect((limiter as unknown as { windows: Map<string, unknown> }).windows.size).toBeLessThanOrEqual(100);
  });
});
