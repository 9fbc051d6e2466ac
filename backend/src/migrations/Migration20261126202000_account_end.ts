import { Migration } from '@mikro-orm/migrations';

/**
 * The account's end: a scheduled deletion per business (identity; signing in before `scheduled_for`
 * cancels it), and at most one data export per business and Indian calendar day (account).
 */
export class Migration20261126202000_account_end extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table account_deletions (
        business_id uuid primary key references businesses(id),
        requested_by uuid not null,
        reason text null,
        requested_at timestamptz not null,
        scheduled_for timestamptz not null,
        notice_sent_at timestamptz null
      )`);
    this.addSql('create index "account_deletions_scheduled_for_index" on "account_deletions" ("scheduled_for")');
    this.addSql(`
      create table data_exports (
        id uuid primary key,
        business_id uuid not null references businesses(id),
        requested_by uuid not null,
        day date not null,
        requested_at timestamptz not null,
        built_at timestamptz null,
        emailed_at timestamptz null,
        constraint data_exports_business_id_day_unique unique (business_id, day)
      )`);
  }
}
