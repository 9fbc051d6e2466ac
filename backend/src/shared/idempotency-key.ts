import { DomainError } from './domain-error';

/**
 * The Idempotency-Key header: a retried create or send with the same key gets the first answer. One
 * rule for every endpoint that takes it.
 */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/** 1-255 visible ASCII characters; otherwise 400 IDEMPOTENCY_KEY_INVALID. */
export function assertIdempotencyKey(key: string): void {
  if (key.length < 1 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH || !/^[\x21-\x7e]+$/.test(key)) {
    throw new DomainError('IDEMPOTENCY_KEY_INVALID', `Idempotency-Key must be 1-${MAX_IDEMPOTENCY_KEY_LENGTH} visible ASCII characters`, 'validation');
  }
}

/** The key came with a different request than the one it first answered: 409 IDEMPOTENCY_KEY_REUSED. */
export function idempotencyKeyReused(): DomainError {
  return new DomainError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request', 'conflict');
}
