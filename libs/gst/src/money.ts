/** Money is integer paise everywhere; rupees exist only at the edges (API numbers, display). */
import { fromScaledInteger, toScaledInteger } from './decimal';

/** An amount in paise (₹1 = 100): an integer. Fields holding one are named …Paise. */
export type Paise = number;

/** Rupees (number or decimal text, at most 2 decimals) → integer paise, exactly. */
export function toPaise(rupees: number | string): Paise {
  return toScaledInteger(rupees, 2);
}

/** Integer paise → rupees as a number with at most 2 decimals (the API's money format). */
export function toRupees(paise: Paise): number {
  return fromScaledInteger(paise, 2);
}

/** Unit prices carry up to 4 decimals of a rupee: exact as integer 1/100 paise ('14.285' → 142850). */
export const PRICE_DECIMALS = 4;
export const PRICE_UNITS_PER_PAISA = 100n;

export function toPriceUnits(rupees: number | string): number {
  return toScaledInteger(rupees, PRICE_DECIMALS);
}

const unitPrice = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: PRICE_DECIMALS });

/** '14.285', '1,200.00' — a unit price with its own decimals (2 to 4), Indian grouping, no symbol. */
export function formatUnitPrice(rupees: number): string {
  return unitPrice.format(fromScaledInteger(toPriceUnits(rupees), PRICE_DECIMALS));
}

/**
 * Integer division rounded half away from zero (the "half-up" of money: 2.5 → 3, −2.5 → −3).
 * Works in BigInt so products such as quantity × price × rate never lose precision.
 */
export function divRoundHalfUp(numerator: bigint, denominator: bigint): bigint;
export function divRoundHalfUp(numerator: number, denominator: number): number;
export function divRoundHalfUp(numerator: number | bigint, denominator: number | bigint): number | bigint {
  if (typeof numerator === 'number' || typeof denominator === 'number') {
    if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator)) {
      throw new RangeError('divRoundHalfUp needs safe integers');
    }
    return toSafeNumber(divBig(BigInt(numerator), BigInt(denominator)));
  }
  return divBig(numerator, denominator);
}

function divBig(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) {
    throw new RangeError('Division by zero');
  }
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const magnitude = (2n * n + d) / (2n * d);
  return negative ? -magnitude : magnitude;
}

/** BigInt result back to a number, refusing anything that would not be exact. */
export function toSafeNumber(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) {
    throw new RangeError(`Amount too large to be exact: ${value}`);
  }
  return result;
}

/** Exact sum of paise amounts; throws rather than lose a paisa beyond 2^53. */
export function sumPaise(values: readonly Paise[]): Paise {
  let total = 0n;
  for (const value of values) {
    if (!Number.isSafeInteger(value)) {
      throw new RangeError(`Not integer paise: ${value}`);
    }
    total += BigInt(value);
  }
  return toSafeNumber(total);
}

/** Paise rounded half away from zero to whole rupees (still in paise): 12350 → 12400. */
export function roundToRupee(paise: Paise): Paise {
  return divRoundHalfUp(paise, 100) * 100;
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const amount = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '₹1,23,45,678.90' — Indian digit grouping. */
export function formatINR(paise: Paise): string {
  return inr.format(toRupees(paise));
}

/** '1,23,45,678.90' — as formatINR, without the symbol (tables, PDFs). */
export function formatAmount(paise: Paise): string {
  return amount.format(toRupees(paise));
}
