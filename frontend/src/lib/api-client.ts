import type { QueryFunction } from '@tanstack/react-query';
import { SubscriptionErrorCode, SubscriptionMessages } from '@hisaab/contracts';
import { navigateTo } from './app-navigation';
import { ApiError, RequestTimeoutError } from './api-error';
import { clearStoredToken, getStoredToken } from './auth-token';
import { pinnedToast } from './toast';

export { ApiError, RequestTimeoutError, errorDescription, isUnauthorizedError } from './api-error';

/** Spec part 1 §9: 30 s per request, 90 s where the server renders or mails a PDF. */
const DEFAULT_TIMEOUT_SECONDS = 30;
const PDF_TIMEOUT_SECONDS = 90;
const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;

export function timeoutSecondsFor(path: string): number {
  const slowPath = ['pdf', 'send-email-with-pdf', 'download-pdf'].some((part) => path.includes(part));
  return slowPath ? PDF_TIMEOUT_SECONDS : DEFAULT_TIMEOUT_SECONDS;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  signal?: AbortSignal;
  /**
   * 'handle' (default): a 401 on a call that carried the token means the session ended, so the user
   * is told and sent to /login. 'ignore': the caller deals with 401 itself (login, logout, the
   * current-user query).
   */
  on401?: 'handle' | 'ignore';
  /** Extra request headers, e.g. `Idempotency-Key` on creates. */
  headers?: Record<string, string>;
}

/** Sends one request and returns the OK response; every failure is thrown as an Error. */
async function send(method: HttpMethod, path: string, body: BodyInit | undefined, headers: HeadersInit, options: RequestOptions) {
  const token = getStoredToken();
  const requestHeaders = new Headers(headers);
  Object.entries(options.headers ?? {}).forEach(([name, value]) => requestHeaders.set(name, value));
  if (token) requestHeaders.set('Authorization', `Bearer ${token}`);

  const timeoutSeconds = timeoutSecondsFor(path);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutSeconds * 1000);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort);

  try {
    const response = await fetch(path, { method, headers: requestHeaders, body, signal: controller.signal });
    if (!response.ok) {
      const error = new ApiError(response.status, response.statusText, await response.text());
      if (error.status === 401 && token && options.on401 !== 'ignore') endExpiredSession();
      if (error.status === 402 && error.code === SubscriptionErrorCode.SUBSCRIPTION_REQUIRED) sendToSubscription(error);
      throw error;
    }
    return response;
  } catch (error) {
    if (timedOut) throw new RequestTimeoutError(timeoutSeconds);
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

let sessionEndPending = false;

/** Several calls can fail with 401 at once; the user hears about it once. */
function endExpiredSession() {
  if (sessionEndPending) return;
  sessionEndPending = true;
  clearStoredToken();
  pinnedToast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' }, UNAUTHORIZED_REDIRECT_DELAY_MS + 1000);
  setTimeout(() => {
    sessionEndPending = false;
    navigateTo('/login');
  }, UNAUTHORIZED_REDIRECT_DELAY_MS);
}

let subscriptionNoticePending = false;

/**
 * The trial ended (or the plan lapsed) while the app was open: the server answers 402 to business
 * calls, so the user is told once and taken to the Subscription page, the one place that helps.
 */
function sendToSubscription(error: ApiError) {
  if (subscriptionNoticePending) return;
  subscriptionNoticePending = true;
  pinnedToast({ title: 'Subscription Required', description: error.body?.message ?? SubscriptionMessages.subscriptionRequired, variant: 'destructive' }, 2000);
  navigateTo('/subscription');
  setTimeout(() => {
    subscriptionNoticePending = false;
  }, 2000);
}

/** JSON in, JSON out. */
export async function apiRequest<T>(method: HttpMethod, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const hasBody = body !== undefined;
  const response = await send(
    method,
    path,
    hasBody ? JSON.stringify(body) : undefined,
    hasBody ? { 'Content-Type': 'application/json' } : {},
    options,
  );
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Binary replies such as invoice PDFs and CSV exports; the caller checks the content type. */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<{ blob: Blob; contentType: string }> {
  const response = await send('GET', path, undefined, {}, options);
  return { blob: await response.blob(), contentType: response.headers.get('Content-Type') ?? '' };
}

/** Multipart uploads (CSV import). The browser sets the multipart boundary header itself. */
export async function apiUpload<T>(path: string, formData: FormData, options: RequestOptions = {}): Promise<T> {
  const response = await send('POST', path, formData, {}, options);
  return (await response.json()) as T;
}

/** The default query reader: GET on the first element of the query key. */
export function getQueryFn<T>({ on401 }: { on401: 'throw' | 'returnNull' }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    try {
      return await apiRequest<T>('GET', String(queryKey[0]), undefined, {
        signal,
        on401: on401 === 'returnNull' ? 'ignore' : 'handle',
      });
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}
