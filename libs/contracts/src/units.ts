/**
 * The one list of units, for invoice lines and products alike (forms, DTOs, CSV import, PDFs):
 * a line picked from a product keeps the product's unit, so both must accept the same values.
 * Each maps to a GST UQC in @hisaab/gst (unitToUqc).
 */
export const UNITS = ['nos', 'pcs', 'kg', 'gm', 'ltr', 'mtr', 'box', 'pack'] as const;
export type Unit = (typeof UNITS)[number];

/** How a unit is printed on invoices and the public page. */
export const UNIT_LABELS: Readonly<Record<Unit, string>> = {
  nos: 'Nos',
  pcs: 'Pcs',
  kg: 'Kg',
  gm: 'Gm',
  ltr: 'Ltr',
  mtr: 'Mtr',
  box: 'Box',
  pack: 'Pack',
};

/** A unit's printed label; a unit from older data prints as stored. */
export const unitLabel = (unit: string): string => (isUnit(unit) ? UNIT_LABELS[unit] : unit);

export const isUnit = (value: unknown): value is Unit => typeof value === 'string' && (UNITS as readonly string[]).includes(value);

export const unitMessage = `Unit must be one of ${UNITS.join(', ')}`;
