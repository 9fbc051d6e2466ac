import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CurrentUser } from '../../../platform/auth/public.decorator';
import { Answer, Responds } from '../../../platform/http/responds';
import { Idempotent } from '../../../platform/idempotency/idempotent.interceptor';
import type { AuthContext } from '../../../shared/tenant';
import { PurchasesService } from '../application/purchases.service';
import { ListPurchasesQuery, PurchaseBillDto } from './purchases.dto';

/** /api/purchases — supplier bills, scoped to the caller's business; another business's id is a 404. */
@Controller('purchases')
export class PurchasesController {
  constructor(private readonly purchases: PurchasesService) {}

  /** `{items, nextCursor}`, newest bill date first; `?search=` (supplier, GSTIN, bill number), `?from=&to=` (inclusive). */
  @Get()
  @Responds(200, Answer.pageOf('PurchaseBillListItemResponse'))
  list(@CurrentUser() auth: AuthContext, @Query() query: ListPurchasesQuery) {
    return this.purchases.list(auth, query);
  }

  @Get(':id')
  @Responds(200, Answer.of('PurchaseBillResponse'))
  get(@CurrentUser() auth: AuthContext, @Param('id') id: string) {
    return this.purchases.get(auth, id);
  }

  /**
   * Records the bill with its computed tax; product lines put stock in (the inventory ledger) and move
   * the products' cost prices. 409 PURCHASE_BILL_DUPLICATE for a number its supplier already has this
   * financial year. `Idempotency-Key` makes retries safe.
   */
  @Post()
  @HttpCode(201)
  @Idempotent()
  @Responds(201, Answer.of('PurchaseBillResponse'))
  create(@CurrentUser() auth: AuthContext, @Body() body: PurchaseBillDto) {
    return this.purchases.create(auth, {
      supplierName: body.supplierName,
      supplierGstin: body.supplierGstin ?? null,
      billNumber: body.billNumber,
      billDate: body.billDate,
      placeOfSupply: body.placeOfSupply,
      items: body.items.map((line) => ({
        productId: line.productId ?? null,
        productName: line.productName,
        hsn: line.hsn,
        quantity: line.quantity,
        unit: line.unit,
        rate: line.rate,
        gstRate: line.gstRate,
        cessRate: line.cessRate ?? 0,
      })),
      itcEligible: body.itcEligible,
      notes: body.notes ?? null,
    });
  }
}
