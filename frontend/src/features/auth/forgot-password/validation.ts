import { AUTH_LIMITS, AuthMessages } from '@hisaab/contracts';
import type { ToastInput } from '@/lib/toast';

/**
 * Checks of the forgot-password steps (docs/spec/part-2.md §5). Each returns the toast to show,
 * or null when the input may be sent.
 */
export type ValidationProblem = Required<Pick<ToastInput, 'title'>> & ToastInput;

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkResetEmail(email: string): ValidationProblem | null {
  if (!email.trim()) return { title: 'Email Required', description: AuthMessages.resetEmailRequired };
  if (!SIMPLE_EMAIL.test(email.trim())) return { title: 'Invalid Email', description: AuthMessages.resetEmailInvalid };
  return null;
}

export function checkResetCode(code: string): ValidationProblem | null {
  if (!code) return { title: 'Code Required', description: AuthMessages.codeRequired };
  if (!new RegExp(`^\\d{${AUTH_LIMITS.otpLength}}$`).test(code)) {
    return { title: 'Invalid Code', description: AuthMessages.resetCodeInvalid };
  }
  return null;
}

export function checkNewPassword(newPassword: string, confirmPassword: string): ValidationProblem | null {
  if (!newPassword || !confirmPassword) {
    return { title: 'All Fields Required', description: 'Please enter and confirm your new password.' };
  }
  if (newPassword.length < AUTH_LIMITS.passwordMinLength) {
    return { title: 'Password Too Short', description: AuthMessages.passwordTooShort };
  }
  if (newPassword !== confirmPassword) {
    return { title: AuthMessages.passwordsDontMatch, description: 'Please make sure both passwords are the same.' };
  }
  return null;
}
