import { Migration } from '@mikro-orm/migrations';

/**
 * Communications: every message to a customer (e-mail, WhatsApp) with its delivery state, and bulk
 * reminder batches. `delivery_key` is unique: a send is claimed on its row before it goes out.
 */
export class Migration20261121010500_communications extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table communication_batches (
        id uuid primary key,
        business_id uuid not null references businesses(id),
        method text not null,
        from_email text null,
        as_of date not null,
        total integer not null default 0,
        success_count integer not null default 0,
        failure_count integer not null default 0,
        status text not null,
        fanned_out boolean not null default false,
        created_at timestamptz not null default now(),
        finished_at timestamptz null
      )`);
    this.addSql('create index "communication_batches_business_id_created_at_index" on "communication_batches" ("business_id", "created_at")');
    // One running batch per business: a double click joins the running batch instead of starting another.
    this.addSql(`create unique index "communication_batches_one_running_index" on "communication_batches" ("business_id") where "status" = 'running'`);

    this.addSql(`
      create table communications (
        id uuid primary key,
        business_id uuid not null references businesses(id),
        invoice_id uuid not null references invoices(id),
        payment_id uuid null references payments(id),
        batch_id uuid null references communication_batches(id),
        channel text not null,
        kind text not null,
        recipient text null,
        reply_to text null,
        status text not null,
        provider_message_id text null,
        error text null,
        delivery_key text not null,
        attempts integer not null default 0,
        lease_until timestamptz null,
        created_at timestamptz not null default now(),
        sent_at timestamptz null
      )`);
    this.addSql('alter table "communications" add constraint "communications_delivery_key_unique" unique ("delivery_key")');
    this.addSql('create index "communications_business_id_invoice_id_created_at_index" on "communications" ("business_id", "invoice_id", "created_at")');
    this.addSql('create index "communications_batch_id_delivery_key_index" on "communications" ("batch_id", "delivery_key")');
    this.addSql('create index "communications_provider_message_id_index" on "communications" ("provider_message_id") where "provider_message_id" is not null');
  }
}
