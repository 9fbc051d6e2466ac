/** Customer fields, their rules (docs/spec/part-1.md §5 "Customer form") and the customer's GST state. */
import { type CustomerFields, CustomerMessages } from '@hisaab/contracts';
import { STATES, stateByCode, stateCodeOfGstin, stateName } from '@hisaab/gst';

export type { CustomerFields };
export { CustomerMessages };

/** A stored customer; /api/customers sends it as CustomerResponse (timestamps in ISO 8601). */
export interface Customer extends CustomerFields {
  id: string;
  createdAt: Date;
  updatedAt: Date;
}

export type FieldErrors = Record<string, string>;

/** The form after its fields were checked one by one (http/customers.dto.ts): trimmed, normalised, '' as null. */
export type CheckedCustomerForm = Pick<CustomerFields, 'name'> & Partial<Omit<CustomerFields, 'name'>>;

/**
 * The rules between fields: the GST state code comes from the GSTIN, else from the state's name,
 * else as given, and they must agree; an SEZ unit needs its GSTIN. A state known only by its code
 * is shown by name.
 */
export function resolveCustomer(form: CheckedCustomerForm): { customer: CustomerFields } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const gstState = form.gstNumber ? (stateCodeOfGstin(form.gstNumber) ?? null) : null;
  const givenCode = form.stateCode ?? null;
  const namedCode = form.state ? stateCodeOfName(form.state) : null;
  if (gstState) {
    if (givenCode && givenCode !== gstState) errors.stateCode = CustomerMessages.stateMismatchGstin(gstState);
    if (namedCode && namedCode !== gstState) errors.state = CustomerMessages.stateMismatchGstin(gstState);
  } else if (givenCode && namedCode && givenCode !== namedCode) {
    errors.state = CustomerMessages.stateMismatch;
  }
  const sezUnit = form.sezUnit ?? false;
  if (sezUnit && !form.gstNumber) errors.gstNumber = CustomerMessages.sezNeedsGstin;
  if (Object.keys(errors).length) return { errors };

  const stateCode = gstState ?? givenCode ?? namedCode;
  const state = form.state ?? (stateCode ? (stateName(stateCode) ?? null) : null);
  const { name, email = null, phone = null, gstNumber = null, address = null, city = null, pincode = null } = form;
  return { customer: { name, email, phone, gstNumber, address, city, state, stateCode, pincode, sezUnit } };
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
