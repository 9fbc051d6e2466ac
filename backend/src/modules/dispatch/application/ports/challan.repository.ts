/** Delivery challans and their lines, one business at a time (the tenant first in every method). */
import type { ChallanPurpose, ChallanStatus, TransportMode, Unit } from '@hisaab/contracts';
import type { Paise, SupplyType } from '@hisaab/gst';

export interface ChallanRecord {
  id: string;
  businessId: string;
  customerId: string;
  /** 'DC/26-27/0001' (billing's DocumentNumbering), unique per business and financial year. */
  challanNumber: string;
  /** Financial year of the challan date, '2026-27'. */
  fy: string;
  challanDate: string;
  deliveryDate: string | null;
  purpose: ChallanPurpose;
  status: ChallanStatus;
  transportMode: TransportMode | null;
  vehicleNumber: string | null;
  driverName: string | null;
  driverPhone: string | null;
  notes: string | null;
  placeOfSupply: string;
  supplierState: string;
  supplyType: SupplyType;
  taxApplicable: boolean;
  /** The consignee as the challan was written: history never changes. */
  customerName: string;
  customerGstin: string | null;
  customerAddress: string | null;
  customerState: string | null;
  subtotalPaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  gstAmountPaise: Paise;
  totalPaise: Paise;
  /** The invoice made from the challan (unique: one invoice per challan), and its number. */
  invoiceId: string | null;
  invoiceNumber: string | null;
  dispatchedAt: Date | null;
  deliveredAt: Date | null;
  returnedAt: Date | null;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface ChallanItemRecord {
  id: string;
  businessId: string;
  challanId: string;
  position: number;
  productId: string | null;
  productName: string;
  hsn: string | null;
  quantity: number;
  unit: Unit;
  /** Rupees per unit, up to 4 decimals. */
  rate: number;
  gstRate: number;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  totalPaise: Paise;
  returnedQuantity: number;
}

/** What the list shows: exactly the columns it reads. */
export type ChallanListRow = Pick<
  ChallanRecord,
  | 'id'
  | 'challanNumber'
  | 'challanDate'
  | 'deliveryDate'
  | 'customerId'
  | 'customerName'
  | 'purpose'
  | 'status'
  | 'invoiceId'
  | 'invoiceNumber'
  | 'transportMode'
  | 'vehicleNumber'
  | 'totalPaise'
> & { itemCount: number };

export interface ChallanListQuery {
  /** Anywhere in the challan number or the customer's name, any case. */
  search?: string;
  status?: ChallanStatus;
  /** Keyset: the last row of the previous page (newest first). */
  after?: { challanDate: string; id: string };
  limit: number;
}

export interface ChallanCounters {
  total: number;
  dispatched: number;
  delivered: number;
  pendingInvoice: number;
}

export type ChallanStatusPatch = Partial<Pick<ChallanRecord, 'status' | 'dispatchedAt' | 'deliveredAt' | 'returnedAt'>>;

export abstract class ChallanRepository {
  abstract insert(challan: ChallanRecord, items: ChallanItemRecord[]): Promise<void>;
  abstract findById(businessId: string, id: string): Promise<ChallanRecord | null>;
  /** Locks the row (SELECT … FOR UPDATE) until the transaction ends: status moves and conversion go one at a time. */
  abstract findByIdForUpdate(businessId: string, id: string): Promise<ChallanRecord | null>;
  abstract findItems(businessId: string, challanId: string): Promise<ChallanItemRecord[]>;
  abstract updateStatus(businessId: string, id: string, patch: ChallanStatusPatch, at: Date): Promise<void>;
  /** Records what came back, per item id. */
  abstract recordReturned(businessId: string, challanId: string, returned: ReadonlyMap<string, number>): Promise<void>;
  /**
   * Links the invoice to a challan that has none (the unique constraint keeps one challan per invoice);
   * false when the challan already has one.
   */
  abstract linkInvoice(businessId: string, id: string, invoice: { id: string; invoiceNumber: string }, at: Date): Promise<boolean>;
  /** Takes the link off the challan when it still names this invoice (the invoice was cancelled). */
  abstract unlinkInvoice(businessId: string, id: string, invoiceId: string, at: Date): Promise<void>;
  abstract list(businessId: string, query: ChallanListQuery): Promise<ChallanListRow[]>;
  abstract counters(businessId: string): Promise<ChallanCounters>;
}
