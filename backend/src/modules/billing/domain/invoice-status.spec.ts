import { DomainError } from '../../../shared/domain-error';
import { canTransition, daysOverdue, displayStatus, INVOICE_STATUSES, isEditable, isOverdue, planTransition } from './invoice-status';

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    return error instanceof DomainError ? error.code : 'not a DomainError';
  }
  return undefined;
}

describe('invoice status machine', () => {
  it.each([
    ['draft', 'sent', 'issue'],
    ['sent', 'paid', 'settle'],
    ['draft', 'cancelled', 'cancelDraft'],
    ['sent', 'cancelled', 'cancelIssued'],
  ] as const)('%s → %s is allowed (%s)', (from, to, effect) => {
    expect(planTransition(from, to, 0)).toBe(effect);
  });

  const allowed = new Set(['draft>sent', 'sent>paid', 'draft>cancelled', 'sent>cancelled']);
  const moves = INVOICE_STATUSES.flatMap((from) => [...INVOICE_STATUSES, 'overdue', 'bogus'].map((to) => [from, to] as const));
  it.each(moves.filter(([f, t]) => !allowed.has(`${f}>${t}`)))('%s → %s is refused with 409 INVALID_STATUS_TRANSITION', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
    expect(codeOf(() => planTransition(from, to, 0))).toBe('INVALID_STATUS_TRANSITION');
  });

  it('refuses to cancel a sent invoice that has payments', () => {
    expect(codeOf(() => planTransition('sent', 'cancelled', 100))).toBe('INVOICE_HAS_PAYMENTS');
    expect(codeOf(() => planTransition('sent', 'cancelled', 0, 500))).toBe('INVOICE_HAS_CREDIT_NOTES');
  });

  it('only drafts are editable', () => {
    expect(INVOICE_STATUSES.filter(isEditable)).toEqual(['draft']);
  });

  it('overdue is computed: sent and due before today', () => {
    expect(isOverdue('sent', '2026-11-20', '2026-11-21')).toBe(true);
    expect(isOverdue('sent', '2026-11-21', '2026-11-21')).toBe(false);
    expect(isOverdue('paid', '2026-01-01', '2026-11-21')).toBe(false);
    expect(isOverdue('draft', '2026-01-01', '2026-11-21')).toBe(false);
    expect(displayStatus('sent', '2026-11-01', '2026-11-21')).toBe('overdue');
    expect(displayStatus('sent', '2026-12-01', '2026-11-21')).toBe('sent');
  });

  it('days overdue are whole days, 0 when not past due, across month and year ends', () => {
    expect(daysOverdue('2026-11-01', '2026-11-21')).toBe(20);
    expect(daysOverdue('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysOverdue('2027-02-28', '2027-03-01')).toBe(1);
    expect(daysOverdue('2026-11-30', '2026-11-21')).toBe(0);
  });
});
