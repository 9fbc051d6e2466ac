/** Each GSTR-1 section's count and totals (paise), read back from the return itself, as a screen shows them before download. */
import { toRupees, type Paise } from './money';
import { GSTR1_SECTIONS, type Gstr1HsnRow, type Gstr1ItemDetail, type Gstr1Return, type Gstr1Section } from './gstr1-types';

export interface Gstr1SectionTotals {
  section: Gstr1Section;
  /** Invoices or notes (b2b, b2cl, exp, cdnr, cdnur), rows (b2cs, nil, hsn), documents (doc_issue). */
  count: number;
  /** Invoice or note values, where the section has them. */
  valuePaise: Paise;
  taxablePaise: Paise;
  igstPaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  cessPaise: Paise;
}

export const GSTR1_SECTION_LABELS: Readonly<Record<Gstr1Section, string>> = Object.freeze({
  b2b: 'B2B invoices (4A, 4B, 6B, 6C)',
  b2cl: 'B2C large invoices (5)',
  b2cs: 'B2C small, net of notes (7)',
  cdnr: 'Credit/debit notes, registered (9B)',
  cdnur: 'Credit/debit notes, unregistered (9B)',
  exp: 'Exports (6A)',
  nil: 'Nil-rated, exempt, non-GST (8)',
  hsn: 'HSN summary (12)',
  doc_issue: 'Documents issued (13)',
});

type Amounts = Pick<Gstr1ItemDetail, 'txval' | 'iamt' | 'camt' | 'samt' | 'csamt'>;

/** Rupees of the return (written by toRupees: at most 2 decimals) back to paise; × 100 then rounding is exact for those. */
const paiseOf = (rupees: number | undefined) => Math.round((rupees ?? 0) * 100);
const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);

function totals(section: Gstr1Section, count: number, values: readonly number[], amounts: readonly Amounts[]): Gstr1SectionTotals {
  const of = (pick: (a: Amounts) => number | undefined) => sum(amounts.map((a) => paiseOf(pick(a))));
  return {
    section,
    count,
    valuePaise: sum(values.map(paiseOf)),
    taxablePaise: of((a) => a.txval),
    igstPaise: of((a) => a.iamt),
    cgstPaise: of((a) => a.camt),
    sgstPaise: of((a) => a.samt),
    cessPaise: of((a) => a.csamt),
  };
}

function hsnRows(ret: Gstr1Return): Gstr1HsnRow[] {
  if (!ret.hsn) return [];
  return 'data' in ret.hsn ? ret.hsn.data : [...(ret.hsn.hsn_b2b ?? []), ...(ret.hsn.hsn_b2c ?? [])];
}

/** One entry per section, in the return's order, zero where the section is absent. */
export function gstr1Summary(ret: Gstr1Return): Gstr1SectionTotals[] {
  const b2b = (ret.b2b ?? []).flatMap((b) => b.inv);
  const b2cl = (ret.b2cl ?? []).flatMap((b) => b.inv);
  const cdnr = (ret.cdnr ?? []).flatMap((c) => c.nt);
  const cdnur = ret.cdnur ?? [];
  const exp = (ret.exp ?? []).flatMap((e) => e.inv);
  const nil = (ret.nil?.inv ?? []).filter((r) => r.nil_amt !== 0 || r.expt_amt !== 0 || r.ngsup_amt !== 0);
  const hsn = hsnRows(ret);
  const docs = (ret.doc_issue?.doc_det ?? []).flatMap((d) => d.docs);
  const byKey: Record<Gstr1Section, Gstr1SectionTotals> = {
    b2b: totals('b2b', b2b.length, b2b.map((i) => i.val), b2b.flatMap((i) => i.itms.map((t) => t.itm_det))),
    b2cl: totals('b2cl', b2cl.length, b2cl.map((i) => i.val), b2cl.flatMap((i) => i.itms.map((t) => t.itm_det))),
    b2cs: totals('b2cs', ret.b2cs?.length ?? 0, [], ret.b2cs ?? []),
    cdnr: totals('cdnr', cdnr.length, cdnr.map((n) => n.val), cdnr.flatMap((n) => n.itms.map((t) => t.itm_det))),
    cdnur: totals('cdnur', cdnur.length, cdnur.map((n) => n.val), cdnur.flatMap((n) => n.itms.map((t) => t.itm_det))),
    exp: totals('exp', exp.length, exp.map((i) => i.val), exp.flatMap((i) => i.itms)),
    nil: totals('nil', nil.length, [], nil.map((r) => ({ txval: toRupees(paiseOf(r.nil_amt) + paiseOf(r.expt_amt) + paiseOf(r.ngsup_amt)), csamt: 0 }))),
    hsn: totals('hsn', hsn.length, [], hsn),
    doc_issue: totals('doc_issue', sum(docs.map((d) => d.totnum)), [], []),
  };
  return GSTR1_SECTIONS.map((section) => byKey[section]);
}
