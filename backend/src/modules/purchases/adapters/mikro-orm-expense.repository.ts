import { Injectable } from '@nestjs/common';
import { EntityManager, type FilterQuery, QueryOrder, raw } from '@mikro-orm/postgresql';
import { entityRows } from '../../../platform/database/sql-rows';
import { sliceRows, type Slice } from '../../../shared/cursor';
import { likeLiteral } from '../../../shared/like';
import type { ExpenseFields } from '../domain/expense';
import { ExpenseRepository, type ExpenseListQuery, type ExpenseRecord, type ReceiptFile } from '../application/ports/expense.repository';
import { type ExpenseReceiptRow, ExpenseReceiptSchema, type ExpenseRow, ExpenseSchema } from './purchases.entities';

const NO_RECEIPT = { receiptFileName: null, receiptContentType: null, receiptSize: null, receiptUploadedAt: null } as const;

@Injectable()
export class MikroOrmExpenseRepository extends ExpenseRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async list(businessId: string, query: ExpenseListQuery): Promise<Slice<ExpenseRecord>> {
    const where: FilterQuery<ExpenseRow> = { businessId };
    if (query.category) where.category = query.category;
    if (query.from || query.to) where.expenseDate = { ...(query.from && { $gte: query.from }), ...(query.to && { $lte: query.to }) };
    const qb = this.em
      .createQueryBuilder(ExpenseSchema)
      .select(['*', raw('expense_date::text as sort_key')])
      .where(where)
      .orderBy({ expenseDate: QueryOrder.DESC, id: QueryOrder.DESC })
      .limit(query.limit + 1);
    // The expression of the trigram index, so the index serves it.
    if (query.search) qb.andWhere(`lower(coalesce(vendor, '') || ' ' || coalesce(notes, '')) like ?`, [`%${likeLiteral(query.search.toLowerCase())}%`]);
    if (query.before) qb.andWhere('(expense_date, id) < (?, ?)', [query.before.key, query.before.id]);
    const rows = await entityRows<ExpenseRow & { sort_key: string }, ExpenseRow>(this.em, ExpenseSchema, qb);
    return sliceRows(rows, query.limit, toRecord, (row) => row.sort_key);
  }

  async findById(businessId: string, id: string): Promise<ExpenseRecord | null> {
    const [row] = await entityRows<ExpenseRow>(this.em, ExpenseSchema, this.em.createQueryBuilder(ExpenseSchema).select('*').where({ businessId, id }));
    return row ? toRecord(row) : null;
  }

  async insert(businessId: string, record: Omit<ExpenseRecord, 'receipt'>, createdBy: string): Promise<void> {
    await this.em.insert(ExpenseSchema, { ...record, businessId, ...NO_RECEIPT, createdBy });
  }

  async update(businessId: string, id: string, fields: ExpenseFields, now: Date): Promise<ExpenseRecord | null> {
    const changed = await this.em.nativeUpdate(ExpenseSchema, { businessId, id }, { ...fields, updatedAt: now });
    return changed ? this.findById(businessId, id) : null;
  }

  async delete(businessId: string, id: string): Promise<boolean> {
    // The receipt goes with it (on delete cascade).
    return (await this.em.nativeDelete(ExpenseSchema, { businessId, id })) > 0;
  }

  async attachReceipt(businessId: string, id: string, receipt: ReceiptFile, now: Date): Promise<ExpenseRecord | null> {
    const changed = await this.em.nativeUpdate(
      ExpenseSchema,
      { businessId, id },
      { receiptFileName: receipt.fileName, receiptContentType: receipt.contentType, receiptSize: receipt.size, receiptUploadedAt: now, updatedAt: now },
    );
    if (!changed) return null;
    // The where keeps another business's row (an expense id is never shared, but the tenant decides).
    await this.em
      .createQueryBuilder(ExpenseReceiptSchema)
      .insert({ expenseId: id, businessId, content: receipt.content })
      .onConflict('expenseId')
      .merge(['content'])
      .where({ businessId: raw('excluded.business_id') })
      .execute('run');
    return this.findById(businessId, id);
  }

  async findReceipt(businessId: string, id: string): Promise<ReceiptFile | null> {
    const expense = await this.findById(businessId, id);
    if (!expense?.receipt) return null;
    const row = await this.em
      .createQueryBuilder(ExpenseReceiptSchema)
      .select('content')
      .where({ businessId, expenseId: id })
      .execute<Pick<ExpenseReceiptRow, 'content'> | undefined>('get', true);
    const { uploadedAt: _at, ...receipt } = expense.receipt;
    return row ? { ...receipt, content: Buffer.from(row.content) } : null;
  }

  async removeReceipt(businessId: string, id: string, now: Date): Promise<boolean> {
    const removed = await this.em.nativeDelete(ExpenseReceiptSchema, { businessId, expenseId: id });
    if (removed) await this.em.nativeUpdate(ExpenseSchema, { businessId, id }, { ...NO_RECEIPT, updatedAt: now });
    return removed > 0;
  }
}

function toRecord({ businessId: _tenant, createdBy: _by, sort_key: _key, receiptFileName, receiptContentType, receiptSize, receiptUploadedAt, ...expense }: ExpenseRow & { sort_key?: string }): ExpenseRecord {
  const receipt = receiptFileName && receiptContentType && receiptUploadedAt ? { fileName: receiptFileName, contentType: receiptContentType, size: receiptSize ?? 0, uploadedAt: receiptUploadedAt } : null;
  return { ...expense, receipt };
}
