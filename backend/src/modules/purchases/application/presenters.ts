/** Records → the contract's answers: rupees at the edge, calendar dates as they are, instants in ISO 8601. */
import type { ExpenseResponse, PurchaseBillListItemResponse, PurchaseBillResponse, PurchaseItemResponse } from '@hisaab/contracts';
import { stateByCode, stateLabel, sumPaise, toRupees } from '@hisaab/gst';
import type { ExpenseRecord } from './ports/expense.repository';
import type { PurchaseBillRecord, PurchaseItemRecord } from './ports/purchase.repository';

export function presentExpense(e: ExpenseRecord): ExpenseResponse {
  return {
    id: e.id,
    expenseDate: e.expenseDate,
    category: e.category,
    amount: toRupees(e.amountPaise),
    gstPaid: toRupees(e.gstPaise),
    gstRate: e.gstRate,
    supplyType: e.supplyType,
    cgst: toRupees(e.cgstPaise),
    sgst: toRupees(e.sgstPaise),
    igst: toRupees(e.igstPaise),
    itcEligible: e.itcEligible,
    total: toRupees(sumPaise([e.amountPaise, e.gstPaise])),
    paymentMethod: e.paymentMethod,
    vendor: e.vendor,
    notes: e.notes,
    receipt: e.receipt && { fileName: e.receipt.fileName, contentType: e.receipt.contentType, size: e.receipt.size, uploadedAt: e.receipt.uploadedAt.toISOString() },
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

export function presentPurchaseListItem(b: PurchaseBillRecord): PurchaseBillListItemResponse {
  return {
    id: b.id,
    supplierName: b.supplierName,
    supplierGstin: b.supplierGstin,
    billNumber: b.billNumber,
    billDate: b.billDate,
    placeOfSupply: b.placeOfSupply,
    placeOfSupplyLabel: stateLabel(b.placeOfSupply) ?? b.placeOfSupply,
    supplyType: b.supplyType,
    itcEligible: b.itcEligible,
    subtotal: toRupees(b.subtotalPaise),
    cgst: toRupees(b.cgstPaise),
    sgst: toRupees(b.sgstPaise),
    igst: toRupees(b.igstPaise),
    cess: toRupees(b.cessPaise),
    gstAmount: toRupees(b.gstAmountPaise),
    total: toRupees(b.totalPaise),
    createdAt: b.createdAt.toISOString(),
  };
}

export function presentPurchase(bill: PurchaseBillRecord, items: readonly PurchaseItemRecord[]): PurchaseBillResponse {
  return {
    ...presentPurchaseListItem(bill),
    supplierState: bill.supplierState,
    intraLabel: stateByCode(bill.placeOfSupply)?.utgst ? 'UTGST' : 'SGST',
    notes: bill.notes,
    items: [...items].sort((a, b) => a.position - b.position).map(presentItem),
  };
}

function presentItem(i: PurchaseItemRecord): PurchaseItemResponse {
  const gstAmountPaise = sumPaise([i.cgstPaise, i.sgstPaise, i.igstPaise, i.cessPaise]);
  return {
    id: i.id,
    productId: i.productId,
    productName: i.productName,
    hsn: i.hsn,
    quantity: i.quantity,
    unit: i.unit,
    rate: i.rate,
    gstRate: i.gstRate,
    cessRate: i.cessRate,
    taxable: toRupees(i.taxablePaise),
    cgst: toRupees(i.cgstPaise),
    sgst: toRupees(i.sgstPaise),
    igst: toRupees(i.igstPaise),
    cess: toRupees(i.cessPaise),
    gstAmount: toRupees(gstAmountPaise),
    totalAmount: toRupees(i.totalPaise),
  };
}
