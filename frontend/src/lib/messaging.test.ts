import { describe, expect, it } from 'vitest';
import { fromEmailSchema, invoiceMessaging } from './messaging';

describe('invoice send rules (as the server applies them)', () => {
  it('sends only issued invoices and reminds only while money is owed', () => {
    expect(invoiceMessaging({ id: 'a', status: 'draft', outstanding: 100 })).toEqual({ canSend: false, canRemind: false });
    expect(invoiceMessaging({ id: 'a', status: 'cancelled', outstanding: 100 })).toEqual({ canSend: false, canRemind: false });
    expect(invoiceMessaging({ id: 'a', status: 'sent', outstanding: 100 })).toEqual({ canSend: true, canRemind: true });
    expect(invoiceMessaging({ id: 'a', status: 'paid', outstanding: 0 })).toEqual({ canSend: true, canRemind: false });
  });
});

describe('from-address of the e-mail actions', () => {
  const message = (fromEmail: string) => {
    const result = fromEmailSchema.safeParse({ fromEmail });
    return result.success ? null : result.error.issues[0].message;
  };
  it("uses the spec's messages", () => {
    expect(message('')).toBe('From email is required when sending emails');
    expect(message('owner@shop')).toBe('Please enter a valid email address');
    expect(message(' owner@shop.in ')).toBeNull();
  });
});
