import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { InventoryErrors } from '../domain/inventory-errors';
import { isUuid } from '../../../shared/uuid';
import { assertEnoughStock, assertWholeQuantities, mergeLines, StockLine, StockReason, StockReferenceType } from '../domain/stock';
import { InventoryRepository, StockMovement } from './ports/inventory.repository';

/**
 * Public API: stock taken out by documents of other modules (billing). Call it inside your own
 * transaction (`UnitOfWork.run`): the product rows stay locked until you commit, and a failure
 * of yours rolls the stock back too. Called outside a transaction it opens its own.
 */
@Injectable()
export class StockLedger {
  constructor(
    private readonly inventory: InventoryRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /**
   * Takes the invoice's linked lines out of stock ('invoice' ledger rows). Throws
   * INSUFFICIENT_STOCK (conflict, details.products: [{productId, name, available, requested}])
   * naming every short product, STOCK_QUANTITY_NOT_WHOLE for a fractional quantity,
   * PRODUCT_NOT_FOUND for a product that is not this business's, STOCK_ALREADY_TAKEN when the
   * invoice's stock is already out. Nothing changes when it throws. The invoice number is the rows'
   * note, so Product History names the invoice.
   */
  takeOutForInvoice(businessId: string, invoiceId: string, invoiceNumber: string, lines: readonly StockLine[]): Promise<StockMovement[]> {
    return this.takeOut(businessId, 'invoice', 'invoice', invoiceId, invoiceNumber, lines);
  }

  /** Puts back whatever is still out for the invoice ('invoice_cancelled' rows). Safe to call twice. */
  returnForCancelledInvoice(businessId: string, invoiceId: string, invoiceNumber: string): Promise<StockMovement[]> {
    return this.putBack(businessId, 'invoice_cancelled', 'invoice', invoiceId, invoiceNumber);
  }

  private takeOut(businessId: string, reason: StockReason, referenceType: StockReferenceType, referenceId: string, note: string, lines: readonly StockLine[]) {
    const merged = mergeLines(lines);
    if (!merged.length) return Promise.resolve([]);
    return this.unitOfWork.run(async () => {
      const ids = merged.map((line) => line.productId);
      const locked = ids.every(isUuid) ? await this.inventory.lockProducts(businessId, ids) : [];
      const byId = new Map(locked.map((product) => [product.id, product]));
      const missing = ids.filter((id) => !byId.has(id));
      if (missing.length) {
        throw InventoryErrors.productsNotFound(missing);
      }
      assertWholeQuantities(merged, new Map(locked.map((product) => [product.id, product.name])));
      const alreadyOut = await this.inventory.netTakenOut(businessId, referenceType, referenceId);
      if (alreadyOut.length) {
        throw InventoryErrors.stockAlreadyTaken(referenceType);
      }
      assertEnoughStock(merged, byId);
      return this.inventory.applyMovements(
        businessId,
        merged.map((line) => ({ productId: line.productId, reason, change: -line.quantity, referenceType, referenceId, note })),
      );
    });
  }

  private putBack(businessId: string, reason: StockReason, referenceType: StockReferenceType, referenceId: string, note: string) {
    return this.unitOfWork.run(async () => {
      const out = await this.inventory.netTakenOut(businessId, referenceType, referenceId);
      if (!out.length) return [];
      await this.inventory.lockProducts(businessId, out.map((line) => line.productId));
      // Read again under the locks: a concurrent cancellation may have returned it already.
      const still = (await this.inventory.netTakenOut(businessId, referenceType, referenceId)).filter((line) => line.quantity > 0);
      return this.inventory.applyMovements(
        businessId,
        still.map((line) => ({ productId: line.productId, reason, change: line.quantity, referenceType, referenceId, note })),
      );
    });
  }
}
