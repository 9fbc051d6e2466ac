import { Migration } from '@mikro-orm/migrations';

/**
 * Marketing campaigns (the campaigns module) and their suppression list, and the delivery rows of
 * mailings in communications: a campaign's message to one customer is a communications row keyed
 * 'campaign:{campaign}:{customer}' that names its mailing and customer instead of an invoice.
 */
export class Migration20261127000500_campaigns extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table campaigns (
        id uuid primary key,
        business_id uuid not null references businesses(id),
        name text not null,
        description text null,
        type text not null,
        target_type text not null,
        target_customer_ids jsonb not null default '[]',
        email_subject text not null,
        email_content text not null,
        status text not null,
        total_targets integer not null default 0,
        consecutive_failures integer not null default 0,
        pause_reason jsonb null,
        scheduled_at timestamptz null,
        started_at timestamptz null,
        completed_at timestamptz null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    // The list, newest first (all, or one status); the scheduled ones by their time, for the start sweep.
    this.addSql('create index "campaigns_business_id_created_at_id_index" on "campaigns" ("business_id", "created_at" desc, "id" desc)');
    this.addSql('create index "campaigns_business_id_status_created_at_id_index" on "campaigns" ("business_id", "status", "created_at" desc, "id" desc)');
    this.addSql(`create index "campaigns_scheduled_at_index" on "campaigns" ("scheduled_at") where "status" = 'scheduled'`);
    // Addresses that left a business's campaigns, lower-cased; the campaign whose link was used (it may be deleted since).
    this.addSql(`
      create table campaign_suppressions (
        business_id uuid not null references businesses(id),
        email text not null,
        campaign_id uuid null,
        created_at timestamptz not null default now(),
        primary key (business_id, email)
      )`);
    this.addSql('create index "campaign_suppressions_campaign_id_index" on "campaign_suppressions" ("business_id", "campaign_id") where "campaign_id" is not null');

    this.addSql('alter table "communications" alter column "invoice_id" drop not null');
    this.addSql('alter table "communications" add column "mailing_id" uuid null, add column "customer_id" uuid null');
    // A mailing's figures (status and reason counts) and its pending test read this index alone.
    this.addSql('create index "communications_mailing_status_index" on "communications" ("mailing_id", "status", "error_code") where "mailing_id" is not null');
  }

  override async down(): Promise<void> {
    this.addSql('drop index "communications_mailing_status_index"');
    this.addSql('delete from "communications" where "invoice_id" is null');
    this.addSql('alter table "communications" drop column "mailing_id", drop column "customer_id"');
    this.addSql('alter table "communications" alter column "invoice_id" set not null');
    this.addSql('drop table "campaign_suppressions"');
    this.addSql('drop table "campaigns"');
  }
}
