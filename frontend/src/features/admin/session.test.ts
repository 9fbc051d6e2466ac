import { describe, expect, it } from 'vitest';
import type { AdminUserView } from '@hisaab/contracts';
import { otpInput, statusBadge } from './session';

const now = new Date('2026-06-15T00:00:00Z');
const user = (over: Partial<AdminUserView>): AdminUserView => ({
  id: 'u1',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  businessName: 'Rao Traders',
  role: 'user',
  isMaster: false,
  subscription: null,
  trial: { isTrialActive: false, trialStartDate: '2026-06-01T00:00:00Z', trialEndDate: '2026-06-08T00:00:00Z' },
  ...over,
});

describe('statusBadge', () => {
  it.each([
    ['Admin', user({ role: 'admin', subscription: { planName: 'Basic', endDate: '2027-01-01T00:00:00Z' } })],
    ['Subscribed', user({ subscription: { planName: 'Basic', endDate: '2027-01-01T00:00:00Z' }, trial: { ...user({}).trial, isTrialActive: true } })],
    ['Trial', user({ trial: { ...user({}).trial, isTrialActive: true } })],
    ['Free', user({ subscription: { planName: 'Basic', endDate: '2026-01-01T00:00:00Z' } })],
  ])('%s', (expected, row) => {
    expect(statusBadge(row, now)).toBe(expected);
  });
});

describe('otpInput', () => {
  it('keeps digits only, at most six', () => {
    expect(otpInput('12a3 4-5678')).toBe('123456');
    expect(otpInput('abc')).toBe('');
  });
});
