/** GST state and UT codes (docs/gst.md "State and UT codes"). */
export interface State {
  readonly code: string;
  readonly name: string;
  /** UT without legislature: the intra-state half is UTGST instead of SGST. */
  readonly utgst: boolean;
  /** Code no longer issued; kept so old documents and GSTINs still read. */
  readonly retired?: true;
  /** Place of supply for exports only; never a supplier's state. */
  readonly exportOnly?: true;
}

export const STATES: readonly State[] = Object.freeze(
  [
    { code: '01', name: 'Jammu and Kashmir', utgst: false },
    { code: '02', name: 'Himachal Pradesh', utgst: false },
    { code: '03', name: 'Punjab', utgst: false },
    { code: '04', name: 'Chandigarh', utgst: true },
    { code: '05', name: 'Uttarakhand', utgst: false },
    { code: '06', name: 'Haryana', utgst: false },
    { code: '07', name: 'Delhi', utgst: false },
    { code: '08', name: 'Rajasthan', utgst: false },
    { code: '09', name: 'Uttar Pradesh', utgst: false },
    { code: '10', name: 'Bihar', utgst: false },
    { code: '11', name: 'Sikkim', utgst: false },
    { code: '12', name: 'Arunachal Pradesh', utgst: false },
    { code: '13', name: 'Nagaland', utgst: false },
    { code: '14', name: 'Manipur', utgst: false },
    { code: '15', name: 'Mizoram', utgst: false },
    { code: '16', name: 'Tripura', utgst: false },
    { code: '17', name: 'Meghalaya', utgst: false },
    { code: '18', name: 'Assam', utgst: false },
    { code: '19', name: 'West Bengal', utgst: false },
    { code: '20', name: 'Jharkhand', utgst: false },
    { code: '21', name: 'Odisha', utgst: false },
    { code: '22', name: 'Chhattisgarh', utgst: false },
    { code: '23', name: 'Madhya Pradesh', utgst: false },
    { code: '24', name: 'Gujarat', utgst: false },
    { code: '25', name: 'Daman and Diu', utgst: true, retired: true },
    { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', utgst: true },
    { code: '27', name: 'Maharashtra', utgst: false },
    { code: '28', name: 'Andhra Pradesh (Old)', utgst: false, retired: true },
    { code: '29', name: 'Karnataka', utgst: false },
    { code: '30', name: 'Goa', utgst: false },
    { code: '31', name: 'Lakshadweep', utgst: true },
    { code: '32', name: 'Kerala', utgst: false },
    { code: '33', name: 'Tamil Nadu', utgst: false },
    { code: '34', name: 'Puducherry', utgst: false },
    { code: '35', name: 'Andaman and Nicobar Islands', utgst: true },
    { code: '36', name: 'Telangana', utgst: false },
    { code: '37', name: 'Andhra Pradesh', utgst: false },
    { code: '38', name: 'Ladakh', utgst: true },
    { code: '96', name: 'Other Countries', utgst: false, exportOnly: true },
    { code: '97', name: 'Other Territory', utgst: true },
  ].map((state) => Object.freeze(state as State)),
);

/** What pickers show: current codes only, by name. */
export const OFFERED_STATES: readonly State[] = Object.freeze(
  STATES.filter((state) => !state.retired).sort((a, b) => a.name.localeCompare(b.name, 'en')),
);

const byCode = new Map(STATES.map((state) => [state.code, state]));

export function stateByCode(code: string): State | undefined {
  return byCode.get(code);
}

/** Known code, retired ones included (they still appear on old documents). */
export function isValidStateCode(code: string): boolean {
  return byCode.has(code);
}

export function stateName(code: string): string | undefined {
  return byCode.get(code)?.name;
}

/** 'Tamil Nadu (33)' — the spec's place-of-supply display. */
export function stateLabel(code: string): string | undefined {
  const state = byCode.get(code);
  return state && `${state.name} (${state.code})`;
}

const LABELLED = /\((\d{2})\)\s*$/;

/**
 * A place of supply as forms send it: '33', 'Tamil Nadu (33)' or 'Tamil Nadu' → '33'. Retired codes are
 * refused: they stay readable on old documents but are never a new document's place of supply.
 * 'Tamil Nadu (29)' names two different states: refused rather than guessed.
 */
export function parsePlaceOfSupply(input: string): string | undefined {
  const text = input.trim();
  const code = /^\d{2}$/.test(text)
    ? text
    : (LABELLED.exec(text)?.[1] ?? STATES.find((s) => s.name.toLowerCase() === text.toLowerCase())?.code);
  const state = code === undefined ? undefined : stateByCode(code);
  if (!state || state.retired) return undefined;
  const named = text.replace(LABELLED, '').trim();
  if (LABELLED.test(text) && named && named.toLowerCase() !== state.name.toLowerCase()) return undefined;
  return state.code;
}
