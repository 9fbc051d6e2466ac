import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { sql } from '../../../platform/database/sql';
import { column, parsedRows } from '../../../platform/database/sql-rows';
import { AccessRegained, SubscriptionAccess, SubscriptionService } from '../../subscription';
import { PaidPlans } from '../application/ports/admin-store';

const CurrentRow = z.object({ userId: column.uuid, planId: column.text, endDate: column.instant });
const CountRow = z.object({ count: column.count });

/**
 * Grants through the subscription module. The list's plans are a read model (docs/architecture.md):
 * every business's running plan beside its user, in one query per page, from subscription's
 * `subscriptions` joined to identity's `users`; plan names from the subscription module's list.
 */
@Injectable()
export class SubscriptionPaidPlans extends PaidPlans {
  constructor(
    private readonly em: EntityManager,
    private readonly subscriptions: SubscriptionService,
    private readonly access: SubscriptionAccess,
    private readonly regained: AccessRegained,
  ) {
    super();
  }

  async currentFor(userIds: string[], now: Date): Promise<Map<string, { planName: string; endDate: Date }>> {
    if (userIds.length === 0) return new Map();
    const rows = await parsedRows(
      this.em,
      CurrentRow,
      sql`select distinct on (u.id) u.id as "userId", s.plan_id as "planId", s.ends_at as "endDate"
            from users u join subscriptions s on s.business_id = u.business_id
           where u.id = any(${userIds}::uuid[]) and s.starts_at <= ${now} and s.ends_at > ${now}
           order by u.id, s.ends_at desc`,
    );
    const names = new Map(this.subscriptions.plans().map((plan) => [plan.id as string, plan.name]));
    return new Map(rows.map((row) => [row.userId, { planName: names.get(row.planId) ?? row.planId, endDate: row.endDate }]));
  }

  async countActive(now: Date): Promise<number> {
    const [row] = await parsedRows(this.em, CountRow, sql`select count(distinct business_id) as count from subscriptions where starts_at <= ${now} and ends_at > ${now}`);
    return row.count;
  }

  async grant(businessId: string, planId: string, amountPaise: number, grantedBy: string): Promise<{ planName: string; endDate: Date }> {
    const entry = await this.subscriptions.grantPlan(businessId, planId, amountPaise, grantedBy);
    return { planName: entry.planName, endDate: new Date(entry.endDate) };
  }

  trialChanging(businessId: string): Promise<void> {
    return this.regained.announce(businessId);
  }

  trialChanged(userId: string): void {
    this.access.forgetUser(userId);
  }
}
