import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ExpenseMessages, RECEIPT_FIELD } from '@hisaab/contracts';
import { CurrentUser } from '../../../platform/auth/public.decorator';
import { fileReply, MAX_UPLOAD_BYTES, readUploadedFile } from '../../../platform/http/file-upload';
import { Answer, Responds } from '../../../platform/http/responds';
import { Idempotent } from '../../../platform/idempotency/idempotent.interceptor';
import type { AuthContext } from '../../../shared/tenant';
import { ExpenseReceiptsService } from '../application/expense-receipts.service';
import { ExpensesService } from '../application/expenses.service';
import { PurchasesErrors } from '../domain/purchases-errors';
import { ExpenseDto, ExpenseSummaryQuery, ListExpensesQuery } from './expenses.dto';

/** /api/expenses — scoped to the caller's business; another business's id is a 404. */
@Controller('expenses')
export class ExpensesController {
  constructor(
    private readonly expenses: ExpensesService,
    private readonly receipts: ExpenseReceiptsService,
  ) {}

  /** `{items, nextCursor}`, newest expense date first; `?search=` (vendor, notes), `?category=`, `?from=&to=` (inclusive). */
  @Get()
  @Responds(200, Answer.pageOf('ExpenseResponse'))
  list(@CurrentUser() auth: AuthContext, @Query() query: ListExpensesQuery) {
    return this.expenses.list(auth, query);
  }

  /** Expenses by month and category, and purchases by month (`?from=&to=`, inclusive; default this financial year). */
  @Get('summary')
  @Responds(200, Answer.of('ExpenseSummaryResponse'))
  summary(@CurrentUser() auth: AuthContext, @Query() query: ExpenseSummaryQuery) {
    return this.expenses.summary(auth, query);
  }

  @Get(':id')
  @Responds(200, Answer.of('ExpenseResponse'))
  get(@CurrentUser() auth: AuthContext, @Param('id') id: string) {
    return this.expenses.get(auth, id);
  }

  /** `Idempotency-Key` makes a retry answer the first expense instead of recording a second. */
  @Post()
  @HttpCode(201)
  @Idempotent()
  @Responds(201, Answer.of('ExpenseResponse'))
  create(@CurrentUser() auth: AuthContext, @Body() body: ExpenseDto) {
    return this.expenses.create(auth, body);
  }

  /** Replaces every field; the receipt stays. */
  @Put(':id')
  @Responds(200, Answer.of('ExpenseResponse'))
  update(@CurrentUser() auth: AuthContext, @Param('id') id: string, @Body() body: ExpenseDto) {
    return this.expenses.update(auth, id, body);
  }

  /** The expense and its receipt. */
  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() auth: AuthContext, @Param('id') id: string): Promise<void> {
    await this.expenses.delete(auth, id);
  }

  /** Multipart, file field `receipt`: a JPEG, PNG or WebP image or a PDF (by its content), at most 2 MB; replaces any earlier one. */
  @Post(':id/receipt')
  @HttpCode(200)
  @Responds(200, Answer.of('ExpenseResponse'))
  async attachReceipt(@CurrentUser() auth: AuthContext, @Param('id') id: string, @Req() request: FastifyRequest) {
    const upload = await readUploadedFile(request, RECEIPT_FIELD);
    if ('problem' in upload) {
      if (upload.problem === 'too_large') throw PurchasesErrors.receiptTooLarge(MAX_UPLOAD_BYTES);
      throw PurchasesErrors.receiptInvalid(upload.problem === 'unreadable' ? ExpenseMessages.receiptUnreadable : ExpenseMessages.receiptMissing);
    }
    return this.receipts.attach(auth, id, upload);
  }

  /** The receipt as uploaded (its type from its content); `inline`, so the browser shows it. */
  @Get(':id/receipt')
  async receipt(@CurrentUser() auth: AuthContext, @Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply) {
    return fileReply(await this.receipts.read(auth, id), 'inline', reply);
  }

  @Delete(':id/receipt')
  @HttpCode(204)
  async removeReceipt(@CurrentUser() auth: AuthContext, @Param('id') id: string): Promise<void> {
    await this.receipts.remove(auth, id);
  }
}
