/**
 * GSTR-1 as the offline tool's Excel sheets, one CSV per sheet in the template's column order, made from
 * the same JSON the portal gets (so both say the same). Cells go through the reports' CSV rules (RFC 4180,
 * BOM, formula cells neutralised).
 */
import { scaledToFixed, stateName, toPaise, type Gstr1HsnRow, type Gstr1InvoiceType, type Gstr1ItemDetail, type Gstr1Return } from '@hisaab/gst';
import { csvFile } from '../../reports';

export interface CsvSheet {
  /** 'b2b.csv', 'hsn(b2c).csv'. */
  name: string;
  content: string;
}

type Cell = string | number | null;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The template's dates: '10-May-2025' from the JSON's '10-05-2025'. */
const excelDate = (ddmmyyyy: string) => `${ddmmyyyy.slice(0, 2)}-${MONTHS[Number(ddmmyyyy.slice(3, 5)) - 1]}-${ddmmyyyy.slice(6)}`;
/** '29-Karnataka'. */
const place = (pos: string | undefined) => (pos ? `${pos}-${stateName(pos) ?? ''}` : '');
const money = (rupees: number | undefined) => scaledToFixed(toPaise(rupees ?? 0), 2);

const INVOICE_TYPES: Record<Gstr1InvoiceType, string> = { R: 'Regular B2B', SEWP: 'SEZ supplies with payment', SEWOP: 'SEZ supplies without payment', DE: 'Deemed Exp' };
const NIL_DESCRIPTIONS = {
  INTRB2B: 'Inter-State supplies to registered persons',
  INTRAB2B: 'Intra-State supplies to registered persons',
  INTRB2C: 'Inter-State supplies to unregistered persons',
  INTRAB2C: 'Intra-State supplies to unregistered persons',
} as const;
const UQC_NAMES: Record<string, string> = { NOS: 'NOS-NUMBERS', PCS: 'PCS-PIECES', KGS: 'KGS-KILOGRAMS', GMS: 'GMS-GRAMMES', LTR: 'LTR-LITRES', MTR: 'MTR-METERS', BOX: 'BOX-BOX', PAC: 'PAC-PACKS', OTH: 'OTH-OTHERS', NA: 'NA' };

const HEADERS = {
  b2b: ['GSTIN/UIN of Recipient', 'Receiver Name', 'Invoice Number', 'Invoice date', 'Invoice Value', 'Place Of Supply', 'Reverse Charge', 'Applicable % of Tax Rate', 'Invoice Type', 'E-Commerce GSTIN', 'Rate', 'Taxable Value', 'Cess Amount'],
  b2cl: ['Invoice Number', 'Invoice date', 'Invoice Value', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'],
  b2cs: ['Type', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'],
  cdnr: ['GSTIN/UIN of Recipient', 'Receiver Name', 'Note Number', 'Note Date', 'Note Type', 'Place Of Supply', 'Reverse Charge', 'Note Supply Type', 'Note Value', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount'],
  cdnur: ['UR Type', 'Note Number', 'Note Date', 'Note Type', 'Place Of Supply', 'Note Value', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount'],
  exp: ['Export Type', 'Invoice Number', 'Invoice date', 'Invoice Value', 'Port Code', 'Shipping Bill Number', 'Shipping Bill Date', 'Rate', 'Taxable Value', 'Cess Amount'],
  exemp: ['Description', 'Nil Rated Supplies', 'Exempted(other than nil rated/non GST supply)', 'Non-GST Supplies'],
  hsn: ['HSN', 'Description', 'UQC', 'Total Quantity', 'Total Value', 'Rate', 'Taxable Value', 'Integrated Tax Amount', 'Central Tax Amount', 'State/UT Tax Amount', 'Cess Amount'],
  docs: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
} as const;

const rated = (d: Gstr1ItemDetail): Cell[] => [d.rt, money(d.txval), money(d.csamt)];

function hsnRows(rows: readonly Gstr1HsnRow[] | undefined): Cell[][] {
  return (rows ?? []).map((r) => {
    const totalPaise = [r.txval, r.iamt, r.camt, r.samt, r.csamt].reduce((sum, v) => sum + toPaise(v), 0);
    return [r.hsn_sc, r.desc, UQC_NAMES[r.uqc] ?? r.uqc, r.qty, scaledToFixed(totalPaise, 2), r.rt, money(r.txval), money(r.iamt), money(r.camt), money(r.samt), money(r.csamt)];
  });
}

/** Every sheet, each with its header even when it has no rows, so the ZIP always says what it would hold. */
export function gstr1Sheets(ret: Gstr1Return): CsvSheet[] {
  const sheet = (name: string, header: readonly string[], rows: Cell[][]): CsvSheet => ({ name: `${name}.csv`, content: csvFile(header, rows) });
  const hsn = ret.hsn;
  const hsnSheets =
    hsn && 'data' in hsn
      ? [sheet('hsn', HEADERS.hsn, hsnRows(hsn.data))]
      : [sheet('hsn(b2b)', HEADERS.hsn, hsnRows(hsn?.hsn_b2b)), sheet('hsn(b2c)', HEADERS.hsn, hsnRows(hsn?.hsn_b2c))];
  return [
    sheet(
      'b2b',
      HEADERS.b2b,
      (ret.b2b ?? []).flatMap((b) =>
        b.inv.flatMap((i) => i.itms.map((t) => [b.ctin, '', i.inum, excelDate(i.idt), money(i.val), place(i.pos), i.rchrg, '', INVOICE_TYPES[i.inv_typ], '', ...rated(t.itm_det)])),
      ),
    ),
    sheet(
      'b2cl',
      HEADERS.b2cl,
      (ret.b2cl ?? []).flatMap((b) => b.inv.flatMap((i) => i.itms.map((t) => [i.inum, excelDate(i.idt), money(i.val), place(b.pos), '', ...rated(t.itm_det), '']))),
    ),
    sheet('b2cs', HEADERS.b2cs, (ret.b2cs ?? []).map((r) => [r.typ, place(r.pos), '', r.rt, money(r.txval), money(r.csamt), ''])),
    sheet(
      'cdnr',
      HEADERS.cdnr,
      (ret.cdnr ?? []).flatMap((c) =>
        c.nt.flatMap((n) => n.itms.map((t) => [c.ctin, '', n.nt_num, excelDate(n.nt_dt), n.ntty, place(n.pos), n.rchrg, INVOICE_TYPES[n.inv_typ], money(n.val), '', ...rated(t.itm_det)])),
      ),
    ),
    sheet('cdnur', HEADERS.cdnur, (ret.cdnur ?? []).flatMap((n) => n.itms.map((t) => [n.typ, n.nt_num, excelDate(n.nt_dt), n.ntty, place(n.pos), money(n.val), '', ...rated(t.itm_det)]))),
    sheet(
      'exp',
      HEADERS.exp,
      (ret.exp ?? []).flatMap((e) =>
        e.inv.flatMap((i) => i.itms.map((t) => [e.exp_typ, i.inum, excelDate(i.idt), money(i.val), i.sbpcode ?? '', i.sbnum ?? '', i.sbdt ? excelDate(i.sbdt) : '', t.rt, money(t.txval), money(t.csamt)])),
      ),
    ),
    sheet('exemp', HEADERS.exemp, (ret.nil?.inv ?? []).map((r) => [NIL_DESCRIPTIONS[r.sply_ty], money(r.nil_amt), money(r.expt_amt), money(r.ngsup_amt)])),
    ...hsnSheets,
    sheet('docs', HEADERS.docs, (ret.doc_issue?.doc_det ?? []).flatMap((d) => d.docs.map((r) => [d.doc_typ, r.from, r.to, r.totnum, r.cancel]))),
  ];
}
