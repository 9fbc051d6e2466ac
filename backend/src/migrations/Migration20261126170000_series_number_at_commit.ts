import { Migration } from '@mikro-orm/migrations';

/**
 * An invoice numbered from its series takes the number when its transaction commits (docs/gst.md,
 * "Numbering"). It is inserted with a placeholder number and the series stem ('INV/26-27/') in
 * pending_series_stem; a deferred constraint trigger then takes the series' next value and writes the
 * number. The series row is locked only from that moment to the end of the commit — no round trip
 * to the API inside the lock — so concurrent creates of one business wait microseconds, not
 * milliseconds, and the numbers stay gapless (a transaction that rolls back takes none).
 */
export class Migration20261126170000_series_number_at_commit extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "invoices" add column "pending_series_stem" text null;`);
    // The last issued invoice of a series (the date-order rule, checked on every create from the
    // series): found at once instead of passing over every later draft.
    this.addSql(`create index "invoices_last_issued_index" on "invoices" ("business_id", "fy", "invoice_date", "invoice_number") where "issued_at" is not null;`);
    // The format is formatDocumentNumber's (libs/gst/src/numbering.ts): at least 4 digits, at most 16
    // characters in all. Numbers typed by hand may sit ahead in the series: they are skipped.
    this.addSql(`create function billing_take_series_number() returns trigger language plpgsql as $$
      declare
        taken_value integer;
        taken text;
      begin
        for attempt in 1..1000 loop
          insert into document_series as s (business_id, doc_type, fy, next_value) values (new.business_id, 'invoice', new.fy, 2)
            on conflict (business_id, doc_type, fy) do update set next_value = s.next_value + 1
            returning s.next_value - 1 into taken_value;
          taken := new.pending_series_stem || case when taken_value < 10000 then lpad(taken_value::text, 4, '0') else taken_value::text end;
          if length(taken) > 16 then
            raise exception 'INVOICE_SERIES_FULL: % has no number of at most 16 characters left', new.pending_series_stem using errcode = 'P0001';
          end if;
          if not exists (select 1 from invoices where business_id = new.business_id and fy = new.fy and invoice_number = taken) then
            begin
              update invoices set invoice_number = taken, pending_series_stem = null where id = new.id;
              return null;
            exception when unique_violation then
              -- Typed by hand in a transaction that was still open at the check and has committed since: skip it too.
            end;
          end if;
        end loop;
        raise exception 'INVOICE_SERIES_FULL: % has 1000 numbers in a row already used', new.pending_series_stem using errcode = 'P0001';
      end $$;`);
    this.addSql(`create constraint trigger "invoices_take_series_number" after insert on "invoices"
      deferrable initially deferred for each row when (new.pending_series_stem is not null)
      execute function billing_take_series_number();`);
  }
}
