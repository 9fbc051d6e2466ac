import { Injectable } from '@nestjs/common';
import { CHALLAN_INVOICEABLE_STATUSES } from '@hisaab/contracts';
import { EntityManager, LockMode, type QBFilterQuery, type QueryBuilder, QueryOrder, raw } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { column, entityRows, parsedRows } from '../../../platform/database/sql-rows';
import { likeLiteral } from '../../../shared/like';
import {
  ChallanRepository,
  type ChallanCounters,
  type ChallanItemRecord,
  type ChallanListQuery,
  type ChallanListRow,
  type ChallanRecord,
  type ChallanStatusPatch,
} from '../application/ports/challan.repository';
import { DeliveryChallanItemSchema, DeliveryChallanSchema } from './dispatch.entities';

const LIST_FIELDS = [
  'id', 'challanNumber', 'challanDate', 'deliveryDate', 'customerId', 'customerName', 'purpose', 'status',
  'invoiceId', 'invoiceNumber', 'transportMode', 'vehicleNumber', 'totalPaise',
] as const satisfies readonly (keyof ChallanRecord)[];

/** The contract's constant statuses, as an SQL list. */
const INVOICEABLE = CHALLAN_INVOICEABLE_STATUSES.map((status) => `'${status}'`).join(', ');

/** count(*) … filter arrives as text from the driver. */
const CountersRow = z.object({ total: column.count, dispatched: column.count, delivered: column.count, pendingInvoice: column.count });

@Injectable()
export class MikroOrmChallanRepository extends ChallanRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async insert(challan: ChallanRecord, items: ChallanItemRecord[]): Promise<void> {
    await this.em.insert(DeliveryChallanSchema, challan);
    if (items.length) await this.em.insertMany(DeliveryChallanItemSchema, items);
  }

  async findById(businessId: string, id: string): Promise<ChallanRecord | null> {
    const [row] = await this.challans({ businessId, id });
    return row ?? null;
  }

  async findByIdForUpdate(businessId: string, id: string): Promise<ChallanRecord | null> {
    const [row] = await this.challans({ businessId, id }, (qb) => void qb.setLockMode(LockMode.PESSIMISTIC_WRITE));
    return row ?? null;
  }

  private challans(where: QBFilterQuery<ChallanRecord>, refine?: (qb: QueryBuilder<ChallanRecord>) => void): Promise<ChallanRecord[]> {
    const qb = this.em.createQueryBuilder(DeliveryChallanSchema).select('*').where(where);
    refine?.(qb);
    return entityRows<ChallanRecord>(this.em, DeliveryChallanSchema, qb);
  }

  findItems(businessId: string, challanId: string): Promise<ChallanItemRecord[]> {
    const qb = this.em.createQueryBuilder(DeliveryChallanItemSchema).select('*').where({ businessId, challanId }).orderBy({ position: QueryOrder.ASC });
    return entityRows<ChallanItemRecord>(this.em, DeliveryChallanItemSchema, qb);
  }

  async updateStatus(businessId: string, id: string, patch: ChallanStatusPatch, at: Date): Promise<void> {
    await this.em.nativeUpdate(DeliveryChallanSchema, { businessId, id }, { ...patch, updatedAt: at });
  }

  async recordReturned(businessId: string, challanId: string, returned: ReadonlyMap<string, number>): Promise<void> {
    for (const [id, returnedQuantity] of returned) {
      await this.em.nativeUpdate(DeliveryChallanItemSchema, { businessId, challanId, id }, { returnedQuantity });
    }
  }

  async linkInvoice(businessId: string, id: string, invoice: { id: string; invoiceNumber: string }, at: Date): Promise<boolean> {
    const changed = await this.em.nativeUpdate(DeliveryChallanSchema, { businessId, id, invoiceId: null }, { invoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber, updatedAt: at });
    return changed === 1;
  }

  async unlinkInvoice(businessId: string, id: string, invoiceId: string, at: Date): Promise<void> {
    await this.em.nativeUpdate(DeliveryChallanSchema, { businessId, id, invoiceId }, { invoiceId: null, invoiceNumber: null, updatedAt: at });
  }

  async list(businessId: string, query: ChallanListQuery): Promise<ChallanListRow[]> {
    const itemCount = raw(`(select count(*)::int from delivery_challan_items i where i.challan_id = c.id and i.business_id = c.business_id) as item_count`);
    const qb = this.em
      .createQueryBuilder(DeliveryChallanSchema, 'c')
      .select([...LIST_FIELDS, itemCount])
      .where({ businessId, ...(query.status && { status: query.status }) })
      .orderBy({ challanDate: QueryOrder.DESC, id: QueryOrder.DESC })
      .limit(query.limit);
    // Anywhere in the number or the customer's name: the trigram index's expression.
    if (query.search) qb.andWhere(`lower(c.challan_number || ' ' || c.customer_name) like ?`, [`%${likeLiteral(query.search.toLowerCase())}%`]);
    if (query.after) qb.andWhere('(c.challan_date, c.id) < (?::date, ?::uuid)', [query.after.challanDate, query.after.id]);
    const rows = await entityRows<Omit<ChallanListRow, 'itemCount'> & { item_count: number }, ChallanRecord>(this.em, DeliveryChallanSchema, qb);
    return rows.map(({ item_count, ...row }) => ({ ...row, itemCount: Number(item_count) }));
  }

  async counters(businessId: string): Promise<ChallanCounters> {
    // An aggregate with FILTER, which the query builder cannot write: one pass over the business's challans.
    const [row] = await parsedRows(
      this.em,
      CountersRow,
      `select count(*) as total, count(*) filter (where status = 'dispatched') as dispatched, count(*) filter (where status = 'delivered') as delivered,
              count(*) filter (where status in (${INVOICEABLE}) and invoice_id is null) as "pendingInvoice"
         from delivery_challans where business_id = ?`,
      [businessId],
    );
    return row;
  }
}
