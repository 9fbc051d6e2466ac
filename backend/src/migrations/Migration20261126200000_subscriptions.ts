import { Migration } from '@mikro-orm/migrations';

/**
 * Paid plans: Razorpay orders, the subscriptions they (or the master admin) create, the webhook events
 * already handled and the subscription e-mails (receipts, trial notices). Every row carries its
 * business_id, so removing a business removes them all. The unique constraints make activation and
 * sending exactly-once whatever the order of browser verify, webhook, refresh and replays.
 */
export class Migration20261126200000_subscriptions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "subscription_orders" (
      "id" uuid not null primary key,
      "business_id" uuid not null,
      "user_id" uuid not null,
      "plan_id" text not null,
      "amount_paise" bigint not null,
      "currency" text not null,
      "gateway_order_id" text not null,
      "status" text not null default 'created',
      "payment_id" text null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "subscription_orders_gateway_order_id_unique" unique ("gateway_order_id"));`);
    this.addSql(`create index "subscription_orders_business_id_status_index" on "subscription_orders" ("business_id", "status");`);

    this.addSql(`create table "subscriptions" (
      "id" uuid not null primary key,
      "business_id" uuid not null,
      "plan_id" text not null,
      "amount_paise" bigint not null,
      "starts_at" timestamptz not null,
      "ends_at" timestamptz not null,
      "order_id" uuid null,
      "payment_id" text null,
      "granted_by" uuid null,
      "created_at" timestamptz not null default now(),
      constraint "subscriptions_order_id_unique" unique ("order_id"),
      constraint "subscriptions_payment_id_unique" unique ("payment_id"));`);
    this.addSql(`create index "subscriptions_business_id_ends_at_index" on "subscriptions" ("business_id", "ends_at");`);

    this.addSql(`create table "payment_webhook_events" (
      "event_id" text not null primary key,
      "business_id" uuid not null,
      "event" text not null,
      "received_at" timestamptz not null default now());`);
    this.addSql(`create index "payment_webhook_events_business_id_index" on "payment_webhook_events" ("business_id");`);

    this.addSql(`create table "subscription_emails" (
      "id" text not null primary key,
      "business_id" uuid not null,
      "user_id" uuid not null,
      "kind" text not null,
      "subscription_id" uuid null,
      "trial_end_date" timestamptz null,
      "sent_at" timestamptz null,
      "created_at" timestamptz not null default now());`);
    this.addSql(`create index "subscription_emails_business_id_index" on "subscription_emails" ("business_id");`);
  }
}
