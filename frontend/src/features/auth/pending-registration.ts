import type { RegistrationData } from '@hisaab/contracts';

/**
 * The spec keeps a started sign-up in localStorage under 'pendingRegistration' (otpId plus the
 * registration data) so a reload does not lose what was typed. We store everything except the
 * password: localStorage is readable by any script on the page and outlives the tab, so a password
 * there would sit in plain text on a shared shop computer. The password stays in React state only;
 * after a reload the person types it again and asks for a new code.
 */
const STORAGE_KEY = 'pendingRegistration';

export type StoredRegistration = Omit<RegistrationData, 'password'>;

export interface PendingRegistration {
  otpId: string;
  registration: StoredRegistration;
}

export function savePendingRegistration(otpId: string, { password: _password, ...registration }: RegistrationData): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ otpId, registration } satisfies PendingRegistration));
}

export function loadPendingRegistration(): PendingRegistration | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored ? (JSON.parse(stored) as PendingRegistration) : null;
  } catch {
    return null;
  }
}

export function clearPendingRegistration(): void {
  localStorage.removeItem(STORAGE_KEY);
}
