import { creditNoteOf, invoiceOf, KA_BUYER, SUPPLIER_GSTIN } from '../../../test-support/gst-documents';
import { buildGstr1 } from './gstr1';
import { gstr1Summary } from './gstr1-summary';

describe('GSTR-1 section totals', () => {
  it('counts and sums each section in paise, zero where a section is absent', () => {
    const b2b = invoiceOf({ number: 'A1', date: '2025-05-02', buyerGstin: KA_BUYER, placeOfSupply: '29', lines: [{ quantity: 1, rate: 1000.1, gstRate: 18 }, { quantity: 1, rate: 0.2, gstRate: 18 }] });
    const b2cs = invoiceOf({ number: 'A2', date: '2025-05-03', placeOfSupply: '33', lines: [{ quantity: 1, rate: 100, gstRate: 5 }, { quantity: 1, rate: 10, gstRate: 0 }] });
    const note = creditNoteOf(b2b, { number: 'C1', date: '2025-05-04', lines: [{ quantity: 1, rate: 100, gstRate: 18 }] });
    const ret = buildGstr1({ gstin: SUPPLIER_GSTIN, fp: '052025', invoices: [b2b, b2cs], creditNotes: [note], documents: [{ kind: 'invoice', number: 'A1', cancelled: false }, { kind: 'invoice', number: 'A2', cancelled: false }] });
    const byKey = Object.fromEntries(gstr1Summary(ret).map((s) => [s.section, s]));
    expect(byKey.b2b).toEqual({ section: 'b2b', count: 1, valuePaise: 118_000, taxablePaise: 100_030, igstPaise: 18_006, cgstPaise: 0, sgstPaise: 0, cessPaise: 0 });
    expect(byKey.b2cs).toEqual({ section: 'b2cs', count: 1, valuePaise: 0, taxablePaise: 10_000, igstPaise: 0, cgstPaise: 250, sgstPaise: 250, cessPaise: 0 });
    expect(byKey.cdnr).toMatchObject({ count: 1, valuePaise: 11_800, taxablePaise: 10_000, igstPaise: 1_800 });
    expect(byKey.nil).toMatchObject({ count: 1, taxablePaise: 1_000 });
    expect(byKey.hsn).toMatchObject({ count: 3, taxablePaise: 100_030 + 10_000 + 1_000 - 10_000 });
    expect(byKey.doc_issue).toMatchObject({ count: 2 });
    expect(byKey.b2cl).toEqual({ section: 'b2cl', count: 0, valuePaise: 0, taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0, cessPaise: 0 });
  });
});
