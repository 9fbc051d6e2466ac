import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { type StockReceipt, weightedAverageCost } from '../domain/cost-price';
import { InventoryErrors } from '../domain/inventory-errors';
import { isUuid } from '../../../shared/uuid';
import { assertEnoughStock, assertWholeQuantities, mergeLines, StockLine, StockReason, StockReferenceType } from '../domain/stock';
import { InventoryRepository, StockMovement } from './ports/inventory.repository';

/**
 * Public API: stock taken out by documents of other modules (billing's invoices, dispatch's challans). Call it inside your own
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

  /**
   * Puts a purchase bill's product lines into stock ('purchase' rows, the bill number as their note)
   * and moves each product's cost price to the weighted average of the stock held and the units
   * received (domain/cost-price.ts). Throws PRODUCT_NOT_FOUND (details.productIds) for a product that
   * is not the business's and STOCK_QUANTITY_NOT_WHOLE for a fractional quantity; nothing changes then.
   */
  putInForPurchase(businessId: string, purchaseId: string, billNumber: string, lines: readonly PurchaseStockLine[]): Promise<StockMovement[]> {
    if (!lines.length) return Promise.resolve([]);
    return this.unitOfWork.run(async () => {
      const received = mergeReceipts(lines);
      const ids = [...received.keys()].sort();
      const locked = ids.every(isUuid) ? await this.inventory.lockProducts(businessId, ids) : [];
      const byId = new Map(locked.map((product) => [product.id, product]));
      const missing = ids.filter((id) => !byId.has(id));
      if (missing.length) throw InventoryErrors.productsNotFound(missing);
      assertWholeQuantities(lines, new Map(locked.map((product) => [product.id, product.name])));
      await this.inventory.setCostPrices(
        businessId,
        locked.map((product) => ({ productId: product.id, costPrice: weightedAverageCost(product.stockQuantity, product.costPrice, received.get(product.id)!) })),
      );
      return this.inventory.applyMovements(
        businessId,
        ids.map((productId) => ({ productId, reason: 'purchase', change: received.get(productId)!.quantity, referenceType: 'purchase', referenceId: purchaseId, note: billNumber })),
      );
    });
  }

  /** Those of `productIds` that are not the business's products (archived ones are: old documents name them). */
  async unknownProducts(businessId: string, productIds: readonly string[]): Promise<string[]> {
    const ids = [...new Set(productIds.map((id) => id.toLowerCase()))];
    const wellFormed = ids.filter(isUuid);
    const known = new Set(await this.inventory.existingIds(businessId, wellFormed));
    return ids.filter((id) => !known.has(id));
  }

  /**
   * Takes a delivery challan's linked lines out of stock when it is dispatched ('challan' ledger rows,
   * the challan number as their note). The same errors as takeOutForInvoice.
   */
  takeOutForChallan(businessId: string, challanId: string, challanNumber: string, lines: readonly StockLine[]): Promise<StockMovement[]> {
    return this.takeOut(businessId, 'challan', 'challan', challanId, challanNumber, lines);
  }

  /**
   * Puts back goods that came back on a challan ('challan_returned' rows): the given quantities, each at
   * most what is still out for the challan, or everything still out when `lines` is left out.
   */
  returnForChallan(businessId: string, challanId: string, challanNumber: string, lines?: readonly StockLine[]): Promise<StockMovement[]> {
    return this.putBack(businessId, 'challan_returned', 'challan', challanId, challanNumber, lines && mergeLines(lines));
  }

  /**
   * Puts back the goods a credit note takes back ('credit_note' rows, the note number as their note).
   * Billing caps the quantities at what the invoice sold and earlier notes did not take back.
   */
  returnForCreditNote(businessId: string, creditNoteId: string, noteNumber: string, lines: readonly StockLine[]): Promise<StockMovement[]> {
    // In a transaction: the ledger's rows and its daily summary are written together.
    return this.unitOfWork.run(() =>
      this.inventory.applyMovements(
        businessId,
        mergeLines(lines).map((line) => ({ productId: line.productId, reason: 'credit_note', change: line.quantity, referenceType: 'credit_note', referenceId: creditNoteId, note: noteNumber })),
      ),
    );
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

  /** Everything still out for the reference, or of `wanted` at most that much per product. */
  private putBack(businessId: string, reason: StockReason, referenceType: StockReferenceType, referenceId: string, note: string, wanted?: readonly StockLine[]) {
    return this.unitOfWork.run(async () => {
      const out = await this.inventory.netTakenOut(businessId, referenceType, referenceId);
      if (!out.length) return [];
      await this.inventory.lockProducts(businessId, out.map((line) => line.productId));
      // Read again under the locks: a concurrent cancellation may have returned it already.
      const still = (await this.inventory.netTakenOut(businessId, referenceType, referenceId)).filter((line) => line.quantity > 0);
      const asked = wanted && new Map(wanted.map((line) => [line.productId, line.quantity]));
      const back = still
        .map((line) => ({ productId: line.productId, quantity: asked ? Math.min(asked.get(line.productId) ?? 0, line.quantity) : line.quantity }))
        .filter((line) => line.quantity > 0);
      return this.inventory.applyMovements(
        businessId,
        back.map((line) => ({ productId: line.productId, reason, change: line.quantity, referenceType, referenceId, note })),
      );
    });
  }
}

/** A purchase line of a product: whole units received and what they cost in all (paise). */
export interface PurchaseStockLine extends StockReceipt {
  productId: string;
}

/** Quantities and costs summed per product (a bill may list one product twice). */
function mergeReceipts(lines: readonly PurchaseStockLine[]): Map<string, StockReceipt> {
  const totals = new Map<string, StockReceipt>();
  for (const { productId, quantity, costPaise } of lines) {
    const sum = totals.get(productId) ?? { quantity: 0, costPaise: 0 };
    totals.set(productId, { quantity: sum.quantity + quantity, costPaise: sum.costPaise + costPaise });
  }
  return totals;
}
