import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../../../platform/auth/public.decorator';
import { pdfReply } from '../../../platform/http/pdf-reply';
import type { AuthContext } from '../../../shared/tenant';
import { ChallanPdfService } from '../application/challan-pdf.service';
import { ChallanPdfQuery } from './delivery-challans.dto';

/** GET /api/delivery-challans/{id}/pdf[?copy=original|duplicate|triplicate]: the Rule 55 challan, downloaded. */
@Controller('delivery-challans')
export class ChallanPdfController {
  constructor(private readonly pdfs: ChallanPdfService) {}

  @Get(':id/pdf')
  async pdf(@CurrentUser() auth: AuthContext, @Param('id') id: string, @Query() query: ChallanPdfQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return pdfReply(await this.pdfs.pdfFor(auth.businessId, id, query.copy), 'attachment', reply);
  }
}
