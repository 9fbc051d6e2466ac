import { describe, expect, it } from 'vitest';
import { bulkReminderBody, bulkReminderSchema, BulkReminderMessages, needsFromEmail, pendingStatusText, showsFromEmail } from './schema';

const issues = (values: { method: string; fromEmail: string }) => {
  const result = bulkReminderSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('bulk reminder form rules', () => {
  it('asks for a method', () => {
    expect(issues({ method: '', fromEmail: 'a@b.in' })).toEqual([BulkReminderMessages.method]);
    expect(issues({ method: 'sms', fromEmail: 'a@b.in' })).toEqual([BulkReminderMessages.method]);
  });

  it('requires a valid From email for email and all, not for whatsapp', () => {
    for (const method of ['email', 'all']) {
      expect(issues({ method, fromEmail: '  ' })).toEqual(['From email is required when sending emails']);
      expect(issues({ method, fromEmail: 'not-an-email' })).toEqual(['Please enter a valid email address']);
      expect(issues({ method, fromEmail: 'owner@shop.in' })).toEqual([]);
    }
    expect(issues({ method: 'whatsapp', fromEmail: '' })).toEqual([]);
    expect(needsFromEmail('whatsapp')).toBe(false);
    expect(showsFromEmail('whatsapp')).toBe(false);
    expect(showsFromEmail('all')).toBe(true);
  });

  it('sends fromEmail only with the methods that e-mail', () => {
    expect(bulkReminderBody({ method: 'whatsapp', fromEmail: 'owner@shop.in' })).toEqual({ method: 'whatsapp' });
    expect(bulkReminderBody({ method: 'all', fromEmail: 'owner@shop.in' })).toEqual({ method: 'all', fromEmail: 'owner@shop.in' });
  });
});

describe('pending invoice status text', () => {
  it("says 'N days overdue' or 'Pending payment'", () => {
    expect(pendingStatusText({ daysOverdue: 12 })).toBe('12 days overdue');
    expect(pendingStatusText({ daysOverdue: 1 })).toBe('1 day overdue');
    expect(pendingStatusText({ daysOverdue: 0 })).toBe('Pending payment');
  });
});
