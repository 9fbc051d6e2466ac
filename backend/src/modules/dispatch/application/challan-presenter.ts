/** Challans as the API returns them: rupees, calendar dates, ISO instants (the contract's shapes). */
import { ChallanMessages, type DeliveryChallanItemResponse, type DeliveryChallanListItemResponse, type DeliveryChallanResponse } from '@hisaab/contracts';
import { stateByCode, stateLabel, stateName, toRupees } from '@hisaab/gst';
import { ewayBillRequired } from '../domain/challan';
import type { ChallanItemRecord, ChallanListRow, ChallanRecord } from './ports/challan.repository';
import type { Consignee } from './ports/partners';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function presentListRow(row: ChallanListRow): DeliveryChallanListItemResponse {
  return {
    id: row.id,
    challanNumber: row.challanNumber,
    challanDate: row.challanDate,
    deliveryDate: row.deliveryDate,
    customerId: row.customerId,
    customer: { name: row.customerName },
    purpose: row.purpose,
    status: row.status,
    isInvoiced: row.invoiceId !== null,
    invoiceId: row.invoiceId,
    invoiceNumber: row.invoiceNumber,
    transportMode: row.transportMode,
    vehicleNumber: row.vehicleNumber,
    itemCount: row.itemCount,
    total: toRupees(row.totalPaise),
    ewayBillRequired: ewayBillRequired(row.totalPaise),
  };
}

export function presentItem(item: ChallanItemRecord): DeliveryChallanItemResponse {
  const gstPaise = item.cgstPaise + item.sgstPaise + item.igstPaise;
  return {
    id: item.id,
    productId: item.productId,
    productName: item.productName,
    hsn: item.hsn,
    quantity: item.quantity,
    unit: item.unit,
    rate: item.rate,
    gstRate: item.gstRate,
    amount: toRupees(item.taxablePaise),
    cgst: toRupees(item.cgstPaise),
    sgst: toRupees(item.sgstPaise),
    igst: toRupees(item.igstPaise),
    gstAmount: toRupees(gstPaise),
    totalAmount: toRupees(item.totalPaise),
    returnedQuantity: item.returnedQuantity,
  };
}

/** `consignee`: the customer's current contact details (the rest is as the challan was written). */
export function presentChallan(challan: ChallanRecord, items: readonly ChallanItemRecord[], consignee: Consignee | null): DeliveryChallanResponse {
  const eway = ewayBillRequired(challan.totalPaise);
  return {
    ...presentListRow({ ...challan, itemCount: items.length }),
    customer: {
      id: challan.customerId,
      name: challan.customerName,
      gstNumber: challan.customerGstin,
      address: challan.customerAddress,
      state: challan.customerState ? (stateName(challan.customerState) ?? null) : null,
      stateCode: challan.customerState,
      phone: consignee?.phone ?? null,
      email: consignee?.email ?? null,
    },
    driverName: challan.driverName,
    driverPhone: challan.driverPhone,
    notes: challan.notes,
    placeOfSupply: challan.placeOfSupply,
    placeOfSupplyLabel: stateLabel(challan.placeOfSupply) ?? challan.placeOfSupply,
    supplyType: challan.supplyType,
    taxApplicable: challan.taxApplicable,
    sgstLabel: stateByCode(challan.placeOfSupply)?.utgst ? 'UTGST' : 'SGST',
    subtotal: toRupees(challan.subtotalPaise),
    cgst: toRupees(challan.cgstPaise),
    sgst: toRupees(challan.sgstPaise),
    igst: toRupees(challan.igstPaise),
    gstAmount: toRupees(challan.gstAmountPaise),
    ewayBillWarning: eway ? ChallanMessages.ewayBill : null,
    dispatchedAt: iso(challan.dispatchedAt),
    deliveredAt: iso(challan.deliveredAt),
    returnedAt: iso(challan.returnedAt),
    createdAt: challan.createdAt.toISOString(),
    updatedAt: challan.updatedAt.toISOString(),
    items: items.map(presentItem),
  };
}
