import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { CurrentUser } from '../../../platform/auth/public.decorator';
import { Idempotent } from '../../../platform/idempotency/idempotent.interceptor';
import { Answer, Responds } from '../../../platform/http/responds';
import type { AuthContext } from '../../../shared/tenant';
import { ChallanMovesService } from '../application/challan-moves.service';
import { DeliveryChallansService } from '../application/delivery-challans.service';
import { toChallanInput } from './challan.mapper';
import { ChallanStatusDto, DeliveryChallanDto, ListChallansQuery } from './delivery-challans.dto';

/** /api/delivery-challans — scoped to the caller's business; another business's id answers 404. */
@Controller('delivery-challans')
export class DeliveryChallansController {
  constructor(
    private readonly challans: DeliveryChallansService,
    private readonly moves: ChallanMovesService,
  ) {}

  /** `{items, nextCursor}`, newest first; `?search=` anywhere in the number or customer name, `?status=`. */
  @Get()
  @Responds(200, Answer.pageOf('DeliveryChallanListItemResponse'))
  list(@CurrentUser() auth: AuthContext, @Query() query: ListChallansQuery) {
    return this.challans.list(auth, query);
  }

  /** The screen's four counters: total, dispatched, delivered, pending invoice (delivered, not invoiced). */
  @Get('counters')
  @Responds(200, Answer.of('DeliveryChallanCountersResponse'))
  counters(@CurrentUser() auth: AuthContext) {
    return this.challans.counters(auth);
  }

  @Get(':id')
  @Responds(200, Answer.of('DeliveryChallanResponse'))
  get(@CurrentUser() auth: AuthContext, @Param('id') id: string) {
    return this.challans.get(auth, id);
  }

  /** A draft challan numbered DC/yy-yy/nnnn; every amount computed here. `Idempotency-Key` makes retries safe. */
  @Post()
  @HttpCode(201)
  @Idempotent()
  @Responds(201, Answer.of('DeliveryChallanResponse'))
  create(@CurrentUser() auth: AuthContext, @Body() body: DeliveryChallanDto) {
    return this.challans.create(auth, toChallanInput(body));
  }

  /**
   * draft → dispatched (goods leave stock) → delivered; dispatched|delivered → returned (all back) or
   * partially_returned (`returnedItems`). Other moves: 409 CHALLAN_INVALID_TRANSITION.
   */
  @Put(':id/status')
  @Responds(200, Answer.of('DeliveryChallanResponse'))
  changeStatus(@CurrentUser() auth: AuthContext, @Param('id') id: string, @Body() body: ChallanStatusDto) {
    return this.moves.changeStatus(auth, id, body);
  }

  /** A delivered challan not yet invoiced → one draft invoice (409 otherwise); `Idempotency-Key` replays the first answer. */
  @Post(':id/convert-to-invoice')
  @HttpCode(201)
  @Idempotent()
  @Responds(201, Answer.of('DeliveryChallanResponse'))
  convertToInvoice(@CurrentUser() auth: AuthContext, @Param('id') id: string) {
    return this.moves.convertToInvoice(auth, id);
  }
}
