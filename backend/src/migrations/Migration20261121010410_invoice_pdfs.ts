import { Migration } from '@mikro-orm/migrations';

/** Rendered invoice PDFs: the latest version of each invoice, replaced when the invoice changes. */
export class Migration20261121010410_invoice_pdfs extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table invoice_pdfs (
        invoice_id uuid primary key references invoices(id) on delete cascade,
        business_id uuid not null references businesses(id),
        version text not null,
        content bytea not null,
        rendered_at timestamptz not null default now()
      )`);
  }
}
