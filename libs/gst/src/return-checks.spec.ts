import { creditNoteOf, invoiceOf, KA_BUYER, SUPPLIER_GSTIN } from '../../../test-support/gst-documents';
import { returnProblems } from './return-checks';

describe('what to fix before a return is built', () => {
  const ok = invoiceOf({ number: 'OK1', date: '2025-05-01', buyerGstin: KA_BUYER, placeOfSupply: '29', lines: [{ quantity: 1, rate: 10, gstRate: 18 }] });

  it('nothing for well-formed documents', () => {
    expect(returnProblems({ gstin: SUPPLIER_GSTIN, invoices: [ok] })).toEqual([]);
  });

  it('the filer without a valid GSTIN', () => {
    expect(returnProblems({ gstin: null, invoices: [] })).toEqual([
      { code: 'SUPPLIER_GSTIN_MISSING', documentKind: 'business', documentId: null, documentNumber: null, message: 'Add your GSTIN in Configuration: returns are filed under it' },
    ]);
    expect(returnProblems({ gstin: '29AAFCC9980M1ZA', invoices: [] }).map((p) => p.code)).toEqual(['SUPPLIER_GSTIN_INVALID']);
    expect(returnProblems({ gstin: SUPPLIER_GSTIN, composition: true, invoices: [] }).map((p) => p.code)).toEqual(['COMPOSITION_SCHEME']);
  });

  it('each document problem names the document and the line', () => {
    const b2bNoHsn = invoiceOf({ id: 'inv-1', number: 'INV/1', date: '2025-05-02', buyerGstin: KA_BUYER, placeOfSupply: '29', lines: [{ quantity: 1, rate: 10, gstRate: 18 }, { quantity: 1, rate: 10, gstRate: 18, hsn: null, description: 'Steel rod' }] });
    const badGstin = invoiceOf({ id: 'inv-2', number: 'INV/2', date: '2025-05-03', buyerGstin: '29AAFCC9980M1ZA', placeOfSupply: '29', lines: [{ quantity: 1, rate: 10, gstRate: 18, hsn: '12AB' }] });
    const noPlace = { ...invoiceOf({ id: 'inv-3', number: 'INV/3', date: '2025-05-04', placeOfSupply: '33', lines: [{ quantity: 1, rate: 10, gstRate: 18 }] }), placeOfSupply: '' };
    const exportTo33 = { ...invoiceOf({ id: 'inv-4', number: 'INV/4', date: '2025-05-04', placeOfSupply: '33', lines: [{ quantity: 1, rate: 10, gstRate: 18 }] }), supplyKind: 'export_with_payment' as const };
    const b2cNoHsn = invoiceOf({ id: 'inv-5', number: 'INV/5', date: '2025-05-05', placeOfSupply: '33', lines: [{ quantity: 1, rate: 10, gstRate: 18, hsn: null }] });
    const note = creditNoteOf(b2bNoHsn, { number: 'CN/1', date: '2025-05-06', lines: [{ quantity: 1, rate: 10, gstRate: 18, hsn: null, description: 'Steel rod' }] });
    expect(returnProblems({ gstin: SUPPLIER_GSTIN, invoices: [ok, b2bNoHsn, badGstin, noPlace, exportTo33, b2cNoHsn], creditNotes: [note] })).toEqual([
      { code: 'HSN_MISSING', documentKind: 'invoice', documentId: 'inv-1', documentNumber: 'INV/1', message: 'Line 2 (Steel rod) has no HSN/SAC: every line of an invoice to a GSTIN customer needs one' },
      { code: 'BUYER_GSTIN_INVALID', documentKind: 'invoice', documentId: 'inv-2', documentNumber: 'INV/2', message: "Invoice INV/2 names GSTIN 29AAFCC9980M1ZA, which is not valid: B2B needs the buyer's valid GSTIN" },
      { code: 'HSN_INVALID', documentKind: 'invoice', documentId: 'inv-2', documentNumber: 'INV/2', message: "Line 1 (Item 1): HSN/SAC '12AB' must be 4, 6 or 8 digits" },
      { code: 'PLACE_OF_SUPPLY_INVALID', documentKind: 'invoice', documentId: 'inv-3', documentNumber: 'INV/3', message: 'Invoice INV/3 has no valid place of supply: every return row is reported by its state' },
      { code: 'PLACE_OF_SUPPLY_INVALID', documentKind: 'invoice', documentId: 'inv-4', documentNumber: 'INV/4', message: "Invoice INV/4 has no valid place of supply ('33'): every return row is reported by its state" },
      { code: 'HSN_MISSING', documentKind: 'invoice', documentId: 'inv-5', documentNumber: 'INV/5', message: 'Line 1 (Item 1) has no HSN/SAC: the HSN summary (Table 12) reports every line by its code' },
      { code: 'HSN_MISSING', documentKind: 'credit_note', documentId: 'id-CN/1', documentNumber: 'CN/1', message: 'Line 1 (Steel rod) has no HSN/SAC: every line of an invoice to a GSTIN customer needs one' },
    ]);
  });
});
