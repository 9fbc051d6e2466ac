/** Units to GST Unit Quantity Codes (docs/gst.md "Units and UQC"). */
const UQC_BY_UNIT: Readonly<Record<string, string>> = Object.freeze({
  nos: 'NOS',
  pcs: 'PCS',
  kg: 'KGS',
  gm: 'GMS',
  ltr: 'LTR',
  mtr: 'MTR',
  box: 'BOX',
  pack: 'PAC',
});

/** The app's unit ('kg', 'Pcs ') → UQC; anything unmapped is 'OTH'. */
export function unitToUqc(unit: string): string {
  const key = unit.trim().toLowerCase();
  return Object.hasOwn(UQC_BY_UNIT, key) ? UQC_BY_UNIT[key] : 'OTH';
}

/** SAC codes (services) start with 99. */
export function isServiceHsn(hsn: string): boolean {
  return hsn.trim().startsWith('99');
}

/** UQC for a line: services have none ('NA'), goods map their unit. */
export function uqcFor(hsn: string, unit: string): string {
  return isServiceHsn(hsn) ? 'NA' : unitToUqc(unit);
}
