import { describe, expect, it } from 'vitest';
import type { AdminUserView } from '@hisaab/contracts';
import { otpInput, roleAction, RoleActionReasons, statusBadge } from './session';

const now = new Date('2026-06-15T00:00:00Z');
const user = (over: Partial<AdminUserView>): AdminUserView => ({
  id: 'u1',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  businessName: 'Rao Traders',
  role: 'user',
  isMaster: false,
  hasAdminDomain: false,
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

describe('roleAction', () => {
  const viewer = 'ops@hisaab.in';
  it.each([
    ['a company-domain user: Make Admin', user({ email: 'new@hisaab.in', hasAdminDomain: true }), { kind: 'make-admin', reason: null }],
    ['a user outside the company domains: Make Admin, with the reason', user({}), { kind: 'make-admin', reason: RoleActionReasons.notCompanyDomain }],
    ['another admin: Remove Admin', user({ role: 'admin', email: 'colleague@hisaab.in', hasAdminDomain: true }), { kind: 'remove-admin', reason: null }],
    ['the viewer’s own row: Remove Admin, with the reason', user({ role: 'admin', email: 'OPS@hisaab.in', hasAdminDomain: true }), { kind: 'remove-admin', reason: RoleActionReasons.ownRole }],
    ['the master (role user): nothing', user({ isMaster: true, email: viewer, hasAdminDomain: true }), null],
    ['the master (role admin): nothing', user({ isMaster: true, role: 'admin', hasAdminDomain: true }), null],
  ])('%s', (_name, row, expected) => {
    expect(roleAction(row, viewer)).toEqual(expected);
  });
});
