/** Customers contract (/api/customers, docs/spec/part-1.md §5 "Customer form"): payloads, limits and messages. */

/** POST/PUT /api/customers body: a PUT replaces every field (left out means empty). */
export interface CustomerFields {
  name: string;
  email: string | null;
  phone: string | null;
  gstNumber: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  /** GST state code: from the GSTIN, else from `state`, else as given. */
  stateCode: string | null;
  pincode: string | null;
  /** A unit or developer in a Special Economic Zone: its supplies carry IGST even within the state (docs/gst.md). */
  sezUnit: boolean;
}

/** A customer as /api/customers replies (timestamps ISO 8601). */
export interface CustomerResponse extends CustomerFields {
  id: string;
  createdAt: string;
  updatedAt: string;
}

/** The longest text each customer field takes. */
export const CUSTOMER_TEXT_MAX = { name: 200, email: 254, phone: 20, gstNumber: 20, address: 500, city: 100, state: 100, pincode: 10 } as const;

export const CustomerMessages = {
  nameRequired: 'Name is required',
  email: 'Invalid email address',
  phone: 'Phone number must be exactly 10 digits starting with 6-9',
  gstin: 'Enter a valid 15-character GSTIN',
  pincode: 'PIN code must be 6 digits and cannot start with 0',
  stateCode: 'Select a valid state',
  stateMismatchGstin: (code: string) => `State must match the GSTIN (state code ${code})`,
  stateMismatch: 'State and state code do not match',
  sezUnit: 'SEZ unit must be true or false',
  sezNeedsGstin: 'An SEZ unit is registered under GST: enter its GSTIN',
  text: (label: string, max: number) => `${label} must be text of at most ${max} characters`,
  hasInvoices: 'This customer has invoices and cannot be deleted. Their history is kept.',
  inUse: 'This customer is used by other records and cannot be deleted.',
  /** Said by the customers screen (Save anyway) and the lead conversion (Convert anyway) alike: it names no button. */
  gstinTaken: (name: string) => `${name} already has this GSTIN. Go ahead only for another branch or unit under the same registration.`,
} as const;

/**
 * POST/PUT /api/customers may add `confirmDuplicateGstin: true`: without it, a GSTIN another of the
 * business's customers has is refused (409 CUSTOMER_GSTIN_TAKEN), since it is usually the same customer twice.
 */
export interface CustomerSaveRequest extends Partial<CustomerFields> {
  confirmDuplicateGstin?: boolean;
}
