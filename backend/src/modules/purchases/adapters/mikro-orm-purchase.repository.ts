import { Injectable } from '@nestjs/common';
import { EntityManager, type FilterQuery, QueryOrder, raw } from '@mikro-orm/postgresql';
import { entityRows } from '../../../platform/database/sql-rows';
import { sliceRows, type Slice } from '../../../shared/cursor';
import { likeLiteral } from '../../../shared/like';
import { type PurchaseBillRecord, type PurchaseItemRecord, type PurchaseListQuery, PurchaseRepository } from '../application/ports/purchase.repository';
import { type PurchaseBillRow, PurchaseBillSchema, type PurchaseItemRow, PurchaseItemSchema } from './purchases.entities';

@Injectable()
export class MikroOrmPurchaseRepository extends PurchaseRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async findDuplicate(businessId: string, key: Pick<PurchaseBillRecord, 'supplierKey' | 'fy' | 'billNumber'>) {
    const row = await this.em
      .createQueryBuilder(PurchaseBillSchema)
      .select(['id', 'billNumber', 'supplierName'])
      .where({ businessId, supplierKey: key.supplierKey, fy: key.fy, [raw('upper(bill_number)')]: key.billNumber.toUpperCase() })
      .execute<Pick<PurchaseBillRecord, 'id' | 'billNumber' | 'supplierName'> | undefined>('get', true);
    return row ?? null;
  }

  async insert(businessId: string, bill: PurchaseBillRecord, items: readonly PurchaseItemRecord[], createdBy: string): Promise<void> {
    await this.em.insert(PurchaseBillSchema, { ...bill, businessId, createdBy });
    await this.em.insertMany(
      PurchaseItemSchema,
      items.map((item) => ({ ...item, businessId, billId: bill.id })),
    );
  }

  async findById(businessId: string, id: string): Promise<{ bill: PurchaseBillRecord; items: PurchaseItemRecord[] } | null> {
    const [row] = await entityRows<PurchaseBillRow>(this.em, PurchaseBillSchema, this.em.createQueryBuilder(PurchaseBillSchema).select('*').where({ businessId, id }));
    if (!row) return null;
    const items = await entityRows<PurchaseItemRow>(
      this.em,
      PurchaseItemSchema,
      this.em.createQueryBuilder(PurchaseItemSchema).select('*').where({ businessId, billId: id }).orderBy({ position: QueryOrder.ASC }),
    );
    return { bill: toBill(row), items: items.map(toItem) };
  }

  async list(businessId: string, query: PurchaseListQuery): Promise<Slice<PurchaseBillRecord>> {
    const where: FilterQuery<PurchaseBillRow> = { businessId };
    if (query.from || query.to) where.billDate = { ...(query.from && { $gte: query.from }), ...(query.to && { $lte: query.to }) };
    const qb = this.em
      .createQueryBuilder(PurchaseBillSchema)
      .select(['*', raw('bill_date::text as sort_key')])
      .where(where)
      .orderBy({ billDate: QueryOrder.DESC, id: QueryOrder.DESC })
      .limit(query.limit + 1);
    // The expression of the trigram index, so the index serves it.
    if (query.search) {
      qb.andWhere(`lower(bill_number || ' ' || supplier_name || ' ' || coalesce(supplier_gstin, '')) like ?`, [`%${likeLiteral(query.search.toLowerCase())}%`]);
    }
    if (query.before) qb.andWhere('(bill_date, id) < (?, ?)', [query.before.key, query.before.id]);
    const rows = await entityRows<PurchaseBillRow & { sort_key: string }, PurchaseBillRow>(this.em, PurchaseBillSchema, qb);
    return sliceRows(rows, query.limit, toBill, (row) => row.sort_key);
  }
}

function toBill({ businessId: _tenant, createdBy: _by, sort_key: _key, ...bill }: PurchaseBillRow & { sort_key?: string }): PurchaseBillRecord {
  return bill;
}

function toItem({ businessId: _tenant, billId: _bill, ...item }: PurchaseItemRow): PurchaseItemRecord {
  return item;
}
