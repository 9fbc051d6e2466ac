/**
 * What billing needs from the settings, crm and inventory modules. The adapters delegate to
 * those modules' public APIs; the services here stay testable with plain stubs.
 */
import type { CustomerFields } from '@hisaab/contracts';
import type { PrintedBusiness } from '../../../settings';
import type { Supplier } from '../../domain/invoice-calculation';

export interface SupplierProfile extends Supplier {
  invoicePrefix: string | null;
  /** The settings' revision this profile was read at (null: never saved); InvoiceRepository.insertNew checks it. */
  revision: string | null;
}

export abstract class SupplierProfiles {
  abstract get(businessId: string): Promise<SupplierProfile>;
  /** Possibly as lately read, without a round trip: for a write that checks `revision` in its statement. */
  abstract recent(businessId: string): Promise<SupplierProfile>;
  /** After such a write found the settings changed: the next `recent` reads them again. */
  abstract forget(businessId: string): void;
}

/** A customer as billing reads it: the crm module's fields (@hisaab/contracts) and its id. */
export interface CustomerInfo extends CustomerFields {
  id: string;
}

export abstract class CustomerLookup {
  /** Null when the id is not a customer of this business. */
  abstract get(businessId: string, id: string): Promise<CustomerInfo | null>;
}

export interface StockLine {
  productId: string;
  quantity: number;
}

export abstract class InventoryGateway {
  /** In the caller's transaction; throws INSUFFICIENT_STOCK (409) naming the products. */
  abstract takeOutForInvoice(businessId: string, invoice: { id: string; invoiceNumber: string }, lines: StockLine[]): Promise<void>;
  /** In the caller's transaction: puts back what the invoice took out. */
  abstract returnForCancelledInvoice(businessId: string, invoice: { id: string; invoiceNumber: string }): Promise<void>;
  /** In the caller's transaction: puts a credit note's returned goods back ('credit_note' ledger rows). */
  abstract returnForCreditNote(businessId: string, note: { id: string; noteNumber: string }, lines: StockLine[]): Promise<void>;
}

/** The business as its documents print it (the settings module's profile), with what an invoice adds. */
export interface IssuerDetails extends PrintedBusiness {
  udyam: string | null;
  upiId: string | null;
  bankName: string | null;
  bankAccountNumber: string | null;
  bankIfsc: string | null;
  bankBranch: string | null;
  /** GST turned on in the settings, and the composition scheme: they decide the document type. */
  registered: boolean;
  composition: boolean;
}

export abstract class IssuerProfiles {
  abstract get(businessId: string): Promise<IssuerDetails>;
}
