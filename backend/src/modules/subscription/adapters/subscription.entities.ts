import { BigIntType, EntitySchema } from '@mikro-orm/core';

/** Tables of Migration20261126200000_subscriptions. */
export class SubscriptionOrderRow {
  id!: string;
  businessId!: string;
  userId!: string;
  planId!: string;
  amountPaise!: number;
  currency!: string;
  gatewayOrderId!: string;
  /** 'created' until a captured payment activates it, then 'paid'. */
  status!: 'created' | 'paid';
  paymentId!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
}

export class SubscriptionRow {
  id!: string;
  businessId!: string;
  planId!: string;
  amountPaise!: number;
  startsAt!: Date;
  endsAt!: Date;
  orderId!: string | null;
  paymentId!: string | null;
  /** The master admin who granted it (no order, no payment). */
  grantedBy!: string | null;
  createdAt!: Date;
}

export class PaymentWebhookEventRow {
  eventId!: string;
  businessId!: string;
  event!: string;
  receivedAt!: Date;
}

export class SubscriptionEmailRow {
  /** The e-mail's key (`receipt:<subscription>`, `trial-ending:<user>:<end>`…): one row, one e-mail. */
  id!: string;
  businessId!: string;
  userId!: string;
  kind!: 'receipt' | 'trial-ending' | 'trial-ended';
  subscriptionId!: string | null;
  trialEndDate!: Date | null;
  sentAt!: Date | null;
  createdAt!: Date;
}

const timestamptz = { type: 'datetime', columnType: 'timestamptz' } as const;
const paise = { type: new BigIntType('number'), columnType: 'bigint' } as const;

export const SubscriptionOrderSchema = new EntitySchema<SubscriptionOrderRow>({
  class: SubscriptionOrderRow,
  tableName: 'subscription_orders',
  properties: {
    id: { type: 'uuid', primary: true },
    businessId: { type: 'uuid' },
    userId: { type: 'uuid' },
    planId: { type: 'text' },
    amountPaise: paise,
    currency: { type: 'text' },
    gatewayOrderId: { type: 'text', unique: 'subscription_orders_gateway_order_id_unique' },
    status: { type: 'text', default: 'created' },
    paymentId: { type: 'text', nullable: true },
    createdAt: { ...timestamptz, defaultRaw: 'now()' },
    updatedAt: { ...timestamptz, defaultRaw: 'now()' },
  },
  indexes: [{ name: 'subscription_orders_business_id_status_index', properties: ['businessId', 'status'] }],
});

export const SubscriptionSchema = new EntitySchema<SubscriptionRow>({
  class: SubscriptionRow,
  tableName: 'subscriptions',
  properties: {
    id: { type: 'uuid', primary: true },
    businessId: { type: 'uuid' },
    planId: { type: 'text' },
    amountPaise: paise,
    startsAt: timestamptz,
    endsAt: timestamptz,
    orderId: { type: 'uuid', nullable: true, unique: 'subscriptions_order_id_unique' },
    paymentId: { type: 'text', nullable: true, unique: 'subscriptions_payment_id_unique' },
    grantedBy: { type: 'uuid', nullable: true },
    createdAt: { ...timestamptz, defaultRaw: 'now()' },
  },
  indexes: [{ name: 'subscriptions_business_id_ends_at_index', properties: ['businessId', 'endsAt'] }],
});

export const PaymentWebhookEventSchema = new EntitySchema<PaymentWebhookEventRow>({
  class: PaymentWebhookEventRow,
  tableName: 'payment_webhook_events',
  properties: {
    eventId: { type: 'text', primary: true },
    businessId: { type: 'uuid' },
    event: { type: 'text' },
    receivedAt: { ...timestamptz, defaultRaw: 'now()' },
  },
  indexes: [{ name: 'payment_webhook_events_business_id_index', properties: ['businessId'] }],
});

export const SubscriptionEmailSchema = new EntitySchema<SubscriptionEmailRow>({
  class: SubscriptionEmailRow,
  tableName: 'subscription_emails',
  properties: {
    id: { type: 'text', primary: true },
    businessId: { type: 'uuid' },
    userId: { type: 'uuid' },
    kind: { type: 'text' },
    subscriptionId: { type: 'uuid', nullable: true },
    trialEndDate: { ...timestamptz, nullable: true },
    sentAt: { ...timestamptz, nullable: true },
    createdAt: { ...timestamptz, defaultRaw: 'now()' },
  },
  indexes: [{ name: 'subscription_emails_business_id_index', properties: ['businessId'] }],
});

export const subscriptionEntities = [SubscriptionOrderSchema, SubscriptionSchema, PaymentWebhookEventSchema, SubscriptionEmailSchema];
