import { adminStanding, hasAllowedDomain, resolveTrial } from './admin-policy';

const directory = { masterEmail: 'master@hisaab.in', domains: ['hisaab.in', 'ops.hisaab.in'] };

describe('adminStanding', () => {
  it.each([
    ['the master, whatever the role', { email: 'Master@Hisaab.in', role: 'user' as const }, { isMaster: true, eligible: true }],
    ['an admin on a company domain', { email: 'asha@ops.hisaab.in', role: 'admin' as const }, { isMaster: false, hasAdminRole: true, hasAdminDomain: true, eligible: true }],
    ['an admin elsewhere', { email: 'asha@gmail.com', role: 'admin' as const }, { hasAdminRole: true, hasAdminDomain: false, eligible: false }],
    ['a company address without the role', { email: 'ravi@hisaab.in', role: 'user' as const }, { hasAdminRole: false, hasAdminDomain: true, eligible: false }],
    ['a look-alike domain', { email: 'x@evilhisaab.in', role: 'admin' as const }, { hasAdminDomain: false, eligible: false }],
    ['a subdomain not listed', { email: 'x@mail.hisaab.in', role: 'admin' as const }, { hasAdminDomain: false, eligible: false }],
  ])('%s', (_name, user, expected) => {
    expect(adminStanding(user, directory)).toMatchObject(expected);
  });

  it('has no master when MASTER_ADMIN_EMAIL is unset', () => {
    expect(adminStanding({ email: 'master@hisaab.in', role: 'user' }, { ...directory, masterEmail: null }).isMaster).toBe(false);
  });

  it('reads the domain after the last @', () => {
    expect(hasAllowedDomain('"a@b"@hisaab.in', directory.domains)).toBe(true);
    expect(hasAllowedDomain('hisaab.in', directory.domains)).toBe(false);
  });
});

describe('resolveTrial', () => {
  const now = new Date('2026-06-15T06:00:00Z');

  it('reads bare dates as days in India: from the first moment of the start to the last of the end', () => {
    expect(resolveTrial({ isTrialActive: true, trialStartDate: '2026-06-10', trialEndDate: '2026-06-17' }, now)).toEqual({
      trialStartDate: new Date('2026-06-09T18:30:00.000Z'),
      trialEndDate: new Date('2026-06-17T18:29:59.999Z'),
    });
  });

  it('ends an inactive trial now, or keeps an end already past', () => {
    expect(resolveTrial({ isTrialActive: false, trialStartDate: '2026-06-10', trialEndDate: '2026-06-17' }, now)).toMatchObject({ trialEndDate: now });
    expect(resolveTrial({ isTrialActive: false, trialStartDate: '2026-06-01', trialEndDate: '2026-06-08' }, now)).toMatchObject({ trialEndDate: new Date('2026-06-08T18:29:59.999Z') });
  });

  it.each([
    ['an active trial that already ended', { isTrialActive: true, trialStartDate: '2026-06-01', trialEndDate: '2026-06-08' }, 'trialEndDate'],
    ['an end before the start', { isTrialActive: true, trialStartDate: '2026-06-20', trialEndDate: '2026-06-19' }, 'trialEndDate'],
    ['a day that does not exist', { isTrialActive: true, trialStartDate: '2026-02-30', trialEndDate: '2026-07-01' }, 'trialStartDate'],
    ['a year far outside any trial', { isTrialActive: true, trialStartDate: '0000-01-01', trialEndDate: '2026-07-01' }, 'trialStartDate'],
    ['an inactive trial that has not started', { isTrialActive: false, trialStartDate: '2026-07-01', trialEndDate: '2026-07-08' }, 'trialStartDate'],
  ])('refuses %s', (_name, input, field) => {
    const result = resolveTrial(input, now);
    expect('errors' in result && Object.keys(result.errors)).toEqual([field]);
  });
});
