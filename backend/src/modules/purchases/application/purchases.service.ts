import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PurchaseMessages, type PurchaseBillListItemResponse, type PurchaseBillResponse } from '@hisaab/contracts';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { decodeDateKeyset, encodeKeyset, type Page, pageLimit } from '../../../shared/cursor';
import type { AuthContext } from '../../../shared/tenant';
import { isUuid, timeOrderedUuid } from '../../../shared/uuid';
import { calculatePurchase, type CalculatedPurchase, type PurchaseBillForm } from '../domain/purchase-bill';
import { checkedPeriod } from '../domain/period';
import { PurchasesErrors } from '../domain/purchases-errors';
import { PurchaseStock, TaxStandings } from './ports/partners';
import { type PurchaseBillRecord, type PurchaseItemRecord, PurchaseRepository } from './ports/purchase.repository';
import { presentPurchase, presentPurchaseListItem } from './presenters';

export const PURCHASE_PAGE = { defaultLimit: 25, maxLimit: 100 } as const;

/** The Purchases tab: supplier bills recorded, read and listed, scoped to the caller's business. */
@Injectable()
export class PurchasesService {
  constructor(
    private readonly purchases: PurchaseRepository,
    private readonly standings: TaxStandings,
    private readonly stock: PurchaseStock,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async list(auth: AuthContext, input: { search?: string; from?: string; to?: string; limit?: number; cursor?: string }): Promise<Page<PurchaseBillListItemResponse>> {
    const limit = pageLimit(input.limit, PURCHASE_PAGE);
    const slice = await this.purchases.list(auth.businessId, {
      search: input.search?.trim() || undefined,
      ...checkedPeriod(input.from, input.to),
      limit,
      before: decodeDateKeyset(input.cursor),
    });
    return { items: slice.items.map(presentPurchaseListItem), nextCursor: slice.next && encodeKeyset(slice.next) };
  }

  async get(auth: AuthContext, id: string): Promise<PurchaseBillResponse> {
    const found = isUuid(id) ? await this.purchases.findById(auth.businessId, id) : null;
    if (!found) throw PurchasesErrors.purchaseNotFound();
    return presentPurchase(found.bill, found.items);
  }

  /**
   * One transaction: the bill, its lines, the stock its product lines bring in (the inventory ledger)
   * and the products' new cost prices; a supplier's bill number is recorded once a financial year.
   */
  async create(auth: AuthContext, form: PurchaseBillForm): Promise<PurchaseBillResponse> {
    const { businessId } = auth;
    const calculated = calculatePurchase(form, this.clock.todayInIndia(), await this.standings.get(businessId));
    const now = this.clock.now();
    const bill = billRecord(timeOrderedUuid(now.getTime()), form, calculated, now);
    const items = itemRecords(calculated);
    return this.unitOfWork.run(async () => {
      // Held to the commit: two requests recording one bill at once are checked one after the other.
      await this.unitOfWork.lock(`purchase-bill:${businessId}:${bill.supplierKey}:${bill.fy}:${bill.billNumber.toUpperCase()}`);
      const duplicate = await this.purchases.findDuplicate(businessId, bill);
      if (duplicate) throw PurchasesErrors.duplicateBill(duplicate);
      // Stock first: it checks (and locks) each product as the business's before a line names it, so an
      // unknown id is the line's 400 rather than the lines' foreign key failing (a 500).
      const received = calculated.lines.flatMap((line) => (line.productId ? [{ productId: line.productId, quantity: line.quantity, costPaise: line.costPaise }] : []));
      const { unknownProductIds } = await this.stock.putIn(businessId, { id: bill.id, billNumber: bill.billNumber }, received);
      if (unknownProductIds.length) throw productsNotFound(form, unknownProductIds);
      await this.purchases.insert(businessId, bill, items, auth.userId);
      return presentPurchase(bill, items);
    });
  }
}

function billRecord(id: string, form: PurchaseBillForm, calculated: CalculatedPurchase, now: Date): PurchaseBillRecord {
  return {
    id,
    supplierName: form.supplierName,
    supplierGstin: form.supplierGstin,
    supplierKey: calculated.supplierKey,
    billNumber: form.billNumber,
    fy: calculated.fy,
    billDate: form.billDate,
    placeOfSupply: form.placeOfSupply,
    supplierState: calculated.supplierState,
    supplyType: calculated.supplyType,
    itcEligible: form.itcEligible,
    ...calculated.tax,
    notes: form.notes,
    createdAt: now,
  };
}

function itemRecords(calculated: CalculatedPurchase): PurchaseItemRecord[] {
  return calculated.lines.map((line, position) => ({
    id: randomUUID(),
    position,
    productId: line.productId,
    productName: line.productName,
    hsn: line.hsn,
    quantity: line.quantity,
    unit: line.unit,
    rate: line.rate,
    gstRate: line.tax.gstRate,
    cessRate: line.tax.cessRate,
    taxablePaise: line.tax.taxablePaise,
    cgstPaise: line.tax.cgstPaise,
    sgstPaise: line.tax.sgstPaise,
    igstPaise: line.tax.igstPaise,
    cessPaise: line.tax.cessPaise,
    totalPaise: line.tax.totalPaise,
  }));
}

/** Lines whose product is not one of the business's (nothing was written: the transaction rolls back). */
function productsNotFound(form: PurchaseBillForm, unknown: readonly string[]) {
  const errors: Record<string, string> = {};
  form.items.forEach((line, i) => {
    if (line.productId && unknown.includes(line.productId.toLowerCase())) errors[`items.${i}.productId`] = PurchaseMessages.productNotFound;
  });
  return PurchasesErrors.invalid(errors);
}
