import type { PaymentMethod } from '@hisaab/contracts';
import type { BadgeVariant } from '@/components/ui/badge';

/** Spec part 1 §9 "Payment methods". */
export { PAYMENT_METHODS, type PaymentMethod } from '@hisaab/contracts';

export { PAYMENT_METHOD_LABELS as METHOD_LABELS } from '@/lib/payment-methods';

export const METHOD_BADGES: Record<PaymentMethod, BadgeVariant> = {
  cash: 'success',
  bank_transfer: 'secondary',
  cheque: 'warning',
  upi: 'default',
  card: 'outline',
  other: 'outline',
};
