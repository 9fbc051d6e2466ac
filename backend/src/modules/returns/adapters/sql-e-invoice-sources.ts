import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { column, parsedRows } from '../../../platform/database/sql-rows';
import { supplyKindOf } from '../domain/supply-kind';
import { EInvoiceSources, type EInvoiceSource } from '../application/ports/e-invoice-sources';
import { PricedLineTuple, toLine } from './line-rows';

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

const CreditNoteEInvoiceRow = EInvoiceRow.omit({ status: true, lines: true }).extend({
  invoiceNumber: column.text,
  invoiceDate: column.date,
  /** A note line: quantity null on a value-only note; then the rate and the cess rate. */
  lines: z.array(z.tuple([z.string().nullable(), z.string(), z.string(), z.number().nullable(), z.number(), z.number().int(), z.number().int(), z.number().int(), z.number().int(), z.number().int(), z.number(), z.number()])),
});

/** One invoice or credit note with its lines, by id and business (a read of billing's tables). */
@Injectable()
export class SqlEInvoiceSources extends EInvoiceSources {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async creditNoteForEInvoice(businessId: string, noteId: string): Promise<EInvoiceSource | null> {
    const [row] = await parsedRows(
      this.em,
      CreditNoteEInvoiceRow,
      `select n.note_number as "number", n.note_date::text as "date", i.invoice_number as "invoiceNumber", i.invoice_date::text as "invoiceDate",
              i.document_type as "documentType", i.customer_id as "customerId", i.customer_name as "buyerName", i.customer_gstin as "buyerGstin",
              i.customer_address as "buyerAddress", i.customer_state as "buyerState", i.customer_sez as "customerSez", i.place_of_supply as "placeOfSupply",
              i.supplier_state as "supplierState", i.igst as "igstPaise", n.round_off as "roundOffPaise", n.total as "totalPaise", i.supplier_details as seller,
              coalesce((select json_agg(json_build_array(l.hsn, l.product_name, l.unit, l.quantity, l.gst_rate, l.taxable, l.cgst, l.sgst, l.igst, l.cess, l.rate, l.cess_rate) order by l.position)
                          from credit_note_items l where l.credit_note_id = n.id and l.business_id = n.business_id), '[]'::json) as lines
         from credit_notes n join invoices i on i.id = n.invoice_id and i.business_id = n.business_id
        where n.business_id = ? and n.id = ?`,
      [businessId, noteId],
    );
    if (!row) return null;
    return {
      status: 'issued',
      customerId: row.customerId,
      buyerName: row.buyerName,
      buyerAddress: row.buyerAddress,
      buyerState: row.buyerState,
      seller: row.seller,
      document: {
        type: 'CRN',
        documentType: row.documentType,
        number: row.number,
        date: row.date,
        buyerGstin: row.buyerGstin,
        placeOfSupply: row.placeOfSupply,
        supplierState: row.supplierState,
        supplyKind: supplyKindOf(row),
        // A value-only note credits an amount, not goods: one unit priced at its taxable value keeps Qty × UnitPrice = TotAmt.
        lines: row.lines.map(([hsn, name, unit, quantity, gstRate, taxable, cgst, sgst, igst, cess, rate, cessRate]) => ({
          ...toLine([hsn, name, unit, quantity ?? 1, gstRate, taxable, cgst, sgst, igst, cess]),
          unitPrice: quantity === null ? taxable / 100 : rate,
          discountPaise: 0,
          cessRate,
        })),
        roundOffPaise: row.roundOffPaise,
        totalPaise: row.totalPaise,
        precedingInvoice: { number: row.invoiceNumber, date: row.invoiceDate },
      },
    };
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
