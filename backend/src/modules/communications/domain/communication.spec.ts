import { batchDeliveryKey, channelsFor, daysOverdue, failedWith, failureSummary, nextProviderStatus, whatsappNumber } from './communication';

describe('communication rules', () => {
  it.each([
    ['9876543210', '919876543210'],
    ['+91 98765 43210', '919876543210'],
    ['09876543210', '919876543210'],
    ['919876543210', '919876543210'],
    ['5876543210', null],
    ['12345', null],
    ['', null],
    [null, null],
  ])('whatsapp number of %p is %p', (phone, expected) => {
    expect(whatsappNumber(phone)).toBe(expected);
  });

  it('fans "all" out to both channels', () => {
    expect(channelsFor('all')).toEqual(['email', 'whatsapp']);
    expect(channelsFor('email')).toEqual(['email']);
  });

  it('keys one reminder per batch, invoice and channel', () => {
    expect(batchDeliveryKey('b', 'i', 'email')).toBe('b:i:email');
  });

  it('records a failure with its code first, and sums a batch\'s failures under one text per code', () => {
    expect(failedWith('CUSTOMER_HAS_NO_EMAIL')).toEqual({ errorCode: 'CUSTOMER_HAS_NO_EMAIL', error: 'CUSTOMER_HAS_NO_EMAIL: The customer has no e-mail address' });
    expect(failedWith('EMAIL_SEND_FAILED', '550 No such user')).toEqual({ errorCode: 'EMAIL_SEND_FAILED', error: 'EMAIL_SEND_FAILED: 550 No such user' });
    expect(failureSummary([{ code: 'EMAIL_SEND_FAILED', count: 3 }, { code: 'SOMETHING_NEW', count: 1 }])).toEqual([
      { code: 'EMAIL_SEND_FAILED', message: 'The mail server did not accept the e-mail', count: 3 },
      { code: 'SOMETHING_NEW', message: 'The message could not be sent', count: 1 },
    ]);
  });

  it('counts days overdue in calendar days', () => {
    expect(daysOverdue('2026-11-01', '2026-11-21')).toBe(20);
    expect(daysOverdue('2026-11-21', '2026-11-21')).toBe(0);
    expect(daysOverdue('2026-12-01', '2026-11-21')).toBe(0);
  });

  it('never moves a WhatsApp status backwards', () => {
    expect(nextProviderStatus('sent', 'delivered')).toBe('delivered');
    expect(nextProviderStatus('delivered', 'read')).toBe('read');
    expect(nextProviderStatus('read', 'delivered')).toBeNull();
    expect(nextProviderStatus('sent', 'sent')).toBeNull();
    expect(nextProviderStatus('sending', 'sent')).toBe('sent');
    expect(nextProviderStatus('sent', 'failed')).toBe('failed');
    expect(nextProviderStatus('read', 'failed')).toBeNull();
    expect(nextProviderStatus('failed', 'read')).toBeNull();
    expect(nextProviderStatus('sent', 'unknown-status')).toBeNull();
  });
});
