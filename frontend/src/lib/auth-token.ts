import type { UserDto } from '@hisaab/contracts';

/** The login token lives in localStorage so that a session survives reloads and is shared by tabs. */
export const AUTH_TOKEN_STORAGE_KEY = 'hisaab_jwt';
/** The last user the server confirmed for that token, so a reload without network keeps the signed-in shell. */
export const SESSION_USER_STORAGE_KEY = 'hisaab_session_user';

export function getStoredToken(): string | null {
  return localStorage.getItem(AUTH_TOKEN_STORAGE_KEY);
}

export function storeToken(token: string): void {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, token);
}

/** Forgets the session: the token and the user remembered with it. */
export function clearStoredToken(): void {
  localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
  localStorage.removeItem(SESSION_USER_STORAGE_KEY);
}

export function rememberSessionUser(user: UserDto): void {
  localStorage.setItem(SESSION_USER_STORAGE_KEY, JSON.stringify(user));
}

export function rememberedSessionUser(): UserDto | null {
  const stored = localStorage.getItem(SESSION_USER_STORAGE_KEY);
  if (!stored) return null;
  try {
    return JSON.parse(stored) as UserDto;
  } catch {
    return null;
  }
}
