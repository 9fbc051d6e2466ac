import type { KeysetPosition, Slice } from '../../../../shared/cursor';
import type { Customer, CustomerFields } from '../../domain/customer';

export interface CustomerListQuery {
  /** Matches name (contains, any case), phone (digits, exact) or GSTIN (exact, any case). */
  search?: string;
  limit: number;
  /** Keyset position: rows after this (sort key, id), in name order. */
  after?: KeysetPosition;
}

/** `next` is the position after the last item when more rows follow, else null. */
export type CustomerSlice = Slice<Customer>;

export type DeleteOutcome = 'deleted' | 'not_found' | { referencedBy: string };

/** Customers of one business; every method takes the tenant first. */
export abstract class CustomerRepository {
  abstract list(businessId: string, query: CustomerListQuery): Promise<CustomerSlice>;
  abstract findById(businessId: string, id: string): Promise<Customer | null>;
  /** Those of `ids` that are customers of this business. */
  abstract findMany(businessId: string, ids: readonly string[]): Promise<Customer[]>;
  /** The e-mail and phone of the business's customers among `ids` (what a list of invoices shows). */
  /** The first customer other than `exceptId` with this GSTIN, or null. */
  abstract findOtherWithGstin(businessId: string, gstNumber: string, exceptId: string | null): Promise<Customer | null>;
  abstract insert(businessId: string, id: string, fields: CustomerFields): Promise<Customer>;
  /** Null when the customer is not this business's. */
  abstract update(businessId: string, id: string, fields: CustomerFields): Promise<Customer | null>;
  /** A row referencing the customer (an invoice) blocks the delete: history is never lost. */
  abstract delete(businessId: string, id: string): Promise<DeleteOutcome>;
}
