import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { IssuedDocument, ReturnCreditNote, ReturnInvoice } from '@hisaab/gst';
import { z } from 'zod';
import { column, parsedRows } from '../../../platform/database/sql-rows';
import { Sql } from '../../../platform/database/sql';
import { challanDocumentKind, supplyKindOf } from '../domain/supply-kind';
import { ReturnDocuments, type DateRange, type PeriodDocuments } from '../application/ports/return-documents';
import { Lines, toLine } from './line-rows';

const InvoiceRow = z.object({
  id: column.uuid,
  number: column.text,
  date: column.date,
  status: z.enum(['sent', 'paid', 'cancelled']),
  documentType: column.text,
  buyerGstin: column.text.nullable(),
  customerSez: column.boolean,
  placeOfSupply: column.text,
  supplierState: column.text,
  igstPaise: column.paise,
  totalPaise: column.paise,
  lines: Lines.nullable(),
});

const ChallanRow = z.object({ number: column.text, purpose: column.text });

const CreditNoteRow = z.object({
  id: column.uuid,
  number: column.text,
  date: column.date,
  totalPaise: column.paise,
  invoiceId: column.uuid,
  invoiceNumber: column.text,
  invoiceDate: column.date,
  invoiceTotalPaise: column.paise,
  documentType: column.text,
  buyerGstin: column.text.nullable(),
  customerSez: column.boolean,
  placeOfSupply: column.text,
  supplierState: column.text,
  igstPaise: column.paise,
  lines: Lines,
});

/**
 * The period's invoices with their lines in one statement: the invoices by (business_id, invoice_date)
 * and each one's lines by (invoice_id, position), sent as JSON arrays so 10,000 invoices and their
 * 50,000 lines cross in one round trip. Cancelled invoices come without lines (Table 13 only counts them).
 * Exported for the bench's SQL floor.
 */
export const PERIOD_INVOICES_SQL = `select i.id, i.invoice_number as "number", i.invoice_date::text as "date", i.status, i.document_type as "documentType",
         i.customer_gstin as "buyerGstin", i.customer_sez as "customerSez", i.place_of_supply as "placeOfSupply", i.supplier_state as "supplierState",
         i.igst as "igstPaise", i.total as "totalPaise",
         case when i.status <> 'cancelled' then
           (select json_agg(json_build_array(l.hsn, l.product_name, l.unit, l.quantity, l.gst_rate, l.taxable, l.cgst, l.sgst, l.igst, l.cess) order by l.position)
              from invoice_items l where l.invoice_id = i.id and l.business_id = i.business_id) end as lines
    from invoices i
   where i.business_id = $1 and i.invoice_date >= $2::date and i.invoice_date < $3::date and i.status in ('sent', 'paid', 'cancelled')
   order by i.invoice_date, i.invoice_number`;

/**
 * The period's credit notes, each with its invoice's parties (they decide the section) and its lines, as
 * the invoices are read. A value-only note credits no quantity (0 in the HSN summary). Exported for the bench.
 */
export const PERIOD_CREDIT_NOTES_SQL = `select n.id, n.note_number as "number", n.note_date::text as "date", n.total as "totalPaise",
         i.id as "invoiceId", i.invoice_number as "invoiceNumber", i.invoice_date::text as "invoiceDate", i.total as "invoiceTotalPaise",
         i.document_type as "documentType", i.customer_gstin as "buyerGstin", i.customer_sez as "customerSez",
         i.place_of_supply as "placeOfSupply", i.supplier_state as "supplierState", i.igst as "igstPaise",
         coalesce((select json_agg(json_build_array(l.hsn, l.product_name, l.unit, coalesce(l.quantity, 0), l.gst_rate, l.taxable, l.cgst, l.sgst, l.igst, l.cess) order by l.position)
                     from credit_note_items l where l.credit_note_id = n.id and l.business_id = n.business_id), '[]'::json) as lines
    from credit_notes n
    join invoices i on i.id = n.invoice_id and i.business_id = n.business_id
   where n.business_id = $1 and n.note_date >= $2::date and n.note_date < $3::date
   order by n.note_date, n.note_number`;


@Injectable()
export class SqlReturnDocuments extends ReturnDocuments {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async forPeriod(businessId: string, range: DateRange): Promise<PeriodDocuments> {
    const [rows, notes, challans] = await Promise.all([
      parsedRows(this.em, InvoiceRow, new Sql(PERIOD_INVOICES_SQL, [businessId, range.from, range.to])),
      parsedRows(this.em, CreditNoteRow, new Sql(PERIOD_CREDIT_NOTES_SQL, [businessId, range.from, range.to])),
      // Challans that left (a draft has not moved goods): Table 13 counts them by purpose.
      parsedRows(
        this.em,
        ChallanRow,
        `select challan_number as "number", purpose from delivery_challans
          where business_id = ? and challan_date >= ?::date and challan_date < ?::date and status <> 'draft'`,
        [businessId, range.from, range.to],
      ),
    ]);
    const invoices: ReturnInvoice[] = [];
    const documents: IssuedDocument[] = [];
    for (const row of rows) {
      documents.push({ kind: 'invoice', number: row.number, cancelled: row.status === 'cancelled' });
      // Bills of supply and non-GST invoices are not outward taxable supplies of a registered filer.
      if (row.status === 'cancelled' || row.documentType !== 'tax_invoice') continue;
      invoices.push({
        id: row.id,
        number: row.number,
        date: row.date,
        buyerGstin: row.buyerGstin,
        placeOfSupply: row.placeOfSupply,
        supplierState: row.supplierState,
        supplyKind: supplyKindOf(row),
        totalPaise: row.totalPaise,
        lines: (row.lines ?? []).map(toLine),
      });
    }
    const creditNotes: ReturnCreditNote[] = [];
    for (const note of notes) {
      documents.push({ kind: 'credit_note', number: note.number, cancelled: false });
      if (note.documentType !== 'tax_invoice') continue;
      creditNotes.push({
        id: note.id,
        number: note.number,
        date: note.date,
        totalPaise: note.totalPaise,
        lines: note.lines.map(toLine),
        invoice: {
          id: note.invoiceId,
          number: note.invoiceNumber,
          date: note.invoiceDate,
          totalPaise: note.invoiceTotalPaise,
          buyerGstin: note.buyerGstin,
          placeOfSupply: note.placeOfSupply,
          supplierState: note.supplierState,
          supplyKind: supplyKindOf(note),
        },
      });
    }
    for (const challan of challans) documents.push({ kind: challanDocumentKind(challan.purpose), number: challan.number, cancelled: false });
    return { invoices, creditNotes, documents };
  }
}
