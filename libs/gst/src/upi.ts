/** UPI payment links (docs/gst.md "UPI payment link and QR"). */
import { scaledToFixed } from './decimal';
import type { Paise } from './money';

const VPA = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

export interface UpiPayment {
  vpa: string;
  payeeName: string;
  amountPaise: Paise;
  note: string;
  /** `tr`, e.g. the invoice number; a business setting because some apps refuse it on personal VPAs. */
  reference?: string;
}

/** 'shop@okicici', 'ravi.kumar-1@ybl'. */
export function isValidVpa(vpa: string): boolean {
  return VPA.test(vpa);
}

/** `upi://pay?pa=…&pn=…&am=1234.50&cu=INR&tn=…[&tr=…]`, values percent-encoded (space as %20, not '+'). */
export function upiPaymentUri({ vpa, payeeName, amountPaise, note, reference }: UpiPayment): string {
  if (!isValidVpa(vpa)) {
    throw new RangeError(`Invalid UPI id: '${vpa}'`);
  }
  if (!payeeName.trim()) {
    throw new RangeError('Payee name is required');
  }
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) {
    throw new RangeError(`Amount must be positive integer paise: ${amountPaise}`);
  }
  const params: [string, string][] = [
    // '@' is legal in a query and some UPI apps do not decode '%40' in the VPA.
    ['pa', encodeURIComponent(vpa).replace('%40', '@')],
    ['pn', encodeURIComponent(payeeName.trim())],
    ['am', scaledToFixed(amountPaise, 2)],
    ['cu', 'INR'],
    ['tn', encodeURIComponent(note)],
  ];
  if (reference) params.push(['tr', encodeURIComponent(reference)]);
  return `upi://pay?${params.map(([key, value]) => `${key}=${value}`).join('&')}`;
}
