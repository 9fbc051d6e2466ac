/** Quantities and percentage rates as exact integers. */
import { fromScaledInteger, toScaledInteger } from './decimal';

/** Quantity (up to 3 decimals) → integer milli-units: '1.5' → 1500. */
export function toMilli(quantity: number | string): number {
  const milli = toScaledInteger(quantity, 3);
  if (milli < 0) {
    throw new RangeError(`Quantity cannot be negative: ${quantity}`);
  }
  return milli;
}

/** Milli-units → quantity: 1500 → 1.5. */
export function fromMilli(milli: number): number {
  return fromScaledInteger(milli, 3);
}

/** Percentage rate (up to 2 decimals) → basis points: 0.25 → 25, 18 → 1800. */
export function rateToBp(ratePercent: number | string): number {
  const bp = toScaledInteger(ratePercent, 2);
  if (bp < 0) {
    throw new RangeError(`Rate cannot be negative: ${ratePercent}`);
  }
  return bp;
}

/** Basis points → percentage rate: 25 → 0.25. */
export function bpToRate(bp: number): number {
  return fromScaledInteger(bp, 2);
}
