/**
 * What kind of failure a domain error is. The HTTP layer maps kinds to statuses, so domain code
 * never knows about HTTP.
 */
export type DomainErrorKind =
  | 'validation'
  /** Well-formed, but the records it needs are not fit for it yet (a return with documents to fix): 422. */
  | 'unprocessable'
  | 'not_found'
  | 'conflict'
  | 'unauthenticated'
  | 'forbidden'
  | 'payment_required'
  | 'rate_limited'
  | 'unavailable';

/** A failure the user can act on, with a stable machine-readable code (e.g. INVOICE_NOT_SENDABLE). */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly kind: DomainErrorKind = 'conflict',
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  static notFound(what: string, code = 'NOT_FOUND'): DomainError {
    return new DomainError(code, `${what} not found`, 'not_found');
  }

  static validation(fields: Record<string, string>, message = 'Please correct the highlighted fields'): DomainError {
    return new DomainError('VALIDATION_FAILED', message, 'validation', { fields });
  }
}
