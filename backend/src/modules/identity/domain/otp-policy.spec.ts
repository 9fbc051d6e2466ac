import { checkOtpUsable, normalizeEmail, OTP_POLICY, retryAfterSeconds, windowLimitWait } from './otp-policy';

describe('checkOtpUsable', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  const future = new Date(now.getTime() + 60_000);
  const past = new Date(now.getTime() - 1);

  it.each([
    ['a fresh code on its first try', { expiresAt: future, attempts: 1, consumedAt: null }, 'ok'],
    ['the fifth try', { expiresAt: future, attempts: OTP_POLICY.maxAttempts, consumedAt: null }, 'ok'],
    ['a sixth try, after five wrong ones', { expiresAt: future, attempts: OTP_POLICY.maxAttempts + 1, consumedAt: null }, 'dead'],
    ['an expired code', { expiresAt: past, attempts: 1, consumedAt: null }, 'expired'],
    ['a code that expires exactly now', { expiresAt: now, attempts: 1, consumedAt: null }, 'expired'],
    ['a used code', { expiresAt: future, attempts: 1, consumedAt: past }, 'used'],
    ['a used code even when also dead', { expiresAt: past, attempts: 9, consumedAt: past }, 'used'],
  ] as const)('%s', (_name, state, expected) => {
    expect(checkOtpUsable(state, now)).toBe(expected);
  });
});

describe('identity helpers', () => {
  it('compares e-mails case-insensitively, ignoring surrounding spaces', () => {
    expect(normalizeEmail('  Ravi.Kumar@Example.COM ')).toBe('ravi.kumar@example.com');
  });

  it('tells how long until the window frees a slot, at least a second', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    expect(retryAfterSeconds(new Date(now.getTime() - 59 * 60_000), 60 * 60_000, now)).toBe(60);
    expect(retryAfterSeconds(new Date(now.getTime() - 60 * 60_000), 60 * 60_000, now)).toBe(1);
  });
});

describe('windowLimitWait', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
  const limits = { perEmailAndIp: 5, perEmail: 20, perIp: 50 };
  const counts = { byEmailAndIp: 0, byEmail: 0, byIp: 0, oldestByEmailAndIp: null, oldestByEmail: null, oldestByIp: null };

  it('allows while every key is under its limit', () => {
    expect(windowLimitWait({ ...counts, byEmailAndIp: 4, byEmail: 19, byIp: 49, oldestByEmailAndIp: minutesAgo(1), oldestByEmail: minutesAgo(1), oldestByIp: minutesAgo(1) }, limits, 3_600_000, now)).toBeNull();
  });

  it('waits for the slowest full key to free a slot', () => {
    const full = { ...counts, byEmailAndIp: 5, oldestByEmailAndIp: minutesAgo(50), byEmail: 20, oldestByEmail: minutesAgo(10) };
    expect(windowLimitWait(full, limits, 3_600_000, now)).toBe(50 * 60);
  });
});
