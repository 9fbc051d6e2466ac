import type { PaymentMethod } from '@hisaab/contracts';
import type { BadgeVariant } from '@/components/ui/badge';

/** Spec part 1 §9 "Payment methods". */
export { PAYMENT_METHODS, type PaymentMethod } from '@hisaab/contracts';

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  bank_transfer: 'Bank Transfer',
  cheque: 'Cheque',
  upi: 'UPI',
  card: 'Card',
  other: 'Other',
};

export const METHOD_BADGES: Record<PaymentMethod, BadgeVariant> = {
  cash: 'success',
  bank_transfer: 'secondary',
  cheque: 'warning',
  upi: 'default',
  card: 'outline',
  other: 'outline',
};
