import { Controller, Get, Param, Query, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../../../platform/auth/public.decorator';
import type { AuthContext } from '../../../shared/tenant';
import { InvoicePdfService, type InvoicePdf } from '../application/invoice-pdf.service';
import { InvoicePdfQuery } from './invoice.dto';

/** `inline` opens in the browser's viewer; `attachment` saves the file. */
export function pdfReply(pdf: InvoicePdf, disposition: 'inline' | 'attachment', reply: FastifyReply): StreamableFile {
  reply.header('Cache-Control', 'private, no-store');
  reply.header('X-Content-Type-Options', 'nosniff');
  return new StreamableFile(pdf.content, {
    type: 'application/pdf',
    length: pdf.content.length,
    disposition: `${disposition}; filename="${pdf.filename}"`,
  });
}

/** GET /api/invoices/{id}/view-pdf[?copy=original|duplicate|triplicate] — the owner's invoice as a PDF (rendered once per version). */
@Controller('invoices')
export class InvoicePdfController {
  constructor(private readonly pdfs: InvoicePdfService) {}

  @Get(':id/view-pdf')
  async viewPdf(@CurrentUser() auth: AuthContext, @Param('id') id: string, @Query() query: InvoicePdfQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return pdfReply(await this.pdfs.pdfFor(auth.businessId, id, query.copy), 'inline', reply);
  }
}
