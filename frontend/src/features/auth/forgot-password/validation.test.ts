import { describe, expect, it } from 'vitest';
import { checkNewPassword, checkResetCode, checkResetEmail } from './validation';

describe('forgot-password checks', () => {
  it('email', () => {
    expect(checkResetEmail('  ')).toEqual({ title: 'Email Required', description: 'Please enter your email address.' });
    expect(checkResetEmail('asha@shop')).toEqual({ title: 'Invalid Email', description: 'Please enter a valid email address.' });
    expect(checkResetEmail('asha@shop.in')).toBeNull();
  });

  it('code', () => {
    expect(checkResetCode('')?.title).toBe('Code Required');
    expect(checkResetCode('12345')).toEqual({ title: 'Invalid Code', description: 'Reset code must be 6 digits.' });
    expect(checkResetCode('123456')).toBeNull();
  });

  it('new password', () => {
    expect(checkNewPassword('', 'secret1')?.title).toBe('All Fields Required');
    expect(checkNewPassword('abc', 'abc')?.title).toBe('Password Too Short');
    expect(checkNewPassword('secret1', 'secret2')?.title).toBe("Passwords Don't Match");
    expect(checkNewPassword('secret1', 'secret1')).toBeNull();
  });
});
