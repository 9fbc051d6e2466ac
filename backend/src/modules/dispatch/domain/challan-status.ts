/**
 * The challan status machine (spec part 2 §4): draft → dispatched → delivered; dispatched or delivered
 * → returned or partially_returned, with the quantities that came back.
 */
import { CHALLAN_INVOICEABLE_STATUSES, CHALLAN_STATUSES, CHALLAN_TRANSITIONS, ChallanMessages, type ChallanStatus } from '@hisaab/contracts';
import { fromMilli, toMilli } from '@hisaab/gst';
import { DispatchErrors } from './dispatch-errors';

/**
 * What a permitted move does besides changing the status:
 * - dispatch: the goods from stock leave it ('challan' ledger rows);
 * - deliver: nothing moves;
 * - returnAll / returnPart: what came back goes back into stock.
 */
export type StatusEffect = 'dispatch' | 'deliver' | 'returnAll' | 'returnPart';

export function isChallanStatus(value: string): value is ChallanStatus {
  return (CHALLAN_STATUSES as readonly string[]).includes(value);
}

/** The effect of `from` → `to`; 409 CHALLAN_INVALID_TRANSITION for any other move, CHALLAN_INVOICED for a return after invoicing. */
export function planStatusChange(from: ChallanStatus, to: string, invoice: { invoiced: boolean; number: string | null }): StatusEffect {
  if (!isChallanStatus(to) || !CHALLAN_TRANSITIONS[from].includes(to)) throw DispatchErrors.invalidTransition(from, to);
  if ((to === 'returned' || to === 'partially_returned') && invoice.invoiced) throw DispatchErrors.invoicedNoReturn(invoice.number);
  if (to === 'dispatched') return 'dispatch';
  if (to === 'delivered') return 'deliver';
  return to === 'returned' ? 'returnAll' : 'returnPart';
}

export interface ReturnableItem {
  id: string;
  productId: string | null;
  quantity: number;
}

/**
 * A partial return's quantity per item id, checked against the challan: each item listed once, at
 * most what was sent, whole units for goods from stock, something back, not everything back.
 */
export function partialReturn(items: readonly ReturnableItem[], returned: readonly { itemId: string; quantity: number }[] | undefined): Map<string, number> {
  const errors: Record<string, string> = {};
  const byId = new Map(items.map((item) => [item.id, item]));
  const back = new Map<string, number>();
  (returned ?? []).forEach((line, i) => {
    const item = byId.get(line.itemId.toLowerCase());
    if (!item) errors[`returnedItems.${i}.itemId`] = ChallanMessages.returnedItem;
    else if (back.has(item.id)) errors[`returnedItems.${i}.itemId`] = ChallanMessages.returnedItemTwice;
    else if (line.quantity > item.quantity) errors[`returnedItems.${i}.quantity`] = ChallanMessages.returnedQuantity(item.quantity);
    else if (item.productId && !Number.isInteger(line.quantity)) errors[`returnedItems.${i}.quantity`] = ChallanMessages.quantityWholeForProduct;
    else back.set(item.id, line.quantity);
  });
  if (Object.keys(errors).length) throw DispatchErrors.invalid(errors);
  if (![...back.values()].some((quantity) => quantity > 0)) throw DispatchErrors.invalid({ returnedItems: ChallanMessages.returnedItems });
  if (items.every((item) => back.get(item.id) === item.quantity)) throw DispatchErrors.invalid({ returnedItems: ChallanMessages.returnedEverything });
  return back;
}

/**
 * A challan converts into one invoice once: delivered, or partially returned (what the customer kept);
 * 409 CHALLAN_ALREADY_INVOICED or CHALLAN_NOT_DELIVERED otherwise.
 */
export function checkConvertible(status: ChallanStatus, invoice: { id: string | null; number: string | null }): void {
  if (invoice.id) throw DispatchErrors.alreadyInvoiced(invoice);
  if (!CHALLAN_INVOICEABLE_STATUSES.includes(status)) throw DispatchErrors.notDelivered(status);
}

/** What the customer kept of each line (sent less returned, to the thousandth), leaving out lines that came back whole. */
export function keptLines<Item extends { quantity: number; returnedQuantity: number }>(items: readonly Item[]): Item[] {
  return items.flatMap((item) => {
    const kept = toMilli(item.quantity) - toMilli(item.returnedQuantity);
    return kept > 0 ? [{ ...item, quantity: fromMilli(kept), returnedQuantity: 0 }] : [];
  });
}
