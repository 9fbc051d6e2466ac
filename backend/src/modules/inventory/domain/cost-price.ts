/**
 * The cost price a purchase leaves on a product: the weighted average of the stock already held (at its
 * cost price) and what came in (at what it cost), so the cost of goods sold follows what the goods cost
 * rather than the last price paid. Prices are rupees with up to 4 decimals, as product prices are.
 */
import { divRoundHalfUp, fromScaledInteger, PRICE_DECIMALS, PRICE_UNITS_PER_PAISA, toPriceUnits, toSafeNumber, type Paise } from '@hisaab/gst';

export interface StockReceipt {
  /** Whole units received. */
  quantity: number;
  /** What those units cost in all, in paise. */
  costPaise: Paise;
}

/**
 * (stock × cost price + received cost) ÷ (stock + received), rounded half-up to 1/10,000 rupee. Stock
 * that is empty, or has no cost price yet, counts for nothing: the received units' own cost is the price.
 */
export function weightedAverageCost(stockBefore: number, costBefore: number | null, received: StockReceipt): number {
  const receivedUnits = BigInt(received.costPaise) * PRICE_UNITS_PER_PAISA;
  const held = stockBefore > 0 && costBefore !== null ? BigInt(stockBefore) : 0n;
  const heldUnits = held * BigInt(toPriceUnits(costBefore ?? 0));
  const quantity = held + BigInt(received.quantity);
  if (quantity <= 0n) throw new RangeError('A receipt needs a positive quantity');
  return fromScaledInteger(toSafeNumber(divRoundHalfUp(heldUnits + receivedUnits, quantity)), PRICE_DECIMALS);
}
