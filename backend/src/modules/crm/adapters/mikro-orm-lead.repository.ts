import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode, QueryOrder, raw } from '@mikro-orm/postgresql';
import { normalizeMobile } from '@hisaab/gst';
import { z } from 'zod';
import { entityRows, parsedRows } from '../../../platform/database/sql-rows';
import { sliceRows, type Slice } from '../../../shared/cursor';
import { likeLiteral } from '../../../shared/like';
import { LEAD_STATUSES, type Lead, type LeadStatus, type LeadStatusChange } from '../domain/lead';
import { type LeadCounts, type LeadListQuery, LeadRepository } from '../application/ports/lead.repository';
import { LEAD_SEARCH_EXPRESSION, type LeadRow, LeadSchema, type LeadStatusChangeRow, LeadStatusChangeSchema } from './lead.entities';

/** A listed row and its keyset: created_at as PostgreSQL's text keeps the microseconds a Date would round away. */
type ListedRow = LeadRow & { sort_key: string };

const CountRow = z.object({ status: z.enum(LEAD_STATUSES), count: z.number().int() });

@Injectable()
export class MikroOrmLeadRepository extends LeadRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async list(businessId: string, query: LeadListQuery): Promise<Slice<Lead>> {
    const qb = this.em
      .createQueryBuilder(LeadSchema)
      .select(['*', raw('created_at::text as sort_key')])
      .where({ businessId, ...(query.status && { status: query.status }) })
      .orderBy({ createdAt: QueryOrder.DESC, id: QueryOrder.DESC })
      .limit(query.limit + 1);
    if (query.search) {
      // The trigram index's expression; a phone number from its first digits (the phone index).
      const text = `%${likeLiteral(query.search.toLowerCase())}%`;
      const digits = normalizeMobile(query.search);
      if (digits.length >= 4 && /^[\d\s+-]+$/.test(query.search.trim())) {
        qb.andWhere(`(${LEAD_SEARCH_EXPRESSION} like ? or phone like ?)`, [text, `${likeLiteral(digits)}%`]);
      } else {
        qb.andWhere(`${LEAD_SEARCH_EXPRESSION} like ?`, [text]);
      }
    }
    if (query.before) qb.andWhere('(created_at, id) < (?::timestamptz, ?::uuid)', [query.before.key, query.before.id]);
    const rows = await entityRows<ListedRow, LeadRow>(this.em, LeadSchema, qb);
    return sliceRows(rows, query.limit, toLead, (r) => r.sort_key);
  }

  async counts(businessId: string): Promise<LeadCounts> {
    // An aggregate: parsed by its row schema (sql-rows.ts).
    const rows = await parsedRows(this.em, CountRow, 'select status, count(*)::int as count from leads where business_id = ? group by status', [businessId]);
    const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as LeadCounts;
    for (const row of rows) counts[row.status] = row.count;
    return counts;
  }

  async findById(businessId: string, id: string, options?: { lock: boolean }): Promise<Lead | null> {
    const qb = this.em.createQueryBuilder(LeadSchema).select('*').where({ businessId, id });
    if (options?.lock) qb.setLockMode(LockMode.PESSIMISTIC_WRITE);
    const [row] = await entityRows<LeadRow>(this.em, LeadSchema, qb);
    return row ? toLead(row) : null;
  }

  async history(businessId: string, leadId: string): Promise<LeadStatusChange[]> {
    const qb = this.em.createQueryBuilder(LeadStatusChangeSchema).select(['fromStatus', 'toStatus', 'changedAt']).where({ businessId, leadId });
    return entityRows<Pick<LeadStatusChangeRow, 'fromStatus' | 'toStatus' | 'changedAt'>, LeadStatusChangeRow>(this.em, LeadStatusChangeSchema, qb);
  }

  async insert(businessId: string, lead: Lead): Promise<void> {
    await this.em.insert(LeadSchema, { ...lead, businessId });
    await this.record(businessId, lead.id, null, lead.status, lead.statusChangedAt);
  }

  async move(businessId: string, lead: Lead, change: { to: LeadStatus; at: Date; customerId?: string }): Promise<Lead> {
    const set = { status: change.to, statusChangedAt: change.at, updatedAt: change.at, ...(change.customerId && { customerId: change.customerId }) };
    await this.em.nativeUpdate(LeadSchema, { businessId, id: lead.id }, set);
    await this.record(businessId, lead.id, lead.status, change.to, change.at);
    return { ...lead, ...set };
  }

  async delete(businessId: string, id: string): Promise<boolean> {
    return (await this.em.nativeDelete(LeadSchema, { businessId, id })) > 0;
  }

  private async record(businessId: string, leadId: string, fromStatus: LeadStatus | null, toStatus: LeadStatus, changedAt: Date): Promise<void> {
    await this.em.insert(LeadStatusChangeSchema, { leadId, toStatus, businessId, fromStatus, changedAt });
  }
}

function toLead({ businessId: _tenant, sort_key: _key, ...lead }: LeadRow & { sort_key?: string }): Lead {
  return lead;
}
