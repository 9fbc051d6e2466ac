import type { ApiErrorBody } from '@hisaab/contracts';

/**
 * A non-OK reply. The message follows the spec's `status: body text` shape (the status text when the
 * body is empty); the status and the parsed JSON body stay available for code that needs them.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;
  readonly body: ApiErrorBody | null;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
    this.body = parseErrorBody(bodyText);
  }

  get code(): string | undefined {
    return this.body?.code;
  }
}

export class RequestTimeoutError extends Error {
  constructor(seconds: number) {
    super(`Request timeout after ${seconds} seconds`);
    this.name = 'RequestTimeoutError';
  }
}

function parseErrorBody(text: string): ApiErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && typeof (parsed as ApiErrorBody).message === 'string') {
      return parsed as ApiErrorBody;
    }
  } catch {
    // Not JSON (a proxy's HTML page, plain text): the raw text is already in the message.
  }
  return null;
}

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * The text to show a person for a failed call: the server's own message when it sent one,
 * the timeout sentence for timeouts, otherwise the caller's fallback (e.g. 'Login failed').
 */
export function errorDescription(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.body?.message) return error.body.message;
    // Plain-text bodies are shown; an HTML error page from a proxy is not.
    const text = error.bodyText.trim();
    return text && !text.startsWith('<') ? text : fallback;
  }
  if (error instanceof RequestTimeoutError) return error.message;
  return fallback;
}
