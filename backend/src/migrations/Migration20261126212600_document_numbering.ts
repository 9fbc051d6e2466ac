import { Migration } from '@mikro-orm/migrations';

/**
 * One numbering function for every document type (docs/gst.md, "Numbering"): invoices
 * (INV/26-27/0001), delivery challans (DC/26-27/0001) and credit notes (CN/26-27/0001) take the next
 * number of their series (business, document type, financial year) from document_series. The series
 * row stays locked until the caller's transaction ends, so numbers are consecutive and a rolled-back
 * document takes none. Invoice creation calls it inside its one statement (billing.repositories.ts
 * `insertNew`); other documents through billing's DocumentNumbering, inside their unit of work.
 */
export class Migration20261126212600_document_numbering extends Migration {
  override async up(): Promise<void> {
    // The format is formatDocumentNumber's (libs/gst/src/numbering.ts): at least 4 digits, at most 16
    // characters in all. Only invoices take numbers typed by hand, which may sit ahead in the series:
    // they are skipped (a number typed in a transaction still open here is caught by the invoices'
    // unique constraint, and the caller retries). A document type that accepts typed numbers later
    // adds its table to this check in a migration of its own.
    this.addSql(`create function next_document_number(p_business_id uuid, p_doc_type text, p_fy text, p_stem text) returns text
      language plpgsql volatile as $$
      declare
        taken_value integer;
        taken text;
      begin
        for attempt in 1..1000 loop
          insert into document_series as s (business_id, doc_type, fy, next_value) values (p_business_id, p_doc_type, p_fy, 2)
            on conflict (business_id, doc_type, fy) do update set next_value = s.next_value + 1
            returning s.next_value - 1 into taken_value;
          taken := p_stem || case when taken_value < 10000 then lpad(taken_value::text, 4, '0') else taken_value::text end;
          if length(taken) > 16 then
            raise exception 'DOCUMENT_SERIES_FULL: % has no number of at most 16 characters left', p_stem using errcode = 'P0001';
          end if;
          if p_doc_type <> 'invoice'
             or not exists (select 1 from invoices where business_id = p_business_id and fy = p_fy and invoice_number = taken) then
            return taken;
          end if;
        end loop;
        raise exception 'DOCUMENT_SERIES_FULL: % has 1000 numbers in a row already used', p_stem using errcode = 'P0001';
      end $$;`);
    this.addSql(`drop function billing_next_invoice_number(uuid, text, text);`);
  }
}
