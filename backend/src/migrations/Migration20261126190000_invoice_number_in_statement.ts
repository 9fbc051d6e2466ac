import { Migration } from '@mikro-orm/migrations';

/**
 * A new invoice takes its series number inside the one statement that creates it (docs/gst.md,
 * "Numbering"; billing.repositories.ts `insertNew`). That statement commits on its own, so the
 * series row is locked only from the moment the number is taken to the end of the commit, as with
 * the deferred trigger this replaces — but the number comes back with the statement and the
 * invoice row is written once, not inserted and then updated.
 */
export class Migration20261126190000_invoice_number_in_statement extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop trigger "invoices_take_series_number" on "invoices";`);
    this.addSql(`drop function billing_take_series_number();`);
    this.addSql(`alter table "invoices" drop column "pending_series_stem";`);
    // The format is formatDocumentNumber's (libs/gst/src/numbering.ts): at least 4 digits, at most 16
    // characters in all. Numbers typed by hand may sit ahead in the series: they are skipped. A number
    // typed in a transaction still open here is caught by the unique constraint, and the caller retries.
    this.addSql(`create function billing_next_invoice_number(p_business_id uuid, p_fy text, p_stem text) returns text
      language plpgsql volatile as $$
      declare
        taken_value integer;
        taken text;
      begin
        for attempt in 1..1000 loop
          insert into document_series as s (business_id, doc_type, fy, next_value) values (p_business_id, 'invoice', p_fy, 2)
            on conflict (business_id, doc_type, fy) do update set next_value = s.next_value + 1
            returning s.next_value - 1 into taken_value;
          taken := p_stem || case when taken_value < 10000 then lpad(taken_value::text, 4, '0') else taken_value::text end;
          if length(taken) > 16 then
            raise exception 'INVOICE_SERIES_FULL: % has no number of at most 16 characters left', p_stem using errcode = 'P0001';
          end if;
          if not exists (select 1 from invoices where business_id = p_business_id and fy = p_fy and invoice_number = taken) then
            return taken;
          end if;
        end loop;
        raise exception 'INVOICE_SERIES_FULL: % has 1000 numbers in a row already used', p_stem using errcode = 'P0001';
      end $$;`);
  }
}
