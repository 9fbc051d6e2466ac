import type { ExpenseCategory, ReceiptContentType } from '@hisaab/contracts';
import type { KeysetPosition, Slice } from '../../../../shared/cursor';
import type { ExpenseFields } from '../../domain/expense';

/** What is known of an attached receipt without reading its content. */
export interface ReceiptInfo {
  fileName: string;
  contentType: ReceiptContentType;
  size: number;
  uploadedAt: Date;
}

export interface ReceiptFile extends Omit<ReceiptInfo, 'uploadedAt'> {
  content: Buffer;
}

/** A stored expense. */
export interface ExpenseRecord extends ExpenseFields {
  id: string;
  receipt: ReceiptInfo | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface ExpenseListQuery {
  /** Matches the vendor or the notes (contains, any case). */
  search?: string;
  category?: ExpenseCategory;
  /** Calendar dates, both inclusive. */
  from?: string;
  to?: string;
  limit: number;
  /** Keyset position: rows before this (expense date, id), newest first. */
  before?: KeysetPosition;
}

/** Expenses of one business and their receipts; every method takes the tenant first. */
export abstract class ExpenseRepository {
  abstract list(businessId: string, query: ExpenseListQuery): Promise<Slice<ExpenseRecord>>;
  abstract findById(businessId: string, id: string): Promise<ExpenseRecord | null>;
  abstract insert(businessId: string, record: Omit<ExpenseRecord, 'receipt'>, createdBy: string): Promise<void>;
  /** Null when the expense is not this business's. */
  abstract update(businessId: string, id: string, fields: ExpenseFields, now: Date): Promise<ExpenseRecord | null>;
  /** The expense and its receipt; false when it is not this business's. */
  abstract delete(businessId: string, id: string): Promise<boolean>;
  /** Replaces the receipt; null when the expense is not this business's. */
  abstract attachReceipt(businessId: string, id: string, receipt: ReceiptFile, now: Date): Promise<ExpenseRecord | null>;
  abstract findReceipt(businessId: string, id: string): Promise<ReceiptFile | null>;
  /** False when the expense is not this business's or has no receipt. */
  abstract removeReceipt(businessId: string, id: string, now: Date): Promise<boolean>;
}
