/** The login token lives in localStorage so that a session survives reloads and is shared by tabs. */
export const AUTH_TOKEN_STORAGE_KEY = 'hisaab_jwt';

export function getStoredToken(): string | null {
  return localStorage.getItem(AUTH_TOKEN_STORAGE_KEY);
}

export function storeToken(token: string): void {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, token);
}

export function clearStoredToken(): void {
  localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
}
