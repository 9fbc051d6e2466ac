/** The error body every non-2xx API reply carries. */
export interface ApiErrorBody {
  code: string;
  message: string;
  /** Field messages for VALIDATION_FAILED, or other structured detail. */
  details?: { fields?: Record<string, string> } & Record<string, unknown>;
  requestId: string;
}

/** Stable error codes shared by more than one module. Module-specific codes live beside their domain. */
export const CommonErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  NOT_FOUND: 'NOT_FOUND',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  RATE_LIMITED: 'RATE_LIMITED',
  CONFLICT: 'CONFLICT',
  QUEUE_UNAVAILABLE: 'QUEUE_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
} as const;
