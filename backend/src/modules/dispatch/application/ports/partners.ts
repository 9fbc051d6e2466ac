/**
 * What dispatch needs from the settings, crm, inventory and billing modules. The adapters delegate to
 * those modules' public APIs (their index.ts); the services here stay testable with plain stubs.
 */
import type { CustomerFields } from '@hisaab/contracts';
import type { AuthContext } from '../../../../shared/tenant';
import type { ChallanLineInput, Consigner } from '../../domain/challan';

/** The business as a challan prints it (the consigner) and as the tax rule needs it. */
export interface ConsignerDetails extends Consigner {
  name: string;
  gstin: string | null;
  address: string | null;
  city: string | null;
  pincode: string | null;
  phone: string | null;
  email: string | null;
}

export abstract class ConsignerProfiles {
  abstract get(businessId: string): Promise<ConsignerDetails>;
}

export interface Consignee extends CustomerFields {
  id: string;
}

export abstract class ConsigneeLookup {
  /** Null when the id is not a customer of this business. */
  abstract get(businessId: string, id: string): Promise<Consignee | null>;
}

export abstract class ChallanNumbers {
  /** The next 'DC/26-27/0001' of the business's series for this date; inside the caller's transaction. */
  abstract next(businessId: string, challanDate: string): Promise<string>;
}

export interface StockLine {
  productId: string;
  quantity: number;
}

export abstract class ChallanStock {
  /** Those of `productIds` that are not the business's products. */
  abstract unknownProducts(businessId: string, productIds: readonly string[]): Promise<string[]>;
  /** In the caller's transaction; 409 INSUFFICIENT_STOCK naming the short products, 400 for a product not the business's. */
  abstract takeOut(businessId: string, challan: { id: string; challanNumber: string }, lines: StockLine[]): Promise<void>;
  /** Puts back `lines` (at most what is still out), or everything still out when left out. */
  abstract putBack(businessId: string, challan: { id: string; challanNumber: string }, lines?: StockLine[]): Promise<void>;
}

export interface ChallanInvoiceDraft {
  customerId: string;
  invoiceDate: string;
  dueDate: string;
  placeOfSupply: string;
  notes: string | null;
  lines: ChallanLineInput[];
  challan: { id: string; challanNumber: string };
  /** What left stock with the challan: the invoice does not take it out again. */
  goodsOut: StockLine[];
}

export abstract class ChallanInvoicing {
  /** A draft invoice by billing's rules, in the caller's transaction. */
  abstract createDraft(auth: AuthContext, draft: ChallanInvoiceDraft): Promise<{ id: string; invoiceNumber: string }>;
}

export abstract class InvoiceCancellationFeed {
  /** Calls `listener` inside the transaction that cancels an invoice made from a challan. */
  abstract onCancelled(listener: (businessId: string, cancelled: { invoiceId: string; challanId: string }) => Promise<void>): void;
}
