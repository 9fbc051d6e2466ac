/** Field checks of docs/gst.md "Field checks". Validators take the value as it will be stored. */
const MOBILE = /^[6-9][0-9]{9}$/;
const PINCODE = /^[1-9][0-9]{5}$/;
const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
const UDYAM = /^UDYAM-[A-Z]{2}-[0-9]{2}-[0-9]{7}$/;
const HSN = /^(?:[0-9]{4}|[0-9]{6}|[0-9]{8})$/;

/** '+91 98765-43210', '098765 43210', '919876543210' → '9876543210'; other input only loses non-digits. */
export function normalizeMobile(s: string): string {
  const digits = s.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/** Indian mobile number, after normalizeMobile (store the normalized form). */
export function isValidMobile(s: string): boolean {
  return MOBILE.test(normalizeMobile(s));
}

export function isValidPincode(s: string): boolean {
  return PINCODE.test(s);
}

export function isValidPan(s: string): boolean {
  return PAN.test(s);
}

export function isValidUdyam(s: string): boolean {
  return UDYAM.test(s);
}

/** HSN or SAC: digits only, 4, 6 or 8 long. */
export function isValidHsn(s: string): boolean {
  return HSN.test(s);
}
