import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../../../platform/auth/public.decorator';
import { pdfReply } from '../../../platform/http/pdf-reply';
import type { AuthContext } from '../../../shared/tenant';
import { InvoicePdfService } from '../application/invoice-pdf.service';
import { InvoicePdfQuery } from './invoice.dto';

/** GET /api/invoices/{id}/view-pdf[?copy=original|duplicate|triplicate] — the owner's invoice as a PDF (rendered once per version). */
@Controller('invoices')
export class InvoicePdfController {
  constructor(private readonly pdfs: InvoicePdfService) {}

  @Get(':id/view-pdf')
  async viewPdf(@CurrentUser() auth: AuthContext, @Param('id') id: string, @Query() query: InvoicePdfQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return pdfReply(await this.pdfs.pdfFor(auth.businessId, id, query.copy), 'inline', reply);
  }
}
