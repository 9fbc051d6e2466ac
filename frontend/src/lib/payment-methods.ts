import type { PaymentMethod } from '@hisaab/contracts';

/** How each payment method is written, wherever a payment is recorded (Record Payment, Mark as Paid). */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  bank_transfer: 'Bank Transfer',
  cheque: 'Cheque',
  upi: 'UPI',
  card: 'Card',
  other: 'Other',
};
