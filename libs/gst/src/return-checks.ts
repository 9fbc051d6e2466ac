/**
 * What keeps a return from being filed as it stands: each problem names the document to open, so it is
 * fixed at the source instead of in a file the portal refuses (docs/gst.md "GSTR-1").
 */
import { validateGstin } from './gstin';
import { isValidHsn } from './fields';
import { EXPORT_PLACE_OF_SUPPLY, isExport, type ReturnCreditNote, type ReturnInvoice, type ReturnLine, type ReturnParties } from './return-documents';
import { stateByCode } from './states';

export type ReturnProblemCode = 'COMPOSITION_SCHEME' | 'SUPPLIER_GSTIN_MISSING' | 'SUPPLIER_GSTIN_INVALID' | 'BUYER_GSTIN_INVALID' | 'PLACE_OF_SUPPLY_INVALID' | 'HSN_MISSING' | 'HSN_INVALID';

export interface ReturnProblem {
  code: ReturnProblemCode;
  /** 'business' for the filer's own settings. */
  documentKind: 'business' | 'invoice' | 'credit_note';
  documentId: string | null;
  documentNumber: string | null;
  message: string;
}

const lineName = (line: ReturnLine, index: number) => `Line ${index + 1} (${line.description.trim() || 'no name'})`;

type Found = (code: ReturnProblemCode, message: string) => void;

function partyProblems(parties: ReturnParties, number: () => string, isValidGstin: (gstin: string) => boolean, found: Found): void {
  if (parties.buyerGstin && !isValidGstin(parties.buyerGstin)) {
    found('BUYER_GSTIN_INVALID', `${number()} names GSTIN ${parties.buyerGstin}, which is not valid: B2B needs the buyer's valid GSTIN`);
  }
  const state = stateByCode(parties.placeOfSupply);
  const exported = isExport(parties.supplyKind);
  if (!state || (parties.placeOfSupply === EXPORT_PLACE_OF_SUPPLY) !== exported) {
    found('PLACE_OF_SUPPLY_INVALID', `${number()} has no valid place of supply${parties.placeOfSupply ? ` ('${parties.placeOfSupply}')` : ''}: every return row is reported by its state`);
  }
}

function lineProblems(lines: readonly ReturnLine[], registeredBuyer: boolean, found: Found): void {
  lines.forEach((line, index) => {
    const hsn = line.hsn?.trim();
    if (!hsn) {
      const why = registeredBuyer ? 'every line of an invoice to a GSTIN customer needs one' : 'the HSN summary (Table 12) reports every line by its code';
      found('HSN_MISSING', `${lineName(line, index)} has no HSN/SAC: ${why}`);
    } else if (!isValidHsn(hsn)) found('HSN_INVALID', `${lineName(line, index)}: HSN/SAC '${hsn}' must be 4, 6 or 8 digits`);
  });
}

/**
 * Every problem of the filer and of the period's documents, in document order. Empty: the return can be built.
 * A month is some 10,000 documents and 50,000 lines with no problem at all: each check adds what it finds to
 * the list, and a document's name is spelled out only for a problem.
 */
export function returnProblems(input: { gstin: string | null; composition?: boolean; invoices: readonly ReturnInvoice[]; creditNotes?: readonly ReturnCreditNote[] }): ReturnProblem[] {
  const problems: ReturnProblem[] = [];
  const business = { documentKind: 'business' as const, documentId: null, documentNumber: null };
  // A month repeats a few hundred GSTINs over thousands of invoices: each is checked once.
  const checked = new Map<string, boolean>();
  const isValidGstin = (gstin: string) => checked.get(gstin) ?? checked.set(gstin, validateGstin(gstin).valid).get(gstin)!;
  if (input.composition) {
    problems.push({ ...business, code: 'COMPOSITION_SCHEME', message: 'Composition taxpayers file CMP-08 and GSTR-4, not GSTR-1 or GSTR-3B: turn the scheme off in GST Settings if you have left it' });
  }
  if (!input.gstin) problems.push({ ...business, code: 'SUPPLIER_GSTIN_MISSING', message: 'Add your GSTIN in Configuration: returns are filed under it' });
  else if (!validateGstin(input.gstin).valid) problems.push({ ...business, code: 'SUPPLIER_GSTIN_INVALID', message: `Your GSTIN ${input.gstin} is not valid: correct it in Configuration` });
  for (const invoice of input.invoices) {
    const found: Found = (code, message) => problems.push({ code, message, documentKind: 'invoice', documentId: invoice.id, documentNumber: invoice.number });
    partyProblems(invoice, () => `Invoice ${invoice.number}`, isValidGstin, found);
    lineProblems(invoice.lines, !!invoice.buyerGstin, found);
  }
  for (const note of input.creditNotes ?? []) {
    const found: Found = (code, message) => problems.push({ code, message, documentKind: 'credit_note', documentId: note.id, documentNumber: note.number });
    partyProblems(note.invoice, () => `Credit note ${note.number} (invoice ${note.invoice.number})`, isValidGstin, found);
    lineProblems(note.lines, !!note.invoice.buyerGstin, found);
  }
  return problems;
}
