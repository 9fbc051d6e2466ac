import { ACCOUNT_DELETION } from '@hisaab/contracts';

/** Facts the landing page and the policy pages must state identically (docs/spec/part-2.md, §9). */

export const PRODUCT_NAME = 'Hisaab';
export const PRODUCT_TAGLINE = 'Business Management & GST Compliance';

export const POLICY_LAST_UPDATED = 'July 14, 2025';
export const SUPPORT_EMAIL = 'support@hisaab.app';
export const SUPPORT_HOURS = 'Mon-Fri 9 AM to 6 PM IST';

export const REFUND_WINDOW_DAYS = 20;
export const REFUND_MIN_PLAN_YEARS = 2;
export const REFUND_PROCESSING_BUSINESS_DAYS = 20;

/** The server's own numbers: removal this many days after the request (signing in before then cancels it). */
export const ACCOUNT_DELETION_DAYS = ACCOUNT_DELETION.graceDays;
export const GST_RECORD_RETENTION_MONTHS = ACCOUNT_DELETION.gstRecordRetentionMonths;
export const DATA_EXPORT_HOURS = 24;

export const POLICY_LINKS = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-conditions', label: 'Terms & Conditions' },
  { to: '/cancellation-refund', label: 'Cancellation & Refund' },
  { to: '/shipping-delivery', label: 'Shipping & Delivery' },
] as const;
