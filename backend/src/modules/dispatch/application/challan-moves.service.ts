import { Injectable } from '@nestjs/common';
import type { ChallanStatus, DeliveryChallanResponse } from '@hisaab/contracts';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import type { AuthContext } from '../../../shared/tenant';
import { checkConvertible, keptLines, partialReturn, planStatusChange } from '../domain/challan-status';
import { DispatchErrors } from '../domain/dispatch-errors';
import { challanId, DeliveryChallansService } from './delivery-challans.service';
import { ChallanRepository, type ChallanItemRecord, type ChallanStatusPatch } from './ports/challan.repository';
import { ChallanInvoicing, ChallanStock, type StockLine } from './ports/partners';

export interface ChallanStatusInput {
  status: string;
  /** partially_returned: what came back, per challan item. */
  returnedItems?: { itemId: string; quantity: number }[];
}

/**
 * What happens to a challan after it is written: the status moves with their stock effects, and the
 * conversion of a delivered challan into one draft invoice. Each runs in one transaction holding the
 * challan's row lock, so a double click or two tabs apply a move once.
 */
@Injectable()
export class ChallanMovesService {
  constructor(
    private readonly challans: ChallanRepository,
    private readonly stock: ChallanStock,
    private readonly invoicing: ChallanInvoicing,
    private readonly reader: DeliveryChallansService,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  changeStatus(auth: AuthContext, id: string, input: ChallanStatusInput): Promise<DeliveryChallanResponse> {
    const { businessId } = auth;
    return this.unitOfWork.run(async () => {
      const challan = await this.challans.findByIdForUpdate(businessId, challanId(id));
      if (!challan) throw DispatchErrors.challanNotFound();
      const effect = planStatusChange(challan.status, input.status, { invoiced: challan.invoiceId !== null, number: challan.invoiceNumber });
      const items = await this.challans.findItems(businessId, challan.id);
      const now = this.clock.now();
      const patch: ChallanStatusPatch = { status: input.status as ChallanStatus };
      switch (effect) {
        case 'dispatch':
          await this.stock.takeOut(businessId, challan, stockLines(items, (item) => item.quantity));
          patch.dispatchedAt = now;
          break;
        case 'deliver':
          patch.deliveredAt = now;
          break;
        case 'returnAll': {
          await this.stock.putBack(businessId, challan);
          await this.challans.recordReturned(businessId, challan.id, new Map(items.map((item) => [item.id, item.quantity])));
          patch.returnedAt = now;
          break;
        }
        case 'returnPart': {
          const back = partialReturn(items, input.returnedItems);
          await this.stock.putBack(businessId, challan, stockLines(items, (item) => back.get(item.id) ?? 0));
          await this.challans.recordReturned(businessId, challan.id, back);
          patch.returnedAt = now;
          break;
        }
      }
      await this.challans.updateStatus(businessId, challan.id, patch, now);
      return this.reader.present({ ...challan, ...patch, updatedAt: now });
    });
  }

  /**
   * One draft invoice from a delivered or partially returned challan not yet invoiced: its customer, place
   * of supply and the lines the customer kept, at their rates. The goods left stock at dispatch, so the
   * invoice is told not to take them again.
   */
  convertToInvoice(auth: AuthContext, id: string): Promise<DeliveryChallanResponse> {
    const { businessId } = auth;
    return this.unitOfWork.run(async () => {
      // The row lock is the claim: a second conversion waits here, then finds the invoice linked.
      const challan = await this.challans.findByIdForUpdate(businessId, challanId(id));
      if (!challan) throw DispatchErrors.challanNotFound();
      checkConvertible(challan.status, { id: challan.invoiceId, number: challan.invoiceNumber });
      // After a partial return the invoice bills what the customer kept.
      const items = keptLines(await this.challans.findItems(businessId, challan.id));
      const today = this.clock.todayInIndia();
      const invoice = await this.invoicing.createDraft(auth, {
        customerId: challan.customerId,
        invoiceDate: today,
        dueDate: today,
        placeOfSupply: challan.placeOfSupply,
        notes: `Goods delivered under delivery challan ${challan.challanNumber} dated ${shownDate(challan.challanDate)}`,
        lines: items.map(({ productId, productName, hsn, quantity, unit, rate, gstRate }) => ({ productId, productName, hsn, quantity, unit, rate, gstRate })),
        challan: { id: challan.id, challanNumber: challan.challanNumber },
        goodsOut: stockLines(items, (item) => item.quantity),
      });
      const now = this.clock.now();
      if (!(await this.challans.linkInvoice(businessId, challan.id, invoice, now))) throw DispatchErrors.alreadyInvoiced({ id: null, number: null });
      return this.reader.present({ ...challan, invoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber, updatedAt: now });
    });
  }
}

/** The challan's goods from stock, per product, with the quantity `of` each line. */
function stockLines(items: readonly ChallanItemRecord[], of: (item: ChallanItemRecord) => number): StockLine[] {
  return items.flatMap((item) => (item.productId && of(item) > 0 ? [{ productId: item.productId, quantity: of(item) }] : []));
}

function shownDate(date: string): string {
  return date.split('-').reverse().join('/');
}
