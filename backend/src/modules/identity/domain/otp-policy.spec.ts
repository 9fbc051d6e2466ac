import { checkOtpUsable, normalizeEmail, OTP_POLICY, retryAfterSeconds } from './otp-policy';

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
