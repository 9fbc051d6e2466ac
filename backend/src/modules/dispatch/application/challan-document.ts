/**
 * What a delivery challan PDF prints (CGST Rule 55, docs/gst.md "Delivery challan"), prepared as
 * plain, already-formatted values so the template only lays them out: consigner and consignee with
 * GSTINs, HSN, quantity, taxable value, tax only for a supply, place of supply, purpose, transport,
 * signature; in triplicate, each copy marked.
 */
import { CHALLAN_PURPOSE_LABELS, TRANSPORT_MODE_LABELS, unitLabel } from '@hisaab/contracts';
import { amountInWords, formatAmount, formatUnitPrice, stateByCode, stateLabel } from '@hisaab/gst';
import { percentText, printedDate, quantityText } from '../../../platform/pdf/document-format';
import { postalAddressLines } from '../../../shared/postal-address';
import { ewayBillRequired } from '../domain/challan';
import type { ChallanItemRecord, ChallanRecord } from './ports/challan.repository';
import type { Consignee, ConsignerDetails } from './ports/partners';

export const CHALLAN_COPY_MARKS = {
  original: 'ORIGINAL FOR CONSIGNEE',
  duplicate: 'DUPLICATE FOR TRANSPORTER',
  triplicate: 'TRIPLICATE FOR CONSIGNER',
} as const;
export type ChallanCopy = keyof typeof CHALLAN_COPY_MARKS;
export const CHALLAN_COPIES = Object.keys(CHALLAN_COPY_MARKS) as ChallanCopy[];

/** Why no tax is shown, printed under the title; a supply prints none. */
const PURPOSE_DECLARATIONS = {
  job_work: 'Goods sent for job work: not a supply, no tax charged',
  supply_on_approval: 'Goods sent on approval: a tax invoice follows if they are accepted',
  other: 'Goods moved otherwise than by way of supply: no tax charged',
} as const;

export interface ChallanParty {
  name: string;
  addressLines: string[];
  gstin: string | null;
  /** 'Tamil Nadu (33)'. */
  state: string | null;
  phone: string | null;
}

export interface ChallanDocumentLine {
  sl: number;
  name: string;
  hsn: string;
  quantity: string;
  unit: string;
  rate: string;
  taxable: string;
  halfRate: string;
  fullRate: string;
  cgst: string;
  sgst: string;
  igst: string;
  total: string;
}

export interface ChallanDocument {
  title: 'DELIVERY CHALLAN';
  /** One page each, in this order. */
  copyMarks: string[];
  declaration: string | null;
  /** 'intra': CGST + SGST/UTGST columns; 'inter': IGST; 'none': value only (not a supply, or no GST charged). */
  taxMode: 'intra' | 'inter' | 'none';
  sgstLabel: 'SGST' | 'UTGST';
  challanNumber: string;
  facts: { label: string; value: string; strong?: boolean }[];
  consigner: ChallanParty;
  consignee: ChallanParty;
  lines: ChallanDocumentLine[];
  lineTotals: { taxable: string; cgst: string; sgst: string; igst: string; total: string };
  totals: { label: string; amount: string }[];
  total: string;
  amountInWords: string;
  ewayBill: string | null;
  notes: string | null;
}

const money = formatAmount;

export function buildChallanDocument(
  challan: ChallanRecord,
  items: readonly ChallanItemRecord[],
  consigner: ConsignerDetails,
  consignee: Consignee | null,
  copies: readonly ChallanCopy[] = CHALLAN_COPIES,
): ChallanDocument {
  const taxMode = !challan.taxApplicable ? 'none' : challan.supplyType === 'INTRA' ? 'intra' : 'inter';
  const sgstLabel = stateByCode(challan.placeOfSupply)?.utgst ? 'UTGST' : 'SGST';
  const sum = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise') => items.reduce((total, item) => total + item[key], 0);
  const driver = [challan.driverName, challan.driverPhone].filter(Boolean).join(' · ');
  const facts = [
    { label: 'Challan No.', value: challan.challanNumber, strong: true },
    { label: 'Challan Date', value: printedDate(challan.challanDate) },
    { label: 'Delivery Date', value: challan.deliveryDate ? printedDate(challan.deliveryDate) : '—' },
    { label: 'Purpose', value: CHALLAN_PURPOSE_LABELS[challan.purpose] },
    // Rule 55 asks for the place of supply on inter-state moves; within the state it is the consigner's own.
    { label: 'Place of Supply', value: challan.supplyType === 'INTER' ? (stateLabel(challan.placeOfSupply) ?? challan.placeOfSupply) : 'Within the state' },
    { label: 'Transport Mode', value: challan.transportMode ? TRANSPORT_MODE_LABELS[challan.transportMode] : '—' },
    { label: 'Vehicle No.', value: challan.vehicleNumber ?? '—' },
    { label: 'Driver', value: driver || '—' },
  ];
  const totals = [{ label: taxMode === 'none' ? 'Value of goods' : 'Taxable value', amount: money(challan.subtotalPaise) }];
  if (taxMode === 'intra') totals.push({ label: 'CGST', amount: money(challan.cgstPaise) }, { label: sgstLabel, amount: money(challan.sgstPaise) });
  if (taxMode === 'inter') totals.push({ label: 'IGST', amount: money(challan.igstPaise) });
  return {
    title: 'DELIVERY CHALLAN',
    copyMarks: copies.map((copy) => CHALLAN_COPY_MARKS[copy]),
    declaration: challan.purpose === 'supply' ? null : PURPOSE_DECLARATIONS[challan.purpose],
    taxMode,
    sgstLabel,
    challanNumber: challan.challanNumber,
    facts,
    consigner: {
      name: consigner.name || 'Business name not set',
      addressLines: postalAddressLines(consigner.address, consigner.city, consigner.pincode),
      gstin: consigner.registered ? consigner.gstin : null,
      state: stateLabel(challan.supplierState) ?? challan.supplierState,
      phone: consigner.phone,
    },
    consignee: {
      name: challan.customerName,
      addressLines: challan.customerAddress ? [challan.customerAddress] : [],
      gstin: challan.customerGstin,
      state: challan.customerState ? (stateLabel(challan.customerState) ?? challan.customerState) : null,
      phone: consignee?.phone ?? null,
    },
    lines: items.map((item, index) => ({
      sl: index + 1,
      name: item.productName,
      hsn: item.hsn ?? '',
      quantity: quantityText(item.quantity),
      unit: unitLabel(item.unit),
      rate: formatUnitPrice(item.rate),
      taxable: money(item.taxablePaise),
      halfRate: percentText(item.gstRate / 2),
      fullRate: percentText(item.gstRate),
      cgst: money(item.cgstPaise),
      sgst: money(item.sgstPaise),
      igst: money(item.igstPaise),
      total: money(item.totalPaise),
    })),
    lineTotals: { taxable: money(sum('taxablePaise')), cgst: money(sum('cgstPaise')), sgst: money(sum('sgstPaise')), igst: money(sum('igstPaise')), total: money(sum('totalPaise')) },
    totals,
    total: money(challan.totalPaise),
    amountInWords: amountInWords(challan.totalPaise),
    ewayBill: ewayBillRequired(challan.totalPaise) ? 'Value above ₹50,000: the goods travel with an e-way bill' : null,
    notes: challan.notes,
  };
}

/** 'DC/26-27/0001' → 'Delivery-Challan-DC-26-27-0001.pdf'; one copy ends '-Original', '-Duplicate', '-Triplicate'. */
export function challanPdfFilename(challanNumber: string, copy?: ChallanCopy): string {
  const suffix = copy ? `-${copy[0].toUpperCase()}${copy.slice(1)}` : '';
  return `Delivery-Challan-${challanNumber.replace(/[^A-Za-z0-9-]+/g, '-')}${suffix}.pdf`;
}
