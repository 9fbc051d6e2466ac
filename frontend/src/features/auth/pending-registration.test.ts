import { describe, expect, it } from 'vitest';
import { loadPendingRegistration, savePendingRegistration } from './pending-registration';

describe('pending registration', () => {
  it('stores the otp id and the registration data but never the password', () => {
    savePendingRegistration('otp-1', {
      email: 'asha@raotraders.in',
      password: 'secret1',
      firstName: 'Asha',
      lastName: 'Rao',
      businessName: 'Rao Traders',
      phone: '9876543210',
      businessAddress: 'Chennai',
    });
    expect(localStorage.getItem('pendingRegistration')).not.toContain('secret1');
    expect(loadPendingRegistration()).toEqual({
      otpId: 'otp-1',
      registration: {
        email: 'asha@raotraders.in',
        firstName: 'Asha',
        lastName: 'Rao',
        businessName: 'Rao Traders',
        phone: '9876543210',
        businessAddress: 'Chennai',
      },
    });
  });
});
