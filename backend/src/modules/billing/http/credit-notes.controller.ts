import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { toPaise } from '@hisaab/gst';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../../../platform/auth/public.decorator';
import { pdfReply } from '../../../platform/http/pdf-reply';
import { Answer, Responds } from '../../../platform/http/responds';
import { Idempotent } from '../../../platform/idempotency/idempotent.interceptor';
import type { AuthContext } from '../../../shared/tenant';
import { CreditNotePdfService } from '../application/credit-note-pdf.service';
import { CreditNoteService } from '../application/credit-note.service';
import { parseDateInput } from '../domain/documents';
import { CreditNoteDto, ListCreditNotesQuery } from './credit-note.dto';

/** /api/credit-notes — notes against the business's issued invoices (Section 34, Rule 53); another business's id answers 404. */
@Controller('credit-notes')
export class CreditNotesController {
  constructor(
    private readonly notes: CreditNoteService,
    private readonly pdfs: CreditNotePdfService,
  ) {}

  /** `{items, nextCursor}`, newest note date first; `?invoiceId=` for one invoice's, `?search=` in the number or customer name. */
  @Get()
  @Responds(200, Answer.pageOf('CreditNoteListItemResponse'))
  list(@CurrentUser() auth: AuthContext, @Query() query: ListCreditNotesQuery) {
    return this.notes.list(auth, query);
  }

  @Get(':id')
  @Responds(200, Answer.of('CreditNoteResponse'))
  get(@CurrentUser() auth: AuthContext, @Param('id') id: string) {
    return this.notes.get(auth, id);
  }

  /** 'CREDIT NOTE' with the original invoice's number and date (Rule 53), as a download. */
  @Get(':id/pdf')
  async pdf(@CurrentUser() auth: AuthContext, @Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply) {
    return pdfReply(await this.pdfs.pdfFor(auth, id), 'attachment', reply);
  }

  /** Lines and quantities, or a value (rupees of taxable value); the tax follows the invoice. `Idempotency-Key` makes retries safe. */
  @Post()
  @HttpCode(201)
  @Idempotent()
  @Responds(201, Answer.of('CreditNoteResponse'))
  create(@CurrentUser() auth: AuthContext, @Body() body: CreditNoteDto) {
    return this.notes.create(auth, {
      invoiceId: body.invoiceId,
      reason: body.reason,
      noteDate: body.noteDate === undefined ? undefined : parseDateInput(body.noteDate),
      items: body.items?.map((line) => ({ itemId: line.itemId, quantity: line.quantity })),
      amountPaise: body.amount === undefined ? undefined : toPaise(body.amount),
      restock: body.restock ?? false,
      notes: body.notes ?? null,
    });
  }
}
