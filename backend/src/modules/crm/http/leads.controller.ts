import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CurrentUser } from '../../../platform/auth/public.decorator';
import { Answer, Responds } from '../../../platform/http/responds';
import { Idempotent } from '../../../platform/idempotency/idempotent.interceptor';
import type { AuthContext } from '../../../shared/tenant';
import { LeadConversionService } from '../application/lead-conversion.service';
import { LeadsService } from '../application/leads.service';
import { ConvertLeadDto, LeadDto, LeadStatusDto, ListLeadsQuery } from './leads.dto';

/** /api/leads — the Sales screen (spec part 1 §2); every call is scoped to the caller's business, another business's id is a 404. */
@Controller('leads')
export class LeadsController {
  constructor(
    private readonly leads: LeadsService,
    private readonly conversion: LeadConversionService,
  ) {}

  /** `{items, nextCursor, counts}`, newest first; `?search=` (name, company, e-mail, phone), `?status=`. `counts` are of every lead of the business. */
  @Get()
  @Responds(200, Answer.of('LeadPageResponse'))
  list(@CurrentUser() auth: AuthContext, @Query() query: ListLeadsQuery) {
    return this.leads.list(auth, query);
  }

  /** The lead with every status change and its time, oldest first. */
  @Get(':id')
  @Responds(200, Answer.of('LeadDetailsResponse'))
  get(@CurrentUser() auth: AuthContext, @Param('id') id: string) {
    return this.leads.get(auth, id);
  }

  @Post()
  @HttpCode(201)
  @Idempotent()
  @Responds(201, Answer.of('LeadResponse'))
  create(@CurrentUser() auth: AuthContext, @Body() body: LeadDto) {
    return this.leads.create(auth, body);
  }

  /** lead → contacted → nurtured → converted | unqualified; any other move is 409 LEAD_INVALID_TRANSITION. */
  @Patch(':id/status')
  @Responds(200, Answer.of('LeadResponse'))
  changeStatus(@CurrentUser() auth: AuthContext, @Param('id') id: string, @Body() body: LeadStatusDto) {
    return this.leads.changeStatus(auth, id, body.status);
  }

  /** Makes the customer and links the lead to it; a converted lead is 409 LEAD_ALREADY_CONVERTED. `Idempotency-Key` makes retries safe. */
  @Post(':id/convert')
  @HttpCode(201)
  @Idempotent()
  @Responds(201, Answer.of('ConvertLeadResponse'))
  convert(@CurrentUser() auth: AuthContext, @Param('id') id: string, @Body() body: ConvertLeadDto) {
    return this.conversion.convert(auth, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() auth: AuthContext, @Param('id') id: string): Promise<void> {
    await this.leads.delete(auth, id);
  }
}
