/**
 * What the purchases module needs from settings and inventory. The adapters delegate to those modules'
 * public APIs; the services here stay testable with plain stubs.
 */
import type { TaxStanding } from '../../domain/input-tax-credit';

export abstract class TaxStandings {
  /** The business's GSTIN, state and scheme, from its settings. */
  abstract get(businessId: string): Promise<TaxStanding>;
}

export interface ReceivedLine {
  productId: string;
  /** Whole units. */
  quantity: number;
  /** What the units cost in all, in paise. */
  costPaise: number;
}

export abstract class PurchaseStock {
  /**
   * In the caller's transaction: the lines go into stock through the inventory ledger ('purchase' rows
   * naming the bill) and the products' cost prices move. Returns the ids that are not products of the
   * business (nothing is written then).
   */
  abstract putIn(businessId: string, purchase: { id: string; billNumber: string }, lines: ReceivedLine[]): Promise<{ unknownProductIds: string[] }>;
}
