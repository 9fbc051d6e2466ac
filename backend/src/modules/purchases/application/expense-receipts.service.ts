import { Injectable } from '@nestjs/common';
import { ExpenseMessages, type ExpenseResponse, RECEIPT_CONTENT_TYPES, type ReceiptContentType } from '@hisaab/contracts';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { detectFileType } from '../../../shared/file-type';
import type { AuthContext } from '../../../shared/tenant';
import { isUuid } from '../../../shared/uuid';
import { PurchasesErrors } from '../domain/purchases-errors';
import { ExpenseRepository, type ReceiptFile } from './ports/expense.repository';
import { presentExpense } from './presenters';

const EXTENSIONS: Record<ReceiptContentType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' };

/**
 * Receipts attached to expenses: an image or a PDF, recognised by its content (never by its name or
 * the browser's label), kept in the database with the expense and served back only to its business.
 */
@Injectable()
export class ExpenseReceiptsService {
  constructor(
    private readonly expenses: ExpenseRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** Replaces the expense's receipt. */
  async attach(auth: AuthContext, id: string, upload: { filename: string; content: Buffer }): Promise<ExpenseResponse> {
    if (!isUuid(id)) throw PurchasesErrors.expenseNotFound();
    const type = detectFileType(upload.content);
    if (!type || !(RECEIPT_CONTENT_TYPES as readonly string[]).includes(type)) throw PurchasesErrors.receiptInvalid(ExpenseMessages.receiptType);
    const contentType = type as ReceiptContentType;
    const receipt: ReceiptFile = { fileName: receiptFileName(upload.filename, contentType), contentType, size: upload.content.length, content: upload.content };
    const updated = await this.unitOfWork.run(() => this.expenses.attachReceipt(auth.businessId, id, receipt, this.clock.now()));
    if (!updated) throw PurchasesErrors.expenseNotFound();
    return presentExpense(updated);
  }

  async read(auth: AuthContext, id: string): Promise<ReceiptFile> {
    if (!isUuid(id)) throw PurchasesErrors.expenseNotFound();
    const receipt = await this.expenses.findReceipt(auth.businessId, id);
    if (receipt) return receipt;
    throw (await this.expenses.findById(auth.businessId, id)) ? PurchasesErrors.receiptNotFound() : PurchasesErrors.expenseNotFound();
  }

  async remove(auth: AuthContext, id: string): Promise<void> {
    if (!isUuid(id)) throw PurchasesErrors.expenseNotFound();
    if (await this.unitOfWork.run(() => this.expenses.removeReceipt(auth.businessId, id, this.clock.now()))) return;
    throw (await this.expenses.findById(auth.businessId, id)) ? PurchasesErrors.receiptNotFound() : PurchasesErrors.expenseNotFound();
  }
}

/**
 * The name it is served under: the uploaded name's last segment, in plain characters (it goes into a
 * Content-Disposition header), with the extension of what the file really is.
 */
export function receiptFileName(uploaded: string, type: ReceiptContentType): string {
  const base = (uploaded.split(/[\\/]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9 ._-]+/g, '_')
    .trim()
    .slice(0, 100);
  return `${base || 'receipt'}.${EXTENSIONS[type]}`;
}
