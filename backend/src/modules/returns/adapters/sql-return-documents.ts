import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { IssuedDocument, ReturnInvoice, ReturnLine } from '@hisaab/gst';
import { z } from 'zod';
import { column, parsedRows } from '../../../platform/database/sql-rows';
import { Sql } from '../../../platform/database/sql';
import { challanDocumentKind, supplyKindOf } from '../domain/supply-kind';
import { ReturnDocuments, type DateRange, type EInvoiceSource, type PeriodDocuments } from '../application/ports/return-documents';

/** A line as `json_build_array` sends it: [hsn, name, unit, quantity, gst rate, taxable, cgst, sgst, igst, cess]. */
const LINE_ITEMS = [z.string().nullable(), z.string(), z.string(), z.number(), z.number(), z.number().int(), z.number().int(), z.number().int(), z.number().int(), z.number().int()] as const;
const LineTuple = z.tuple(LINE_ITEMS);
/** The same, then the unit price (rupees), the discount (paise) and the cess rate. */
const PricedLineTuple = z.tuple([...LINE_ITEMS, z.number(), z.number().int(), z.number()]);

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
  lines: z.array(LineTuple).nullable(),
});

const ChallanRow = z.object({ number: column.text, purpose: column.text });

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

const toLine = ([hsn, description, unit, quantity, gstRate, taxablePaise, cgstPaise, sgstPaise, igstPaise, cessPaise]: z.infer<typeof LineTuple>): ReturnLine => ({
  hsn,
  description,
  unit,
  quantity,
  gstRate,
  taxablePaise,
  cgstPaise,
  sgstPaise,
  igstPaise,
  cessPaise,
});

const EInvoiceRow = z.object({
  status: column.text,
  documentType: z.enum(['tax_invoice', 'bill_of_supply', 'non_gst_invoice']),
  number: column.text,
  date: column.date,
  customerId: column.uuid,
  buyerName: column.text,
  buyerGstin: column.text.nullable(),
  buyerAddress: column.text.nullable(),
  buyerState: column.text.nullable(),
  customerSez: column.boolean,
  placeOfSupply: column.text,
  supplierState: column.text,
  igstPaise: column.paise,
  roundOffPaise: column.paise,
  totalPaise: column.paise,
  seller: z
    .object({
      name: z.string(),
      gstin: z.string().nullable(),
      stateCode: z.string().nullable(),
      address: z.string().nullable(),
      city: z.string().nullable().default(null),
      pincode: z.string().nullable().default(null),
      phone: z.string().nullable().default(null),
      email: z.string().nullable().default(null),
    })
    .nullable(),
  lines: z.array(PricedLineTuple),
});

@Injectable()
export class SqlReturnDocuments extends ReturnDocuments {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async forPeriod(businessId: string, range: DateRange): Promise<PeriodDocuments> {
    const [rows, challans] = await Promise.all([
      parsedRows(this.em, InvoiceRow, new Sql(PERIOD_INVOICES_SQL, [businessId, range.from, range.to])),
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
    for (const challan of challans) documents.push({ kind: challanDocumentKind(challan.purpose), number: challan.number, cancelled: false });
    return { invoices, creditNotes: [], documents };
  }

  async invoiceForEInvoice(businessId: string, invoiceId: string): Promise<EInvoiceSource | null> {
    const [row] = await parsedRows(
      this.em,
      EInvoiceRow,
      `select i.status, i.document_type as "documentType", i.invoice_number as "number", i.invoice_date::text as "date", i.customer_id as "customerId",
              i.customer_name as "buyerName", i.customer_gstin as "buyerGstin", i.customer_address as "buyerAddress", i.customer_state as "buyerState",
              i.customer_sez as "customerSez", i.place_of_supply as "placeOfSupply", i.supplier_state as "supplierState",
              i.igst as "igstPaise", i.round_off as "roundOffPaise", i.total as "totalPaise", i.supplier_details as seller,
              coalesce((select json_agg(json_build_array(l.hsn, coalesce(nullif(l.description, ''), l.product_name), l.unit, l.quantity, l.gst_rate, l.taxable, l.cgst, l.sgst, l.igst, l.cess,
                                                         l.rate, l.discount, l.cess_rate) order by l.position)
                          from invoice_items l where l.invoice_id = i.id and l.business_id = i.business_id), '[]'::json) as lines
         from invoices i where i.business_id = ? and i.id = ?`,
      [businessId, invoiceId],
    );
    if (!row) return null;
    return {
      status: row.status,
      customerId: row.customerId,
      buyerName: row.buyerName,
      buyerAddress: row.buyerAddress,
      buyerState: row.buyerState,
      seller: row.seller,
      document: {
        type: 'INV',
        documentType: row.documentType,
        number: row.number,
        date: row.date,
        buyerGstin: row.buyerGstin,
        placeOfSupply: row.placeOfSupply,
        supplierState: row.supplierState,
        supplyKind: supplyKindOf(row),
        lines: row.lines.map(([hsn, name, unit, quantity, gstRate, taxable, cgst, sgst, igst, cess, unitPrice, discountPaise, cessRate]) => ({
          ...toLine([hsn, name, unit, quantity, gstRate, taxable, cgst, sgst, igst, cess]),
          unitPrice,
          discountPaise,
          cessRate,
        })),
        roundOffPaise: row.roundOffPaise,
        totalPaise: row.totalPaise,
      },
    };
  }
}
