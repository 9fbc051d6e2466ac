/**
 * GSTR-1 in the GST offline tool's JSON (docs/gst.md "GSTR-1"): each invoice and credit note routed to
 * its section, amounts summed in paise and written in rupees once, empty sections left out.
 */
import { toRupees, type Paise } from './money';
import { rateToBp } from './quantity';
import {
  accumulate,
  addTotals,
  b2clLimitPaise,
  isExport,
  isInterState,
  isZeroTotals,
  returnDate,
  taxabilityOf,
  totalsByRate,
  ZERO_TOTALS,
  type IssuedDocument,
  type ReturnCreditNote,
  type ReturnInvoice,
  type ReturnLine,
  type ReturnParties,
  type TaxTotals,
} from './return-documents';
import { gstr1DocIssue } from './gstr1-doc-issue';
import { HsnTable } from './gstr1-hsn';
import type { Gstr1B2b, Gstr1B2cl, Gstr1B2cs, Gstr1Cdnr, Gstr1Cdnur, Gstr1Exp, Gstr1InvoiceType, Gstr1Item, Gstr1ItemDetail, Gstr1Nil, Gstr1NilSupplyType, Gstr1Return } from './gstr1-types';

/** The offline tool version whose format this follows. */
export const GSTR1_VERSION = 'GST3.2.1';

export interface Gstr1Input {
  /** The filer's GSTIN. */
  gstin: string;
  /** 'MMYYYY': the month, or a quarter's last month. */
  fp: string;
  /** Issued invoices dated in the period (cancelled ones only in `documents`). */
  invoices: readonly ReturnInvoice[];
  /** Credit and debit notes dated in the period. */
  creditNotes?: readonly ReturnCreditNote[];
  /** Every numbered document of the period, cancelled ones included (Table 13). */
  documents?: readonly IssuedDocument[];
}

export type InvoiceSection = 'b2b' | 'b2cl' | 'b2cs' | 'exp';
export type NoteSection = 'cdnr' | 'cdnur' | 'b2cs';

/** Where an invoice's taxed lines go: registered buyers (SEZ, deemed exports too) b2b, exports exp, large inter-state B2C b2cl, the rest b2cs. */
export function invoiceSection(invoice: ReturnParties & { date: string; totalPaise: Paise }): InvoiceSection {
  if (isExport(invoice.supplyKind)) return 'exp';
  if (invoice.buyerGstin) return 'b2b';
  return isLargeInterStateB2c(invoice) ? 'b2cl' : 'b2cs';
}

/** Where a note goes, by its invoice: registered cdnr; exports and B2CL invoices cdnur; other B2C notes are netted into b2cs. */
export function creditNoteSection(note: Pick<ReturnCreditNote, 'invoice'>): NoteSection {
  const section = invoiceSection(note.invoice);
  if (section === 'b2b') return 'cdnr';
  return section === 'b2cs' ? 'b2cs' : 'cdnur';
}

function isLargeInterStateB2c(invoice: ReturnParties & { date: string; totalPaise: Paise }): boolean {
  return isInterState(invoice) && invoice.totalPaise > b2clLimitPaise(invoice.date);
}

const rupees = toRupees;

function itemDetail(gstRate: number, t: TaxTotals, inter: boolean): Gstr1ItemDetail {
  return inter
    ? { txval: rupees(t.taxablePaise), rt: gstRate, iamt: rupees(t.igstPaise), csamt: rupees(t.cessPaise) }
    : { txval: rupees(t.taxablePaise), rt: gstRate, camt: rupees(t.cgstPaise), samt: rupees(t.sgstPaise), csamt: rupees(t.cessPaise) };
}

/** One item per rate, `num` = rate × 100 + 1. */
function rateItems(lines: readonly ReturnLine[], inter: boolean): Gstr1Item[] {
  return totalsByRate(lines).map(({ gstRate, totals }) => ({ num: rateToBp(gstRate) + 1, itm_det: itemDetail(gstRate, totals, inter) }));
}

function invoiceType(parties: ReturnParties): Gstr1InvoiceType {
  if (parties.supplyKind === 'sez_with_payment') return 'SEWP';
  if (parties.supplyKind === 'sez_without_payment') return 'SEWOP';
  return parties.supplyKind === 'deemed_export' ? 'DE' : 'R';
}

const reverseCharge = (parties: ReturnParties): 'Y' | 'N' => (parties.reverseCharge ? 'Y' : 'N');
const byDateAndNumber = <T extends { date: string; number: string }>(a: T, b: T) => a.date.localeCompare(b.date) || a.number.localeCompare(b.number);

function groupBy<T>(values: readonly T[], key: (value: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const value of values) {
    const k = key(value);
    const group = groups.get(k);
    if (group) group.push(value);
    else groups.set(k, [value]);
  }
  return groups;
}

const NO_LINES: readonly ReturnLine[] = Object.freeze([]);

/**
 * Lines that stay with the document in its section; nil-rated, exempt and non-GST lines of ordinary supplies go
 * to `nil`. Most documents have only taxed lines: they are returned as they are, without copies.
 */
function splitLines(lines: readonly ReturnLine[], parties: ReturnParties): { taxed: readonly ReturnLine[]; nil: readonly ReturnLine[] } {
  if (lines.every((line) => taxabilityOf(line, parties.supplyKind) === 'taxable')) return { taxed: lines, nil: NO_LINES };
  const taxed: ReturnLine[] = [];
  const nil: ReturnLine[] = [];
  for (const line of lines) (taxabilityOf(line, parties.supplyKind) === 'taxable' ? taxed : nil).push(line);
  return { taxed, nil };
}

class NilTable {
  private readonly rows = new Map<Gstr1NilSupplyType, { nil: Paise; exempt: Paise; nonGst: Paise }>();

  add(lines: readonly ReturnLine[], parties: ReturnParties, sign: 1 | -1): void {
    if (!lines.length) return;
    const type: Gstr1NilSupplyType = `${isInterState(parties) ? 'INTR' : 'INTRA'}${parties.buyerGstin ? 'B2B' : 'B2C'}`;
    for (const line of lines) {
      const row = this.rows.get(type) ?? { nil: 0, exempt: 0, nonGst: 0 };
      const taxability = taxabilityOf(line, parties.supplyKind);
      const key = taxability === 'exempt' ? 'exempt' : taxability === 'non_gst' ? 'nonGst' : 'nil';
      row[key] += sign * line.taxablePaise;
      this.rows.set(type, row);
    }
  }

  /** All four supply types with all three amounts, or nothing: the portal refuses a row with a key missing. */
  toJson(): Gstr1Nil | undefined {
    const any = [...this.rows.values()].some((r) => r.nil !== 0 || r.exempt !== 0 || r.nonGst !== 0);
    if (!any) return undefined;
    const types: Gstr1NilSupplyType[] = ['INTRB2B', 'INTRAB2B', 'INTRB2C', 'INTRAB2C'];
    return {
      inv: types.map((sply_ty) => {
        const row = this.rows.get(sply_ty) ?? { nil: 0, exempt: 0, nonGst: 0 };
        return { sply_ty, expt_amt: rupees(row.exempt), nil_amt: rupees(row.nil), ngsup_amt: rupees(row.nonGst) };
      }),
    };
  }
}

class B2csTable {
  private readonly rows = new Map<string, { sply_ty: 'INTRA' | 'INTER'; pos: string; rt: number; totals: TaxTotals }>();

  add(lines: readonly ReturnLine[], parties: ReturnParties, sign: 1 | -1): void {
    const sply_ty = isInterState(parties) ? 'INTER' : 'INTRA';
    for (const { gstRate, totals } of totalsByRate(lines)) {
      const key = `${parties.placeOfSupply}|${gstRate}|${sply_ty}`;
      const row = this.rows.get(key);
      if (row) accumulate(row.totals, totals, sign);
      else this.rows.set(key, { sply_ty, pos: parties.placeOfSupply, rt: gstRate, totals: addTotals(ZERO_TOTALS, totals, sign) });
    }
  }

  toJson(): Gstr1B2cs[] {
    return [...this.rows.values()]
      .filter((row) => !isZeroTotals(row.totals))
      .sort((a, b) => a.pos.localeCompare(b.pos) || a.rt - b.rt || a.sply_ty.localeCompare(b.sply_ty))
      .map(({ sply_ty, pos, rt, totals }) => ({ sply_ty, pos, typ: 'OE', ...itemDetail(rt, totals, sply_ty === 'INTER') }));
  }
}

export function buildGstr1(input: Gstr1Input): Gstr1Return {
  const invoices = [...input.invoices].sort(byDateAndNumber);
  const notes = [...(input.creditNotes ?? [])].sort(byDateAndNumber);
  const nil = new NilTable();
  const b2cs = new B2csTable();
  const hsn = new HsnTable(input.fp);
  const b2b: { ctin: string; invoice: ReturnInvoice; taxed: readonly ReturnLine[] }[] = [];
  const b2cl: { invoice: ReturnInvoice; taxed: readonly ReturnLine[] }[] = [];
  const exp: { invoice: ReturnInvoice }[] = [];

  for (const invoice of invoices) {
    const { taxed, nil: nilLines } = splitLines(invoice.lines, invoice);
    nil.add(nilLines, invoice, 1);
    hsn.add(invoice.lines, !!invoice.buyerGstin, 1);
    const section = invoiceSection(invoice);
    if (section === 'exp') exp.push({ invoice });
    else if (!taxed.length) continue;
    else if (section === 'b2b') b2b.push({ ctin: invoice.buyerGstin!.trim().toUpperCase(), invoice, taxed });
    else if (section === 'b2cl') b2cl.push({ invoice, taxed });
    else b2cs.add(taxed, invoice, 1);
  }

  const cdnr: { ctin: string; note: ReturnCreditNote; taxed: readonly ReturnLine[] }[] = [];
  const cdnur: { note: ReturnCreditNote; taxed: readonly ReturnLine[] }[] = [];
  for (const note of notes) {
    const parties = note.invoice;
    // A debit note adds where a credit note takes away.
    const sign = note.noteType === 'D' ? 1 : -1;
    const { taxed, nil: nilLines } = splitLines(note.lines, parties);
    nil.add(nilLines, parties, sign);
    hsn.add(note.lines, !!parties.buyerGstin, sign);
    const section = creditNoteSection(note);
    if (section === 'b2cs') b2cs.add(taxed, parties, sign);
    else if (!taxed.length) continue;
    else if (section === 'cdnr') cdnr.push({ ctin: parties.buyerGstin!.trim().toUpperCase(), note, taxed });
    else cdnur.push({ note, taxed });
  }

  const result: Gstr1Return = { gstin: input.gstin, fp: input.fp, version: GSTR1_VERSION, hash: 'hash' };
  const b2bJson: Gstr1B2b[] = [...groupBy(b2b, (e) => e.ctin)]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([ctin, entries]) => ({
      ctin,
      inv: entries.map(({ invoice, taxed }) => ({
        inum: invoice.number,
        idt: returnDate(invoice.date),
        val: rupees(invoice.totalPaise),
        pos: invoice.placeOfSupply,
        rchrg: reverseCharge(invoice),
        inv_typ: invoiceType(invoice),
        itms: rateItems(taxed, isInterState(invoice)),
      })),
    }));
  const b2clJson: Gstr1B2cl[] = [...groupBy(b2cl, (e) => e.invoice.placeOfSupply)]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pos, entries]) => ({
      pos,
      inv: entries.map(({ invoice, taxed }) => ({ inum: invoice.number, idt: returnDate(invoice.date), val: rupees(invoice.totalPaise), itms: rateItems(taxed, true) })),
    }));
  const expJson: Gstr1Exp[] = [...groupBy(exp, (e) => (e.invoice.supplyKind === 'export_with_payment' ? 'WPAY' : 'WOPAY'))]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([exp_typ, entries]) => ({
      exp_typ: exp_typ as 'WPAY' | 'WOPAY',
      inv: entries.map(({ invoice }) => ({
        inum: invoice.number,
        idt: returnDate(invoice.date),
        val: rupees(invoice.totalPaise),
        ...(invoice.shippingBill && { sbpcode: invoice.shippingBill.portCode, sbnum: invoice.shippingBill.number, sbdt: returnDate(invoice.shippingBill.date) }),
        itms: totalsByRate(invoice.lines).map(({ gstRate, totals }) => ({ txval: rupees(totals.taxablePaise), rt: gstRate, iamt: rupees(totals.igstPaise), csamt: rupees(totals.cessPaise) })),
      })),
    }));
  const cdnrJson: Gstr1Cdnr[] = [...groupBy(cdnr, (e) => e.ctin)]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([ctin, entries]) => ({
      ctin,
      nt: entries.map(({ note, taxed }) => ({
        nt_num: note.number,
        nt_dt: returnDate(note.date),
        ntty: note.noteType ?? 'C',
        val: rupees(note.totalPaise),
        pos: note.invoice.placeOfSupply,
        rchrg: reverseCharge(note.invoice),
        inv_typ: invoiceType(note.invoice),
        itms: rateItems(taxed, isInterState(note.invoice)),
      })),
    }));
  const cdnurJson: Gstr1Cdnur[] = cdnur.map(({ note, taxed }) => {
    const kind = note.invoice.supplyKind;
    const typ = kind === 'export_with_payment' ? 'EXPWP' : kind === 'export_without_payment' ? 'EXPWOP' : 'B2CL';
    return {
      nt_num: note.number,
      nt_dt: returnDate(note.date),
      ntty: note.noteType ?? 'C',
      val: rupees(note.totalPaise),
      typ,
      ...(typ === 'B2CL' && { pos: note.invoice.placeOfSupply }),
      itms: rateItems(taxed, true),
    };
  });

  const sections = {
    b2b: b2bJson,
    b2cl: b2clJson,
    b2cs: b2cs.toJson(),
    cdnr: cdnrJson,
    cdnur: cdnurJson,
    exp: expJson,
    nil: nil.toJson(),
    hsn: hsn.toJson(),
    doc_issue: gstr1DocIssue(input.documents ?? []),
  };
  for (const [key, value] of Object.entries(sections)) {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    (result as unknown as Record<string, unknown>)[key] = value;
  }
  return result;
}
