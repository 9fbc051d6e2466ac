import { ApiError } from './api-error';

/**
 * The field messages of a 400 VALIDATION_FAILED reply (`details.fields`), so a form can show the
 * server's message under the field it concerns. Keys are the API's field names, e.g. 'gstNumber'
 * or 'invoice.dueDate'.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  return error.body?.details?.fields ?? {};
}
