import type { Page } from 'playwright-core';
import { baseUrl } from './browser';

export type OwnerApi = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/** The signed-in owner's API, with the token the app keeps in localStorage. */
export function api(token: string): OwnerApi {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

/** The API of the owner signed in on this page. */
export async function apiOf(page: Page): Promise<OwnerApi> {
  const token = await page.evaluate(() => localStorage.getItem('hisaab_jwt'));
  if (!token) throw new Error('The page has no signed-in session');
  return api(token);
}
