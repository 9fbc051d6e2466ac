/** Customer fields, their rules (docs/spec/part-1.md §5 "Customer form") and the customer's GST state. */
import { CUSTOMER_TEXT_MAX, type CustomerFields, CustomerMessages, EMAIL_PATTERN } from '@hisaab/contracts';
import { isValidMobile, isValidPincode, normalizeGstin, normalizeMobile, STATES, stateByCode, stateName, validateGstin } from '@hisaab/gst';

export type { CustomerFields };
export { CustomerMessages };

/** A stored customer; /api/customers sends it as CustomerResponse (timestamps in ISO 8601). */
export interface Customer extends CustomerFields {
  id: string;
  createdAt: Date;
  updatedAt: Date;
}

export type CustomerInput = { [K in keyof CustomerFields]?: unknown };
export type FieldErrors = Record<string, string>;

/** Validates and normalises a customer form (a PUT replaces every field, so absent means empty). */
export function parseCustomer(input: CustomerInput): { customer: CustomerFields } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const text = (key: keyof CustomerFields, label: string, max: number): string | null => {
    const value = input[key];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string' || value.length > max) {
      errors[key] = CustomerMessages.text(label, max);
      return null;
    }
    return value.trim() === '' ? null : value.trim();
  };

  const name = text('name', 'Name', CUSTOMER_TEXT_MAX.name);
  if (!name && !errors.name) errors.name = CustomerMessages.nameRequired;
  if (errors.name && typeof input.name !== 'string') errors.name = CustomerMessages.nameRequired;

  const email = text('email', 'Email', CUSTOMER_TEXT_MAX.email);
  if (email && !EMAIL_PATTERN.test(email)) errors.email = CustomerMessages.email;

  let phone = text('phone', 'Phone', CUSTOMER_TEXT_MAX.phone);
  if (phone) {
    phone = normalizeMobile(phone);
    if (!isValidMobile(phone)) errors.phone = CustomerMessages.phone;
  }
  if (errors.phone === CustomerMessages.text('Phone', CUSTOMER_TEXT_MAX.phone)) errors.phone = CustomerMessages.phone;

  let gstNumber = text('gstNumber', 'GSTIN', CUSTOMER_TEXT_MAX.gstNumber);
  let gstState: string | null = null;
  if (gstNumber) {
    gstNumber = normalizeGstin(gstNumber);
    const result = validateGstin(gstNumber);
    if (result.valid) gstState = result.stateCode;
    else errors.gstNumber = CustomerMessages.gstin;
  }
  if (errors.gstNumber === CustomerMessages.text('GSTIN', CUSTOMER_TEXT_MAX.gstNumber)) errors.gstNumber = CustomerMessages.gstin;

  const address = text('address', 'Address', CUSTOMER_TEXT_MAX.address);
  const city = text('city', 'City', CUSTOMER_TEXT_MAX.city);
  let state = text('state', 'State', CUSTOMER_TEXT_MAX.state);
  const pincode = text('pincode', 'PIN code', CUSTOMER_TEXT_MAX.pincode);
  if (pincode && !isValidPincode(pincode)) errors.pincode = CustomerMessages.pincode;

  let givenCode: string | null = null;
  const rawCode = input.stateCode;
  if (rawCode !== undefined && rawCode !== null && rawCode !== '') {
    const code = typeof rawCode === 'string' ? rawCode.trim() : typeof rawCode === 'number' ? String(rawCode).padStart(2, '0') : '';
    if (stateByCode(code) && !stateByCode(code)?.retired) givenCode = code;
    else errors.stateCode = CustomerMessages.stateCode;
  }
  const namedCode = state ? stateCodeOfName(state) : null;

  let stateCode: string | null = gstState ?? givenCode ?? namedCode;
  if (gstState) {
    if (givenCode && givenCode !== gstState) errors.stateCode = CustomerMessages.stateMismatchGstin(gstState);
    if (namedCode && namedCode !== gstState) errors.state = CustomerMessages.stateMismatchGstin(gstState);
  } else if (givenCode && namedCode && givenCode !== namedCode) {
    errors.state = CustomerMessages.stateMismatch;
  }
  if (errors.gstNumber || errors.stateCode) stateCode = null;

  let sezUnit = false;
  if (input.sezUnit !== undefined && input.sezUnit !== null) {
    if (typeof input.sezUnit === 'boolean') sezUnit = input.sezUnit;
    else errors.sezUnit = CustomerMessages.sezUnit;
  }
  if (sezUnit && !gstNumber && !errors.gstNumber) errors.gstNumber = CustomerMessages.sezNeedsGstin;
  // A state known only by its code is shown by name.
  if (!state && stateCode) state = stateName(stateCode) ?? null;

  if (Object.keys(errors).length) return { errors };
  return { customer: { name: name as string, email, phone, gstNumber, address, city, state, stateCode, pincode, sezUnit } };
}

const STATE_CODE_BY_NAME = new Map<string, string>();
for (const s of STATES) {
  if (!s.retired) STATE_CODE_BY_NAME.set(simplify(s.name), s.code);
}
// Common spellings people type.
for (const [alias, code] of [
  ['orissa', '21'],
  ['pondicherry', '34'],
  ['newdelhi', '07'],
  ['nctofdelhi', '07'],
  ['jammukashmir', '01'],
  ['andamannicobar', '35'],
  ['andamanandnicobar', '35'],
  ['dadranagarhaveli', '26'],
  ['damananddiu', '26'],
  ['dadraandnagarhaveli', '26'],
  ['uttaranchal', '05'],
] as const) {
  STATE_CODE_BY_NAME.set(alias, code);
}

function simplify(name: string): string {
  return name.toLowerCase().replace(/&/g, 'and').replace(/[^a-z]/g, '');
}

/**
 * 'Tamil Nadu', 'tamil nadu', 'Tamil Nadu (33)', '33' → '33'; unknown text → null (kept as
 * typed, with no state code).
 */
export function stateCodeOfName(text: string): string | null {
  const trimmed = text.trim();
  const labelled = /\((\d{2})\)\s*$/.exec(trimmed);
  if (labelled && stateByCode(labelled[1]) && !stateByCode(labelled[1])?.exportOnly) return labelled[1];
  if (/^\d{2}$/.test(trimmed)) {
    const state = stateByCode(trimmed);
    return state && !state.retired && !state.exportOnly ? trimmed : null;
  }
  return STATE_CODE_BY_NAME.get(simplify(trimmed)) ?? null;
}
