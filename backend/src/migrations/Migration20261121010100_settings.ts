import { Migration } from '@mikro-orm/migrations';

/** Settings module: one row per business with its configuration and GST settings. */
export class Migration20261121010100_settings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table business_settings (
        id uuid primary key,
        business_id uuid not null references businesses(id),
        gst_enabled boolean not null default true,
        gst_number text null,
        state_code text null,
        company_name text not null default '',
        company_address text null,
        company_city text null,
        company_pincode text null,
        company_phone text null,
        company_email text null,
        default_gst_rate numeric(5,2) not null default 18,
        udyam text null,
        upi_id text null,
        bank_name text null,
        bank_account_number text null,
        bank_ifsc text null,
        bank_branch text null,
        invoice_prefix text not null default 'INV',
        round_off boolean not null default true,
        cgst_rate numeric(5,2) not null default 9,
        sgst_rate numeric(5,2) not null default 9,
        igst_rate numeric(5,2) not null default 18,
        cess_rate numeric(5,2) not null default 0,
        is_composition boolean not null default false,
        filing_frequency text not null default 'monthly',
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint business_settings_business_id_unique unique (business_id)
      )`);
  }
}
