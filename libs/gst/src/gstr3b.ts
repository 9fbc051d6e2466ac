/**
 * GSTR-3B in the GST portal's JSON (ret_period, sup_details 3.1(a)-(e), inter_sup 3.2, itc_elg 4):
 * outward supplies net of credit notes, from the same documents as GSTR-1; input tax as the caller
 * recorded it, or zeros (never estimated). JSON Schema: libs/gst/schemas/gstr3b.schema.json.
 */
import { toRupees, type Paise } from './money';
import { addTotals, isInterState, isZeroRated, taxabilityOf, ZERO_TOTALS, type ReturnCreditNote, type ReturnInvoice, type ReturnLine, type ReturnParties, type TaxTotals } from './return-documents';

export interface Gstr3bTaxes {
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}

export type Gstr3bSupply = Gstr3bTaxes & { txval: number };

export interface Gstr3bReturn {
  gstin: string;
  ret_period: string;
  sup_details: {
    /** 3.1(a) taxable outward supplies other than zero-rated, nil-rated and exempt. */
    osup_det: Gstr3bSupply;
    /** 3.1(b) zero-rated: exports and SEZ supplies. */
    osup_zero: { txval: number; iamt: number; csamt: number };
    /** 3.1(c) nil-rated and exempt. */
    osup_nil_exmp: { txval: number };
    /** 3.1(d) inward supplies liable to reverse charge. */
    isup_rev: Gstr3bSupply;
    /** 3.1(e) non-GST outward supplies. */
    osup_nongst: { txval: number };
  };
  /** 3.2 inter-state supplies to unregistered persons, composition taxpayers and UIN holders, by place of supply. */
  inter_sup: {
    unreg_details: { pos: string; txval: number; iamt: number }[];
    comp_details: { pos: string; txval: number; iamt: number }[];
    uin_details: { pos: string; txval: number; iamt: number }[];
  };
  /** 4 eligible input tax credit. */
  itc_elg: {
    itc_avl: (Gstr3bTaxes & { ty: 'IMPG' | 'IMPS' | 'ISRC' | 'ISD' | 'OTH' })[];
    itc_rev: (Gstr3bTaxes & { ty: 'RUL' | 'OTH' })[];
    itc_net: Gstr3bTaxes;
    itc_inelg: (Gstr3bTaxes & { ty: 'RUL' | 'OTH' })[];
  };
}

/** Input tax of the period in paise (no taxable value). */
export type TaxAmounts = Omit<TaxTotals, 'taxablePaise'>;

export interface Gstr3bInput {
  gstin: string;
  fp: string;
  invoices: readonly ReturnInvoice[];
  creditNotes?: readonly ReturnCreditNote[];
  /** From recorded purchases; null when none are recorded: table 4 is then zeros, not a guess. */
  inputTax?: {
    /** All other eligible ITC (4A(5)). */
    eligible: TaxAmounts;
    /** Not claimable (4D(2)). */
    ineligible: TaxAmounts;
    /** Inward supplies on reverse charge (3.1(d)); their tax is also eligible ITC (4A(3)). */
    reverseCharge: TaxTotals;
  } | null;
}

const supply = (t: TaxTotals): Gstr3bSupply => ({ txval: toRupees(t.taxablePaise), iamt: toRupees(t.igstPaise), camt: toRupees(t.cgstPaise), samt: toRupees(t.sgstPaise), csamt: toRupees(t.cessPaise) });
const taxes = (t: TaxAmounts): Gstr3bTaxes => ({ iamt: toRupees(t.igstPaise), camt: toRupees(t.cgstPaise), samt: toRupees(t.sgstPaise), csamt: toRupees(t.cessPaise) });
const NO_TAX: TaxAmounts = { cgstPaise: 0, sgstPaise: 0, igstPaise: 0, cessPaise: 0 };

export function buildGstr3b(input: Gstr3bInput): Gstr3bReturn {
  let taxable = ZERO_TOTALS;
  let zeroRated = ZERO_TOTALS;
  let nilExempt: Paise = 0;
  let nonGst: Paise = 0;
  const unregistered = new Map<string, TaxTotals>();

  const add = (lines: readonly ReturnLine[], parties: ReturnParties, sign: 1 | -1) => {
    for (const line of lines) {
      if (isZeroRated(parties.supplyKind)) {
        zeroRated = addTotals(zeroRated, line, sign);
        continue;
      }
      const taxability = taxabilityOf(line, parties.supplyKind);
      if (taxability === 'nil_rated' || taxability === 'exempt') nilExempt += sign * line.taxablePaise;
      else if (taxability === 'non_gst') nonGst += sign * line.taxablePaise;
      else {
        taxable = addTotals(taxable, line, sign);
        if (!parties.buyerGstin && isInterState(parties)) {
          unregistered.set(parties.placeOfSupply, addTotals(unregistered.get(parties.placeOfSupply) ?? ZERO_TOTALS, line, sign));
        }
      }
    }
  };
  for (const invoice of input.invoices) add(invoice.lines, invoice, 1);
  for (const note of input.creditNotes ?? []) add(note.lines, note.invoice, note.noteType === 'D' ? 1 : -1);

  const inputTax = input.inputTax;
  const reverseChargeTax: TaxAmounts = inputTax ? inputTax.reverseCharge : NO_TAX;
  const eligible = inputTax?.eligible ?? NO_TAX;
  const netItc = addTotals({ ...reverseChargeTax, taxablePaise: 0 }, { ...eligible, taxablePaise: 0 });
  return {
    gstin: input.gstin,
    ret_period: input.fp,
    sup_details: {
      osup_det: supply(taxable),
      osup_zero: { txval: toRupees(zeroRated.taxablePaise), iamt: toRupees(zeroRated.igstPaise), csamt: toRupees(zeroRated.cessPaise) },
      osup_nil_exmp: { txval: toRupees(nilExempt) },
      isup_rev: supply(inputTax?.reverseCharge ?? ZERO_TOTALS),
      osup_nongst: { txval: toRupees(nonGst) },
    },
    inter_sup: {
      unreg_details: [...unregistered]
        .filter(([, t]) => t.taxablePaise !== 0 || t.igstPaise !== 0)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([pos, t]) => ({ pos, txval: toRupees(t.taxablePaise), iamt: toRupees(t.igstPaise) })),
      comp_details: [],
      uin_details: [],
    },
    itc_elg: {
      itc_avl: [
        { ty: 'IMPG', ...taxes(NO_TAX) },
        { ty: 'IMPS', ...taxes(NO_TAX) },
        { ty: 'ISRC', ...taxes(reverseChargeTax) },
        { ty: 'ISD', ...taxes(NO_TAX) },
        { ty: 'OTH', ...taxes(eligible) },
      ],
      itc_rev: [
        { ty: 'RUL', ...taxes(NO_TAX) },
        { ty: 'OTH', ...taxes(NO_TAX) },
      ],
      itc_net: taxes(netItc),
      itc_inelg: [
        { ty: 'RUL', ...taxes(NO_TAX) },
        { ty: 'OTH', ...taxes(inputTax?.ineligible ?? NO_TAX) },
      ],
    },
  };
}
