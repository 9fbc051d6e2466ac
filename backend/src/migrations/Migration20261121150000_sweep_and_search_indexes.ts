import { Migration } from '@mikro-orm/migrations';

/**
 * The invoice search index leads with the business (btree_gin), so a term every business's
 * invoices share ("inv", "/26-") reads only the signed-in business's rows; and the hourly
 * housekeeping finds expired codes, sign-in failures and ended sessions without reading whole tables.
 */
export class Migration20261121150000_sweep_and_search_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists btree_gin');
    this.addSql('drop index if exists "invoices_search_trigram_index"');
    this.addSql(
      `create index "invoices_business_search_trigram_index" on "invoices" using gin ("business_id", (lower("invoice_number" || ' ' || "customer_name")) gin_trgm_ops)`,
    );
    this.addSql('create index "email_otps_created_at_index" on "email_otps" ("created_at")');
    this.addSql('create index "login_failures_created_at_index" on "login_failures" ("created_at")');
    this.addSql('create index "sessions_expires_at_index" on "sessions" ("expires_at")');
    this.addSql('create index "sessions_revoked_at_index" on "sessions" ("revoked_at") where "revoked_at" is not null');
  }
}
