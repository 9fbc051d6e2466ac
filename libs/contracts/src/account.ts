/** The account's end: DELETE /api/auth/delete-account and POST /api/auth/export-data (spec part 2 §2, §5, §9). */

export const ACCOUNT_DELETION = {
  /** What the owner must type, checked by the server too. */
  confirmText: 'DELETE MY ACCOUNT',
  /** Permanent removal this many days after the request; signing in before then cancels it. */
  graceDays: 2,
  reasonMaxLength: 1000,
  /** GST law (CGST Act s. 36) requires the records to be kept this long: the page says so. */
  gstRecordRetentionMonths: 72,
} as const;

export const DATA_EXPORT = {
  /** The e-mailed download link works this long. */
  linkValidDays: 7,
} as const;

export const AccountMessages = {
  confirmationError: 'Confirmation Error',
  confirmTextField: `Please type ${ACCOUNT_DELETION.confirmText} exactly to confirm.`,
  confirmationRequired: 'Confirmation Required',
  reasonTooLong: `Reason must be at most ${ACCOUNT_DELETION.reasonMaxLength} characters`,
  exportRequested: 'Export Requested',
  exportAlreadyRequested: 'A data export was already requested today. The link is e-mailed to you; you can request another tomorrow.',
  exportLinkInvalid: 'This download link is not valid. Please use the link from the e-mail.',
  exportLinkExpired: 'This download link has expired. Please request a new export.',
} as const;

export const AccountErrorCode = {
  DELETE_CONFIRMATION_MISMATCH: 'DELETE_CONFIRMATION_MISMATCH',
  EXPORT_ALREADY_REQUESTED: 'EXPORT_ALREADY_REQUESTED',
  EXPORT_LINK_INVALID: 'EXPORT_LINK_INVALID',
  EXPORT_LINK_EXPIRED: 'EXPORT_LINK_EXPIRED',
} as const;
export type AccountErrorCode = (typeof AccountErrorCode)[keyof typeof AccountErrorCode];

export interface DeleteAccountRequest {
  confirmText: string;
  reason?: string | null;
}

export interface DeleteAccountResponse {
  success: true;
  message: string;
  /** When the account and all its data are removed for good (ISO instant). */
  scheduledFor: string;
}

export interface ExportDataResponse {
  success: true;
  message: string;
}

/** GET /api/auth/export-data/status: whether the business's one export of today (the Indian day) was requested, so the page still reads 'Export Requested' after a reload. */
export interface ExportStatusResponse {
  requestedToday: boolean;
  /** When today's export was requested (ISO instant); null when none was. */
  requestedAt: string | null;
}
