/**
 * E-invoice JSON for the IRP, schema version 1.1 (docs/gst.md "E-invoice"; JSON Schema:
 * libs/gst/schemas/einvoice-1.1.schema.json). A document the IRP would refuse is not built: the
 * reasons come back instead, each saying what to change.
 */
import { validateGstin } from './gstin';
import { isValidPincode } from './fields';
import { divRoundHalfUp, sumPaise, toPaise, toRupees, type Paise } from './money';
import { INVOICE_NUMBER_PATTERN } from './numbering';
import { EXPORT_PLACE_OF_SUPPLY, isExport, returnDate, type ReturnLine, type ReturnParties, type SupplyKind } from './return-documents';
import { toScaledInteger, fromScaledInteger } from './decimal';
import { isServiceHsn, uqcFor } from './uqc';

export const EINVOICE_VERSION = '1.1';
export const EINVOICE_MAX_ITEMS = 1000;
/** The IRP accepts a round-off of at most ±99.99. */
export const EINVOICE_MAX_ROUND_OFF_PAISE = 9_999;

export interface EInvoiceParty {
  /** The seller's; the buyer's is the document's `buyerGstin`. */
  gstin?: string | null;
  legalName: string;
  address: string | null;
  city: string | null;
  pincode: string | null;
  /** The party's state code (the buyer's is its GSTIN's state). */
  stateCode: string | null;
  phone?: string | null;
  email?: string | null;
}

export interface EInvoiceLine extends ReturnLine {
  /** Rupees per unit (up to 4 decimals; the IRP takes 3). */
  unitPrice: number;
  discountPaise: Paise;
  cessRate: number;
}

export interface EInvoiceDocument extends ReturnParties {
  type: 'INV' | 'CRN' | 'DBN';
  /** Only tax invoices are e-invoiced. */
  documentType: 'tax_invoice' | 'bill_of_supply' | 'non_gst_invoice';
  number: string;
  date: string;
  seller: EInvoiceParty;
  buyer: EInvoiceParty;
  lines: EInvoiceLine[];
  roundOffPaise: Paise;
  totalPaise: Paise;
  /** A credit or debit note's invoice. */
  precedingInvoice?: { number: string; date: string };
}

export type EInvoiceSupplyType = 'B2B' | 'SEZWP' | 'SEZWOP' | 'EXPWP' | 'EXPWOP' | 'DEXP';

export interface EInvoiceItem {
  SlNo: string;
  PrdDesc: string;
  IsServc: 'Y' | 'N';
  HsnCd: string;
  Qty: number;
  Unit?: string;
  UnitPrice: number;
  TotAmt: number;
  Discount: number;
  AssAmt: number;
  GstRt: number;
  IgstAmt: number;
  CgstAmt: number;
  SgstAmt: number;
  CesRt: number;
  CesAmt: number;
  CesNonAdvlAmt: number;
  StateCesRt: number;
  StateCesAmt: number;
  StateCesNonAdvlAmt: number;
  OthChrg: number;
  TotItemVal: number;
}

export interface EInvoicePartyJson {
  Gstin: string;
  LglNm: string;
  Addr1: string;
  Addr2?: string;
  Loc: string;
  Pin: number;
  Stcd: string;
  Ph?: string;
  Em?: string;
}

export interface EInvoiceJson {
  Version: '1.1';
  TranDtls: { TaxSch: 'GST'; SupTyp: EInvoiceSupplyType; RegRev: 'Y' | 'N'; IgstOnIntra: 'N' };
  DocDtls: { Typ: 'INV' | 'CRN' | 'DBN'; No: string; Dt: string };
  SellerDtls: EInvoicePartyJson;
  BuyerDtls: EInvoicePartyJson & { Pos: string };
  ItemList: EInvoiceItem[];
  ValDtls: { AssVal: number; CgstVal: number; SgstVal: number; IgstVal: number; CesVal: number; StCesVal: number; Discount: number; OthChrg: number; RndOffAmt: number; TotInvVal: number };
  RefDtls?: { PrecDocDtls: { InvNo: string; InvDt: string }[] };
}

export type EInvoiceResult = { ok: true; json: EInvoiceJson } | { ok: false; problems: string[] };

const SUPPLY_TYPES: Readonly<Record<SupplyKind, EInvoiceSupplyType | null>> = {
  regular: 'B2B',
  sez_with_payment: 'SEZWP',
  sez_without_payment: 'SEZWOP',
  export_with_payment: 'EXPWP',
  export_without_payment: 'EXPWOP',
  deemed_export: 'DEXP',
};

const lineName = (line: ReturnLine, index: number) => `Line ${index + 1} (${line.description.trim() || 'no name'})`;

/** Street lines: the first (≤ 100 characters), then the rest joined (3 to 100), as Addr1 and Addr2. */
function addressLines(address: string): { Addr1: string; Addr2?: string } {
  const lines = address.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  const rest = lines.slice(1).join(', ').slice(0, 100);
  return { Addr1: (lines[0] ?? '').slice(0, 100), ...(rest.length >= 3 && { Addr2: rest }) };
}

function partyProblems(party: EInvoiceParty, who: 'seller' | 'buyer', exported: boolean): string[] {
  const where = who === 'seller' ? 'in Configuration' : 'on the customer';
  const name = who === 'seller' ? 'Your' : "The buyer's";
  const problems: string[] = [];
  if (who === 'seller' || !exported) {
    if (!party.gstin) problems.push(`${name} GSTIN is missing: add it ${where}`);
    else if (!validateGstin(party.gstin).valid) problems.push(`${name} GSTIN ${party.gstin} is not valid: correct it ${where}`);
  }
  if (party.legalName.trim().length < 3) problems.push(`${name} name must have at least 3 characters`);
  if (!party.address?.trim()) problems.push(`${name} address is missing: add it ${where}`);
  if ((party.city?.trim().length ?? 0) < 3) problems.push(`${name} city (at least 3 characters) is missing: add it ${where}`);
  if (!exported || who === 'seller') {
    if (!party.pincode || !isValidPincode(party.pincode.trim())) problems.push(`${name} PIN code is missing or not 6 digits: add it ${where}`);
  }
  return problems;
}

function partyJson(party: EInvoiceParty, exported: boolean): EInvoicePartyJson {
  return {
    Gstin: exported ? 'URP' : party.gstin!.trim().toUpperCase(),
    LglNm: party.legalName.trim().slice(0, 100),
    ...addressLines(party.address ?? ''),
    Loc: party.city!.trim().slice(0, 50),
    // An export's buyer has no Indian PIN or state: the IRP takes 999999 and 96.
    Pin: exported ? 999_999 : Number(party.pincode!.trim()),
    Stcd: exported ? EXPORT_PLACE_OF_SUPPLY : party.stateCode!,
    ...(party.phone && /^\d{6,12}$/.test(party.phone) && { Ph: party.phone }),
    ...(party.email && party.email.length >= 6 && party.email.length <= 100 && { Em: party.email }),
  };
}

/** Why the IRP would refuse this document; empty when it can be e-invoiced. */
export function eInvoiceProblems(doc: EInvoiceDocument): string[] {
  // A document outside e-invoicing is refused for that alone: fixing its data would not change it.
  if (doc.documentType !== 'tax_invoice') return ['Only tax invoices are e-invoiced: a bill of supply or a non-GST invoice is not'];
  if (doc.supplyKind === 'regular' && !doc.buyerGstin) {
    return ['E-invoices are for supplies to registered buyers (B2B), SEZ units, exports and deemed exports: this buyer has no GSTIN (B2C)'];
  }
  const problems: string[] = [];
  const exported = isExport(doc.supplyKind);
  if (!INVOICE_NUMBER_PATTERN.test(doc.number)) problems.push(`Number ${doc.number} does not fit the IRP's pattern: up to 16 capital letters, digits, '/' or '-', not starting with 0, '/' or '-'`);
  if (!doc.lines.length) problems.push('The document has no lines');
  if (doc.lines.length > EINVOICE_MAX_ITEMS) problems.push(`The IRP takes at most ${EINVOICE_MAX_ITEMS} lines: this document has ${doc.lines.length}`);
  doc.lines.forEach((line, index) => {
    const hsn = line.hsn?.trim() ?? '';
    if (!/^(\d{6}|\d{8})$/.test(hsn)) problems.push(`${lineName(line, index)}: HSN/SAC ${hsn ? `'${hsn}'` : 'is missing'}; e-invoices need 6 or 8 digits`);
  });
  if (Math.abs(doc.roundOffPaise) > EINVOICE_MAX_ROUND_OFF_PAISE) problems.push('The round-off is beyond ±99.99');
  problems.push(...partyProblems(doc.seller, 'seller', false), ...partyProblems({ ...doc.buyer, gstin: doc.buyerGstin }, 'buyer', exported));
  if (!exported && !doc.buyer.stateCode) problems.push("The buyer's state is missing");
  return problems;
}

function item(line: EInvoiceLine, index: number): EInvoiceItem {
  const hsn = line.hsn!.trim();
  const grossPaise = sumPaise([line.taxablePaise, line.discountPaise]);
  const totItemPaise = sumPaise([line.taxablePaise, line.cgstPaise, line.sgstPaise, line.igstPaise, line.cessPaise]);
  const service = isServiceHsn(hsn);
  return {
    SlNo: String(index + 1),
    PrdDesc: line.description.trim().slice(0, 300),
    IsServc: service ? 'Y' : 'N',
    HsnCd: hsn,
    Qty: line.quantity,
    ...(!service && { Unit: uqcFor(hsn, line.unit) }),
    // The IRP takes 3 decimals of a unit price; the amounts below are the invoice's own, to the paisa.
    UnitPrice: fromScaledInteger(divRoundHalfUp(toScaledInteger(line.unitPrice, 4), 10), 3),
    TotAmt: toRupees(grossPaise),
    Discount: toRupees(line.discountPaise),
    AssAmt: toRupees(line.taxablePaise),
    GstRt: line.gstRate,
    IgstAmt: toRupees(line.igstPaise),
    CgstAmt: toRupees(line.cgstPaise),
    SgstAmt: toRupees(line.sgstPaise),
    CesRt: line.cessRate,
    CesAmt: toRupees(line.cessPaise),
    CesNonAdvlAmt: 0,
    StateCesRt: 0,
    StateCesAmt: 0,
    StateCesNonAdvlAmt: 0,
    OthChrg: 0,
    TotItemVal: toRupees(totItemPaise),
  };
}

export function buildEInvoice(doc: EInvoiceDocument): EInvoiceResult {
  const problems = eInvoiceProblems(doc);
  if (problems.length) return { ok: false, problems };
  const exported = isExport(doc.supplyKind);
  const items = doc.lines.map(item);
  const sum = (pick: (l: EInvoiceLine) => Paise) => toRupees(sumPaise(doc.lines.map(pick)));
  const json: EInvoiceJson = {
    Version: EINVOICE_VERSION,
    TranDtls: { TaxSch: 'GST', SupTyp: SUPPLY_TYPES[doc.supplyKind]!, RegRev: doc.reverseCharge ? 'Y' : 'N', IgstOnIntra: 'N' },
    DocDtls: { Typ: doc.type, No: doc.number, Dt: returnDate(doc.date, '/') },
    SellerDtls: partyJson(doc.seller, false),
    BuyerDtls: { ...partyJson({ ...doc.buyer, gstin: doc.buyerGstin }, exported), Pos: doc.placeOfSupply },
    ItemList: items,
    ValDtls: {
      AssVal: sum((l) => l.taxablePaise),
      CgstVal: sum((l) => l.cgstPaise),
      SgstVal: sum((l) => l.sgstPaise),
      IgstVal: sum((l) => l.igstPaise),
      CesVal: sum((l) => l.cessPaise),
      StCesVal: 0,
      Discount: 0,
      OthChrg: 0,
      RndOffAmt: toRupees(doc.roundOffPaise),
      TotInvVal: toRupees(doc.totalPaise),
    },
    ...(doc.precedingInvoice && { RefDtls: { PrecDocDtls: [{ InvNo: doc.precedingInvoice.number, InvDt: returnDate(doc.precedingInvoice.date, '/') }] } }),
  };
  const sums = eInvoiceSumProblems(json);
  return sums.length ? { ok: false, problems: sums } : { ok: true, json };
}

/**
 * The IRP's arithmetic checks, in paise: AssAmt = TotAmt − Discount; TotItemVal = AssAmt + taxes + cess
 * + other charges; each header total the sum of its items; TotInvVal = the header's parts + RndOffAmt.
 */
export function eInvoiceSumProblems(json: EInvoiceJson): string[] {
  const p = (v: number) => toPaise(v);
  const problems: string[] = [];
  for (const it of json.ItemList) {
    if (p(it.AssAmt) !== p(it.TotAmt) - p(it.Discount)) problems.push(`Item ${it.SlNo}: AssAmt is not TotAmt − Discount`);
    const parts = [it.AssAmt, it.IgstAmt, it.CgstAmt, it.SgstAmt, it.CesAmt, it.CesNonAdvlAmt, it.StateCesAmt, it.StateCesNonAdvlAmt, it.OthChrg];
    if (p(it.TotItemVal) !== sumPaise(parts.map(p))) problems.push(`Item ${it.SlNo}: TotItemVal is not the sum of its parts`);
  }
  const v = json.ValDtls;
  const items = (pick: (i: EInvoiceItem) => number) => sumPaise(json.ItemList.map((i) => p(pick(i))));
  const pairs: [string, number, number][] = [
    ['AssVal', v.AssVal, items((i) => i.AssAmt)],
    ['CgstVal', v.CgstVal, items((i) => i.CgstAmt)],
    ['SgstVal', v.SgstVal, items((i) => i.SgstAmt)],
    ['IgstVal', v.IgstVal, items((i) => i.IgstAmt)],
    ['CesVal', v.CesVal, items((i) => i.CesAmt)],
  ];
  for (const [name, header, sum] of pairs) if (p(header) !== sum) problems.push(`${name} is not the sum of the items`);
  const total = sumPaise([v.AssVal, v.CgstVal, v.SgstVal, v.IgstVal, v.CesVal, v.StCesVal, -v.Discount, v.OthChrg, v.RndOffAmt].map(p));
  if (p(v.TotInvVal) !== total) problems.push('TotInvVal is not the sum of the header amounts and the round-off');
  if (Math.abs(p(v.RndOffAmt)) > EINVOICE_MAX_ROUND_OFF_PAISE) problems.push('RndOffAmt is beyond ±99.99');
  return problems;
}
