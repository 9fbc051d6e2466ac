import { batchDeliveryKey, channelsFor, daysOverdue, nextProviderStatus, whatsappNumber } from './communication';

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
