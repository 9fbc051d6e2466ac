/**
 * Exact decimal parsing into scaled integers (paise, milli-units, basis points).
 * Numbers are read through their shortest round-trip text (String(0.1) === '0.1'), so a value
 * typed as 1.1 becomes exactly 110 paise instead of 110.00000000000001.
 */
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

export function toScaledInteger(value: number | string, scale: number): number {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new RangeError(`Not a finite number: ${value}`);
  }
  // An integer (a rate of 18, whole rupees) scales exactly by multiplication, without the text: the returns do this per item.
  if (typeof value === 'number' && Number.isInteger(value)) {
    const scaled = value * 10 ** scale;
    if (Number.isSafeInteger(scaled)) return scaled + 0;
  }
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) {
    throw new RangeError(`Not a decimal number: '${text}'`);
  }
  const [, sign, whole, fraction = ''] = match;
  // Trailing zeros carry no value: '1.500' is exactly 1.50.
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > scale) {
    throw new RangeError(`More than ${scale} decimal places: '${text}'`);
  }
  const digits = (whole || '0') + significant.padEnd(scale, '0');
  const magnitude = Number(digits);
  if (!Number.isSafeInteger(magnitude)) {
    throw new RangeError(`Too large to be exact: '${text}'`);
  }
  // `0 - 0` would still be 0, but `-0` from unary minus would leak into equality checks.
  return sign === '-' && magnitude !== 0 ? -magnitude : magnitude;
}

/** Scaled integer back to a number, e.g. (150, 2) → 1.5. Division by a power of ten is correctly rounded. */
export function fromScaledInteger(value: number, scale: number): number {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`Not a safe integer: ${value}`);
  }
  // `+ 0` turns -0 into 0 so it never prints as '-₹0.00'.
  return value / 10 ** scale + 0;
}

/** Scaled integer as fixed-point text without grouping, e.g. (-5, 2) → '-0.05'. */
export function scaledToFixed(value: number, scale: number): string {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`Not a safe integer: ${value}`);
  }
  const digits = String(Math.abs(value)).padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${value < 0 ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}
