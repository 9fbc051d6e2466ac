import { Migration } from '@mikro-orm/migrations';

/**
 * Sales leads (crm) and the history of their statuses. A lead moves only forward through
 * lead → contacted → nurtured → unqualified → converted (skipping is allowed, going back is not), so
 * each status occurs at most once per lead: (lead_id, to_status) is the history's key, and a move
 * recorded twice is refused by the database as well as by the service. A converted lead keeps its
 * customer's id until that customer is deleted.
 */
export class Migration20261126221500_sales_leads extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table leads (
        id uuid primary key,
        business_id uuid not null references businesses(id),
        name text not null,
        email text null,
        phone text null,
        company text null,
        source text not null,
        estimated_value_paise bigint null,
        expected_close_date date null,
        notes text null,
        status text not null,
        status_changed_at timestamptz not null,
        customer_id uuid null references customers(id) on delete set null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    // The list, newest first, of all leads or of one status; the per-status counts read the second alone.
    this.addSql('create index "leads_business_id_created_at_id_index" on "leads" ("business_id", "created_at" desc, "id" desc)');
    this.addSql('create index "leads_business_id_status_created_at_id_index" on "leads" ("business_id", "status", "created_at" desc, "id" desc)');
    // Search anywhere in name, company or e-mail, within the business (btree_gin); phone from its first digits.
    this.addSql(
      `create index "leads_business_search_trigram_index" on "leads" using gin ("business_id", (lower("name" || ' ' || coalesce("company", '') || ' ' || coalesce("email", ''))) gin_trgm_ops)`,
    );
    this.addSql('create index "leads_business_id_phone_index" on "leads" ("business_id", "phone")');
    this.addSql('create index "leads_customer_id_index" on "leads" ("customer_id") where "customer_id" is not null');
    this.addSql(`
      create table lead_status_changes (
        lead_id uuid not null references leads(id) on delete cascade,
        to_status text not null,
        business_id uuid not null references businesses(id),
        from_status text null,
        changed_at timestamptz not null,
        primary key (lead_id, to_status)
      )`);
  }
}
