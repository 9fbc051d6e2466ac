import type { InvoiceSupplyType, Unit } from '@hisaab/contracts';
import type { Paise } from '@hisaab/gst';
import type { KeysetPosition, Slice } from '../../../../shared/cursor';

/** A purchase bill as stored (amounts in paise), without its lines. */
export interface PurchaseBillRecord {
  id: string;
  supplierName: string;
  supplierGstin: string | null;
  supplierKey: string;
  billNumber: string;
  fy: string;
  billDate: string;
  placeOfSupply: string;
  supplierState: string;
  supplyType: InvoiceSupplyType;
  itcEligible: boolean;
  subtotalPaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  cessPaise: Paise;
  gstAmountPaise: Paise;
  totalPaise: Paise;
  notes: string | null;
  createdAt: Date;
}

export interface PurchaseItemRecord {
  id: string;
  position: number;
  productId: string | null;
  productName: string;
  hsn: string;
  quantity: number;
  unit: Unit | (string & {});
  rate: number;
  gstRate: number;
  cessRate: number;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  cessPaise: Paise;
  totalPaise: Paise;
}

export interface PurchaseListQuery {
  /** Matches the supplier's name or GSTIN, or the bill number (contains, any case). */
  search?: string;
  /** Calendar dates, both inclusive. */
  from?: string;
  to?: string;
  limit: number;
  /** Keyset position: rows before this (bill date, id), newest first. */
  before?: KeysetPosition;
}

/** Purchase bills of one business; every method takes the tenant first. */
export abstract class PurchaseRepository {
  /** The bill already recorded under this supplier key, financial year and bill number (any case), or null. */
  abstract findDuplicate(businessId: string, key: Pick<PurchaseBillRecord, 'supplierKey' | 'fy' | 'billNumber'>): Promise<Pick<PurchaseBillRecord, 'id' | 'billNumber' | 'supplierName'> | null>;
  /** The bill and its lines (a duplicate is refused by a unique index as well). */
  abstract insert(businessId: string, bill: PurchaseBillRecord, items: readonly PurchaseItemRecord[], createdBy: string): Promise<void>;
  abstract findById(businessId: string, id: string): Promise<{ bill: PurchaseBillRecord; items: PurchaseItemRecord[] } | null>;
  abstract list(businessId: string, query: PurchaseListQuery): Promise<Slice<PurchaseBillRecord>>;
}
