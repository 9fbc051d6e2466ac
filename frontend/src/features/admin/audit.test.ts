import { describe, expect, it } from 'vitest';
import { changeSummary, refusalText } from './audit';

describe('changeSummary', () => {
  it('reads before → after per field, dates as Indian dates', () => {
    expect(changeSummary({ before: { role: 'user' }, after: { role: 'admin' } })).toBe('role: user → admin');
    expect(changeSummary({ before: null, after: { planName: 'Basic', endDate: '2027-11-26T10:00:00.000Z', amountPaise: 150000 } })).toBe(
      'planName: Basic; endDate: 26 Nov 2027; amountPaise: 150000',
    );
    expect(changeSummary({ before: { totpEnrolled: false }, after: { totpEnrolled: true } })).toBe('totpEnrolled: false → true');
  });

  it('is a dash for an event without a change (a logout, a refusal)', () => {
    expect(changeSummary({ before: null, after: null })).toBe('—');
  });
});

describe('refusalText', () => {
  it('says why in words, and shows a code it does not know as it is', () => {
    expect(refusalText('ADMIN_SESSION_REQUIRED')).toBe('Refused · no admin session');
    expect(refusalText('TOTP_LOCKED')).toBe('Refused · authenticator locked after wrong codes');
    expect(refusalText('SOMETHING_NEW')).toBe('Refused · SOMETHING_NEW');
    expect(refusalText(null)).toBe('Refused');
  });
});
