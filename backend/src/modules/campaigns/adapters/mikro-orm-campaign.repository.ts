import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode, QueryOrder, raw } from '@mikro-orm/postgresql';
import type { CampaignPauseReason } from '@hisaab/contracts';
import { z } from 'zod';
import { column, entityRows, parsedRows } from '../../../platform/database/sql-rows';
import { sliceRows, type Slice } from '../../../shared/cursor';
import { likeLiteral } from '../../../shared/like';
import type { Campaign } from '../domain/campaign';
import { type CampaignChange, type CampaignListQuery, type CampaignOfBusiness, CampaignRepository } from '../application/ports/campaign.repository';
import { type CampaignRow, CampaignSchema } from './campaign.entities';

/** A listed row and its keyset: created_at as PostgreSQL's text keeps the microseconds a Date would round away. */
type ListedRow = CampaignRow & { sort_key: string };

const FailuresRow = z.object({ consecutiveFailures: column.count });

@Injectable()
export class MikroOrmCampaignRepository extends CampaignRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async list(businessId: string, query: CampaignListQuery): Promise<Slice<Campaign>> {
    const qb = this.em
      .createQueryBuilder(CampaignSchema)
      .select(['*', raw('created_at::text as sort_key')])
      .where({ businessId, ...(query.status && { status: query.status }) })
      .orderBy({ createdAt: QueryOrder.DESC, id: QueryOrder.DESC })
      .limit(query.limit + 1);
    // A business has tens of campaigns, not thousands: its rows of the (business, created_at) index are filtered.
    if (query.search) qb.andWhere(`lower(name || ' ' || coalesce(description, '')) like ?`, [`%${likeLiteral(query.search.toLowerCase())}%`]);
    if (query.before) qb.andWhere('(created_at, id) < (?::timestamptz, ?::uuid)', [query.before.key, query.before.id]);
    const rows = await entityRows<ListedRow, CampaignRow>(this.em, CampaignSchema, qb);
    return sliceRows(rows, query.limit, toCampaign, (r) => r.sort_key);
  }

  async findById(businessId: string, id: string, options?: { lock: boolean }): Promise<Campaign | null> {
    const qb = this.em.createQueryBuilder(CampaignSchema).select('*').where({ businessId, id });
    if (options?.lock) qb.setLockMode(LockMode.PESSIMISTIC_WRITE);
    const [row] = await entityRows<CampaignRow>(this.em, CampaignSchema, qb);
    return row ? toCampaign(row) : null;
  }

  async insert(businessId: string, campaign: Campaign): Promise<void> {
    await this.em.insert(CampaignSchema, { ...campaign, businessId });
  }

  async change(businessId: string, id: string, change: CampaignChange, at: Date): Promise<void> {
    await this.em.nativeUpdate(CampaignSchema, { businessId, id }, { ...change, updatedAt: at });
  }

  async delete(businessId: string, id: string): Promise<boolean> {
    return (await this.em.nativeDelete(CampaignSchema, { businessId, id })) > 0;
  }

  async findForJob(id: string): Promise<CampaignOfBusiness | null> {
    const [row] = await entityRows<CampaignRow>(this.em, CampaignSchema, this.em.createQueryBuilder(CampaignSchema).select('*').where({ id }));
    return row ? { ...toCampaign(row), businessId: row.businessId } : null;
  }

  async dueScheduled(now: Date, limit: number): Promise<{ businessId: string; id: string }[]> {
    const qb = this.em
      .createQueryBuilder(CampaignSchema)
      .select(['id', 'businessId'])
      .where({ status: 'scheduled', scheduledAt: { $lte: now } })
      .orderBy({ scheduledAt: QueryOrder.ASC })
      .limit(limit);
    return entityRows<Pick<CampaignRow, 'id' | 'businessId'>, CampaignRow>(this.em, CampaignSchema, qb);
  }

  async pausedForPlan(businessId: string): Promise<string[]> {
    const qb = this.em
      .createQueryBuilder(CampaignSchema)
      .select(['id'])
      .where({ businessId, status: 'paused' })
      .andWhere(`pause_reason->>'code' = 'PLAN_REQUIRED'`);
    return (await entityRows<Pick<CampaignRow, 'id'>, CampaignRow>(this.em, CampaignSchema, qb)).map((row) => row.id);
  }

  async pauseItself(id: string, reason: CampaignPauseReason, at: Date): Promise<boolean> {
    return (await this.em.nativeUpdate(CampaignSchema, { id, status: 'running' }, { status: 'paused', pauseReason: reason, updatedAt: at })) === 1;
  }

  async complete(id: string, at: Date): Promise<boolean> {
    return (await this.em.nativeUpdate(CampaignSchema, { id, status: 'running' }, { status: 'completed', completedAt: at, updatedAt: at })) === 1;
  }

  async countFailure(id: string): Promise<number> {
    const [row] = await parsedRows(
      this.em,
      FailuresRow,
      'update campaigns set consecutive_failures = consecutive_failures + 1 where id = ? returning consecutive_failures as "consecutiveFailures"',
      [id],
    );
    return row?.consecutiveFailures ?? 0;
  }

  async resetFailures(id: string): Promise<void> {
    await this.em.nativeUpdate(CampaignSchema, { id, consecutiveFailures: { $gt: 0 } }, { consecutiveFailures: 0 });
  }
}

function toCampaign({ businessId: _tenant, sort_key: _key, ...campaign }: CampaignRow & { sort_key?: string }): Campaign {
  return campaign;
}
