import { Injectable } from '@nestjs/common';
import { EntityManager, QueryOrder } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { column, parsedRows } from '../../../platform/database/sql-rows';
import { sql } from '../../../platform/database/sql';
import {
  AccessRecord,
  BusinessAccessRecord,
  OrderRecord,
  SubscriptionEmailRecord,
  SubscriptionRecord,
  SubscriptionStore,
  TrialEnding,
} from '../application/ports/subscription-store';
import {
  PaymentWebhookEventSchema,
  SubscriptionEmailSchema,
  SubscriptionOrderSchema,
  SubscriptionSchema,
} from './subscription.entities';

const accessRow = z.object({ trialStartDate: column.instant, trialEndDate: column.instant, currentPlanId: column.text.nullable() });
const businessAccessRow = accessRow.extend({ hasMasterAdmin: column.boolean });
const trialRow = z.object({ userId: column.uuid, businessId: column.uuid, trialEndDate: column.instant });

@Injectable()
export class MikroOrmSubscriptionStore extends SubscriptionStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async access(userId: string, businessId: string, now: Date): Promise<AccessRecord | null> {
    // Every gated request runs this: one prepared statement, the trial (identity's users, a listed
    // read model) beside the plan covering now.
    const rows = await parsedRows(
      this.em,
      accessRow,
      sql`select u.trial_start_date as "trialStartDate", u.trial_end_date as "trialEndDate",
            (select s.plan_id from subscriptions s where s.business_id = u.business_id and s.starts_at <= ${now} and s.ends_at > ${now}
              order by s.starts_at desc limit 1) as "currentPlanId"
          from users u where u.id = ${userId} and u.business_id = ${businessId}`,
    );
    return rows[0] ?? null;
  }

  async businessAccess(businessId: string, now: Date, masterAdminEmail: string | null): Promise<BusinessAccessRecord | null> {
    // The trial that runs longest among the business's users, beside the plan covering now.
    const rows = await parsedRows(
      this.em,
      businessAccessRow,
      sql`select u.trial_start_date as "trialStartDate", u.trial_end_date as "trialEndDate",
            (select s.plan_id from subscriptions s where s.business_id = u.business_id and s.starts_at <= ${now} and s.ends_at > ${now}
              order by s.starts_at desc limit 1) as "currentPlanId",
            exists (select 1 from users m where m.business_id = u.business_id and m.email = ${masterAdminEmail}) as "hasMasterAdmin"
          from users u where u.business_id = ${businessId} order by u.trial_end_date desc limit 1`,
    );
    return rows[0] ?? null;
  }

  history(businessId: string): Promise<SubscriptionRecord[]> {
    return this.em.find(SubscriptionSchema, { businessId }, { orderBy: { startsAt: QueryOrder.DESC, id: QueryOrder.DESC } });
  }

  async latestEnd(businessId: string): Promise<Date | null> {
    const [last] = await this.em.find(SubscriptionSchema, { businessId }, { orderBy: { endsAt: QueryOrder.DESC }, limit: 1 });
    return last?.endsAt ?? null;
  }

  async insertOrder(order: Omit<OrderRecord, 'status' | 'paymentId'>): Promise<void> {
    await this.em.insert(SubscriptionOrderSchema, { ...order, status: 'created', paymentId: null, updatedAt: order.createdAt });
  }

  findOrder(gatewayOrderId: string, businessId?: string): Promise<OrderRecord | null> {
    return this.em.findOne(SubscriptionOrderSchema, businessId ? { gatewayOrderId, businessId } : { gatewayOrderId });
  }

  pendingOrders(businessId: string, since: Date, limit: number): Promise<OrderRecord[]> {
    return this.em.find(SubscriptionOrderSchema, { businessId, status: 'created', createdAt: { $gte: since } }, { orderBy: { createdAt: QueryOrder.DESC }, limit });
  }

  subscriptionForOrder(orderId: string): Promise<SubscriptionRecord | null> {
    return this.em.findOne(SubscriptionSchema, { orderId });
  }

  findSubscription(id: string): Promise<SubscriptionRecord | null> {
    return this.em.findOne(SubscriptionSchema, { id });
  }

  async insertSubscription(subscription: SubscriptionRecord): Promise<void> {
    await this.em.insert(SubscriptionSchema, subscription);
  }

  async markOrderPaid(orderId: string, paymentId: string, at: Date): Promise<void> {
    await this.em.nativeUpdate(SubscriptionOrderSchema, { id: orderId }, { status: 'paid', paymentId, updatedAt: at });
  }

  async recordWebhookEvent(eventId: string, businessId: string, event: string, at: Date): Promise<boolean> {
    const rows = await this.em
      .createQueryBuilder(PaymentWebhookEventSchema)
      .insert({ eventId, businessId, event, receivedAt: at })
      .onConflict('eventId')
      .ignore()
      .returning('event_id')
      .execute('all');
    return rows.length === 1;
  }

  async addEmail(email: SubscriptionEmailRecord, at: Date): Promise<boolean> {
    const rows = await this.em.createQueryBuilder(SubscriptionEmailSchema).insert({ ...email, sentAt: null, createdAt: at }).onConflict('id').ignore().returning('id').execute('all');
    return rows.length === 1;
  }

  async findUnsentEmail(id: string): Promise<SubscriptionEmailRecord | null> {
    return this.em.findOne(SubscriptionEmailSchema, { id, sentAt: null }, { disableIdentityMap: true });
  }

  async claimEmail(id: string, at: Date): Promise<boolean> {
    return (await this.em.nativeUpdate(SubscriptionEmailSchema, { id, sentAt: null }, { sentAt: at })) === 1;
  }

  async releaseEmail(id: string): Promise<void> {
    await this.em.nativeUpdate(SubscriptionEmailSchema, { id }, { sentAt: null });
  }

  trialsEnding(from: Date, to: Date, now: Date): Promise<TrialEnding[]> {
    return parsedRows(
      this.em,
      trialRow,
      sql`select u.id as "userId", u.business_id as "businessId", u.trial_end_date as "trialEndDate" from users u
          where u.trial_end_date > ${from} and u.trial_end_date <= ${to}
            and not exists (select 1 from subscriptions s where s.business_id = u.business_id and s.ends_at > ${now})`,
    );
  }
}
