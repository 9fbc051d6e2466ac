/** GSTIN format and check character (docs/gst.md "GSTIN"). */
import { stateByCode } from './states';

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
// State code, PAN (5 letters, 4 digits, letter), entity number, a letter (Z normally), check.
const GSTIN_FORMAT = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][A-Z][0-9A-Z]$/;

export type GstinValidation =
  | { valid: true; gstin: string; stateCode: string; pan: string }
  | { valid: false; reason: 'LENGTH' | 'FORMAT' | 'STATE' | 'CHECKSUM' };

export function normalizeGstin(s: string): string {
  return s.trim().toUpperCase();
}

/** Check character for the first 14 characters (weights 1,2,1,2,… in base 36). */
export function gstinCheckCharacter(first14: string): string {
  const text = first14.toUpperCase();
  if (text.length !== 14) {
    throw new RangeError('A GSTIN check character needs exactly 14 characters');
  }
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = CHARSET.indexOf(text[i]);
    if (value < 0) {
      throw new RangeError(`Not a GSTIN character: '${text[i]}'`);
    }
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36];
}

export function validateGstin(s: string): GstinValidation {
  const gstin = normalizeGstin(s);
  if (gstin.length !== 15) return { valid: false, reason: 'LENGTH' };
  if (!GSTIN_FORMAT.test(gstin)) return { valid: false, reason: 'FORMAT' };
  const stateCode = gstin.slice(0, 2);
  const state = stateByCode(stateCode);
  if (!state || state.exportOnly) return { valid: false, reason: 'STATE' };
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return { valid: false, reason: 'CHECKSUM' };
  return { valid: true, gstin, stateCode, pan: gstin.slice(2, 12) };
}

export function isValidGstin(s: string): boolean {
  return validateGstin(s).valid;
}

/** State code of a valid GSTIN, else undefined. */
export function stateCodeOfGstin(s: string): string | undefined {
  const result = validateGstin(s);
  return result.valid ? result.stateCode : undefined;
}
