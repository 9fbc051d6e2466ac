import { Migration } from '@mikro-orm/migrations';

/** CRM module: customers. Invoices reference them ON DELETE RESTRICT (billing migration). */
export class Migration20261121010200_crm extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table customers (
        id uuid primary key,
        business_id uuid not null references businesses(id),
        name text not null,
        email text null,
        phone text null,
        gst_number text null,
        address text null,
        city text null,
        state text null,
        state_code text null,
        pincode text null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    this.addSql('create index "customers_business_id_lower_name_id_index" on "customers" ("business_id", lower("name"), "id")');
    this.addSql('create index "customers_business_id_phone_index" on "customers" ("business_id", "phone")');
    this.addSql('create index "customers_business_id_gst_number_index" on "customers" ("business_id", "gst_number")');
  }
}
