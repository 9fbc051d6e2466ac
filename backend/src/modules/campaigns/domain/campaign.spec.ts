import { CAMPAIGN_STATUSES, type CampaignStatus } from '@hisaab/contracts';
import { type CampaignAction, checkDeletable, checkScheduledAt, checkTargets, isTarget, nextStatus, skipReason, targetWindow } from './campaign';

const ACTIONS: CampaignAction[] = ['started', 'scheduled', 'paused', 'resumed', 'cancelled'];

/** Every (status, action) pair: the move it makes, or null for a 409. */
const EXPECTED: Record<CampaignStatus, Partial<Record<CampaignAction, CampaignStatus>>> = {
  draft: { started: 'running', scheduled: 'scheduled', cancelled: 'cancelled' },
  scheduled: { started: 'running', cancelled: 'cancelled' },
  running: { paused: 'paused' },
  paused: { resumed: 'running', cancelled: 'cancelled' },
  completed: {},
  cancelled: {},
};

describe('campaign moves', () => {
  const cases = CAMPAIGN_STATUSES.flatMap((from) => ACTIONS.map((action) => [from, action, EXPECTED[from][action] ?? null] as const));
  it.each(cases)('%s, %s → %s', (from, action, to) => {
    if (to) expect(nextStatus(from, action)).toBe(to);
    else expect(() => nextStatus(from, action)).toThrow(expect.objectContaining({ code: 'CAMPAIGN_INVALID_TRANSITION' }));
  });

  it('refuses to delete a running campaign only', () => {
    expect(() => checkDeletable('running')).toThrow(expect.objectContaining({ code: 'CAMPAIGN_RUNNING' }));
    for (const status of CAMPAIGN_STATUSES.filter((s) => s !== 'running')) expect(() => checkDeletable(status)).not.toThrow();
  });

  it('wants selected customers for the custom segment and only there', () => {
    expect(() => checkTargets('custom_segment', [])).toThrow(expect.objectContaining({ details: { fields: { targetCustomerIds: 'Choose at least one customer' } } }));
    expect(() => checkTargets('all_customers', ['a'])).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED' }));
    expect(() => checkTargets('custom_segment', ['a'])).not.toThrow();
  });

  it('schedules only ahead of now', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(() => checkScheduledAt(now, now)).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED' }));
    expect(() => checkScheduledAt(new Date('2026-11-27T10:00:01Z'), now)).not.toThrow();
  });
});

describe('targets', () => {
  const today = '2026-11-27';
  const invoiced: Record<string, string> = { recent: '2026-10-01', old: '2026-07-01', ancient: '2025-01-01' };
  const since = (date: string) => new Set(Object.entries(invoiced).filter(([, on]) => on >= date).map(([id]) => id));
  const window = targetWindow(today);
  const facts = { withOutstanding: new Set(['old']), invoicedRecently: since(window.recentSince), invoicedWhileActive: since(window.activeSince) };
  const customers = ['recent', 'old', 'ancient', 'never'].map((id) => ({ id, email: `${id}@example.test` }));
  const targets = (type: Parameters<typeof isTarget>[0], segment: string[] = []) =>
    customers.filter((c) => isTarget(type, c, facts, new Set(segment))).map((c) => c.id);

  it.each([
    ['all_customers', ['recent', 'old', 'ancient', 'never']],
    ['customers_with_email', ['recent', 'old', 'ancient', 'never']],
    ['customers_with_outstanding', ['old']],
    ['recent_customers', ['recent']], // within 90 days
    ['inactive_customers', ['ancient', 'never']], // nothing in 180 days, or never invoiced
  ] as const)('%s', (type, expected) => {
    expect(targets(type)).toEqual(expected);
  });

  it('the windows: 90 days back for recent, 180 for active', () => {
    expect(window).toEqual({ recentSince: '2026-08-29', activeSince: '2026-05-31' });
  });

  it('custom_segment: exactly the selected customers', () => {
    expect(targets('custom_segment', ['never', 'old'])).toEqual(['old', 'never']);
  });

  it('skips a customer without an e-mail, and an address on the suppression list in any spelling', () => {
    expect(skipReason(null, new Set())).toBe('CUSTOMER_HAS_NO_EMAIL');
    expect(skipReason('Left@Example.test', new Set(['left@example.test']))).toBe('UNSUBSCRIBED');
    expect(skipReason('stays@example.test', new Set(['left@example.test']))).toBeNull();
  });
});
