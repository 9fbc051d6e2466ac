import { Injectable } from '@nestjs/common';
import { EntityManager, type EntitySchema, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { BillingErrors } from '../domain/billing-errors';
import type { LastIssued } from '../domain/issue-rules';
import {
  AnswerWithNumber,
  DocumentSeriesRepository,
  InvoiceItemRecord,
  InvoiceListQuery,
  InvoiceListRow,
  InvoiceRecord,
  InvoiceRepository,
  InvoiceStatusPatch,
  OverdueQuery,
  OverdueSummary,
  PaymentListQuery,
  PaymentListRow,
  PaymentRecord,
  PaymentReversal,
  PaymentRepository,
  SeriesNumber,
  SupplierDetails,
} from '../application/ports/billing-store';
import { changesNothing, summaryChange } from '../domain/summary-change';
import { InvoiceItemSchema, InvoiceSchema, PaymentSchema } from './billing.entities';

type Row = Record<string, unknown>;

/** timestamptz as an ISO instant the JS Date parser reads exactly. */
const ts = (column: string, alias = column) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${alias}`;
const num = (v: unknown): number => Number(v);
const date = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(String(v)));

const INVOICE_COLUMNS = [
  'id', 'business_id', 'customer_id', 'invoice_number', 'fy', 'invoice_date::text as invoice_date', 'due_date::text as due_date',
  'status', 'document_type', 'supply_type', 'place_of_supply', 'supplier_state', 'customer_name', 'customer_gstin',
  'customer_address', 'customer_state', 'customer_sez', 'supplier_details', 'subtotal', 'cgst', 'sgst', 'igst', 'cess', 'gst_amount', 'round_off', 'total',
  'amount_paid', 'notes', 'terms_and_conditions', 'sales_person_name', 'sales_person_email', 'sales_person_phone',
  'payment_terms', 'company_udyam', 'serial_number', 'shipping_address', 'shipping_gstin', 'authorized_signature',
  'share_id', 'created_by', ts('issued_at'), ts('paid_at'), ts('cancelled_at'), 'cancel_reason', ts('created_at'), ts('updated_at'),
].join(', ');

/**
 * Exactly what a list row returns (STACK.md: lists select only their columns). The dates are cast
 * to text under their own names, so ORDER BY must name the table's columns (`invoices.invoice_date`)
 * or it would sort the text aliases and miss the index.
 */
const LIST_COLUMNS =
  'id, invoice_number, invoice_date::text as invoice_date, due_date::text as due_date, status, customer_id, customer_name, place_of_supply, supply_type, subtotal, gst_amount, total, amount_paid, share_id';

function toInvoice(r: Row): InvoiceRecord {
  return {
    id: r.id as string,
    businessId: r.business_id as string,
    customerId: r.customer_id as string,
    invoiceNumber: r.invoice_number as string,
    fy: r.fy as string,
    invoiceDate: r.invoice_date as string,
    dueDate: r.due_date as string,
    status: r.status as InvoiceRecord['status'],
    documentType: r.document_type as InvoiceRecord['documentType'],
    supplyType: r.supply_type as InvoiceRecord['supplyType'],
    placeOfSupply: r.place_of_supply as string,
    supplierState: r.supplier_state as string,
    customerName: r.customer_name as string,
    customerGstin: r.customer_gstin as string | null,
    customerAddress: r.customer_address as string | null,
    customerState: r.customer_state as string | null,
    customerSez: r.customer_sez === true,
    supplierDetails: (r.supplier_details as SupplierDetails | null) ?? null,
    subtotalPaise: num(r.subtotal),
    cgstPaise: num(r.cgst),
    sgstPaise: num(r.sgst),
    igstPaise: num(r.igst),
    cessPaise: num(r.cess),
    gstAmountPaise: num(r.gst_amount),
    roundOffPaise: num(r.round_off),
    totalPaise: num(r.total),
    amountPaidPaise: num(r.amount_paid),
    notes: r.notes as string | null,
    termsAndConditions: r.terms_and_conditions as string | null,
    salesPersonName: r.sales_person_name as string | null,
    salesPersonEmail: r.sales_person_email as string | null,
    salesPersonPhone: r.sales_person_phone as string | null,
    paymentTerms: r.payment_terms as string | null,
    companyUdyam: r.company_udyam as string | null,
    serialNumber: r.serial_number as string | null,
    shippingAddress: r.shipping_address as string | null,
    shippingGstin: r.shipping_gstin as string | null,
    authorizedSignature: r.authorized_signature as string | null,
    shareId: r.share_id as string,
    createdBy: r.created_by as string | null,
    issuedAt: date(r.issued_at),
    paidAt: date(r.paid_at),
    cancelledAt: date(r.cancelled_at),
    cancelReason: r.cancel_reason as string | null,
    createdAt: date(r.created_at)!,
    updatedAt: date(r.updated_at)!,
  };
}

function toListRow(r: Row): InvoiceListRow {
  return {
    id: r.id as string,
    invoiceNumber: r.invoice_number as string,
    invoiceDate: r.invoice_date as string,
    dueDate: r.due_date as string,
    status: r.status as InvoiceListRow['status'],
    customerId: r.customer_id as string,
    customerName: r.customer_name as string,
    placeOfSupply: r.place_of_supply as string,
    supplyType: r.supply_type as InvoiceListRow['supplyType'],
    subtotalPaise: num(r.subtotal),
    gstAmountPaise: num(r.gst_amount),
    totalPaise: num(r.total),
    amountPaidPaise: num(r.amount_paid),
    shareId: r.share_id as string,
  };
}

/** LIKE pattern for "contains", lower-cased, with the user's % and _ taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

@Injectable()
export class MikroOrmInvoiceRepository extends InvoiceRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async insert(invoice: InvoiceRecord, items: InvoiceItemRecord[]): Promise<void> {
    await this.guardNumber(invoice, async () => {
      await this.em.insert(InvoiceSchema, invoice);
      if (items.length) await this.em.insertMany(InvoiceItemSchema, items);
    });
  }

  async replaceDraft(invoice: InvoiceRecord, items: InvoiceItemRecord[]): Promise<void> {
    const { id, businessId, createdAt: _createdAt, ...changes } = invoice;
    await this.guardNumber(invoice, async () => {
      await this.em.nativeUpdate(InvoiceSchema, { id, businessId, status: 'draft' }, changes);
      await this.em.nativeDelete(InvoiceItemSchema, { invoiceId: id, businessId });
      if (items.length) await this.em.insertMany(InvoiceItemSchema, items);
    });
  }

  private async guardNumber(invoice: InvoiceRecord, write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException && error.message.includes('invoices_business_id_fy_invoice_number_unique')) {
        throw BillingErrors.numberTaken(invoice.invoiceNumber, invoice.fy);
      }
      throw error;
    }
  }

  async findById(businessId: string, id: string): Promise<InvoiceRecord | null> {
    const [row] = await this.em.execute<Row[]>(`select ${INVOICE_COLUMNS} from invoices where business_id = ? and id = ?`, [businessId, id]);
    return row ? toInvoice(row) : null;
  }

  /** Public share page: no tenant (the unguessable share id is the key); only issued invoices (sent, paid). */
  async findByShareIdForPublicView(shareId: string): Promise<InvoiceRecord | null> {
    const [row] = await this.em.execute<Row[]>(
      `select ${INVOICE_COLUMNS} from invoices where share_id = ? and status in ('sent', 'paid')`,
      [shareId],
    );
    return row ? toInvoice(row) : null;
  }

  async findByIdForUpdate(businessId: string, id: string): Promise<InvoiceRecord | null> {
    const [row] = await this.em.execute<Row[]>(`select ${INVOICE_COLUMNS} from invoices where business_id = ? and id = ? for update`, [businessId, id]);
    return row ? toInvoice(row) : null;
  }

  async findItems(businessId: string, invoiceId: string): Promise<InvoiceItemRecord[]> {
    const rows = await this.em.execute<Row[]>(
      `select id, business_id, invoice_id, position, product_id, product_name, description, hsn, quantity, unit, rate, discount,
              gst_rate, cess_rate, taxable, cgst, sgst, igst, cess, total, serial_number
         from invoice_items where invoice_id = ? and business_id = ? order by position`,
      [invoiceId, businessId],
    );
    return rows.map((r) => ({
      id: r.id as string,
      businessId: r.business_id as string,
      invoiceId: r.invoice_id as string,
      position: num(r.position),
      productId: r.product_id as string | null,
      productName: r.product_name as string,
      description: r.description as string | null,
      hsn: r.hsn as string | null,
      quantity: num(r.quantity),
      unit: r.unit as InvoiceItemRecord['unit'],
      rate: num(r.rate),
      discountPaise: num(r.discount),
      gstRate: num(r.gst_rate),
      cessRate: num(r.cess_rate),
      taxablePaise: num(r.taxable),
      cgstPaise: num(r.cgst),
      sgstPaise: num(r.sgst),
      igstPaise: num(r.igst),
      cessPaise: num(r.cess),
      totalPaise: num(r.total),
      serialNumber: r.serial_number as string | null,
    }));
  }

  async numberExists(businessId: string, fy: string, invoiceNumber: string, exceptId?: string): Promise<boolean> {
    const rows = await this.em.execute<Row[]>(
      `select 1 from invoices where business_id = ? and fy = ? and invoice_number = ?${exceptId ? ' and id <> ?' : ''} limit 1`,
      exceptId ? [businessId, fy, invoiceNumber, exceptId] : [businessId, fy, invoiceNumber],
    );
    return rows.length > 0;
  }

  async lastIssuedInSeries(businessId: string, fy: string, stem: string, exceptId?: string): Promise<LastIssued | null> {
    const [row] = await this.em.execute<Row[]>(
      `select invoice_number, invoice_date::text as invoice_date from invoices
        where business_id = ? and fy = ? and issued_at is not null and starts_with(invoice_number, ?)${exceptId ? ' and id <> ?' : ''}
        order by invoices.invoice_date desc, invoices.invoice_number desc limit 1`,
      exceptId ? [businessId, fy, stem, exceptId] : [businessId, fy, stem],
    );
    return row ? { invoiceNumber: row.invoice_number as string, invoiceDate: row.invoice_date as string } : null;
  }

  async updateStatus(invoice: InvoiceRecord, patch: InvoiceStatusPatch): Promise<void> {
    const { id, businessId } = invoice;
    await this.em.nativeUpdate(InvoiceSchema, { id, businessId }, { ...patch, updatedAt: new Date() });
    const change = summaryChange(invoice, { ...invoice, ...patch });
    if (changesNothing(change)) return;
    // Always in this order (day, customer, due date), so concurrent changes never deadlock.
    if (change.issued) {
      await this.addToDailyTotals(invoice, change.issued);
      if (change.issued > 0) await this.recordCustomerInvoiced(businessId, invoice.customerId, invoice.invoiceDate);
      else await this.recomputeCustomerActivity(businessId, invoice.customerId);
    }
    if (change.openCount || change.outstandingPaise) await this.addToDueTotals(businessId, invoice.dueDate, change.openCount, change.outstandingPaise);
  }

  /** billing_daily_totals: the issued invoice's amounts added (sign 1) or taken out (-1) on its date. */
  private async addToDailyTotals(invoice: InvoiceRecord, sign: 1 | -1): Promise<void> {
    const amounts = [invoice.subtotalPaise, invoice.cgstPaise, invoice.sgstPaise, invoice.igstPaise, invoice.cessPaise, invoice.gstAmountPaise, invoice.totalPaise].map((a) => a * sign);
    await this.em.execute(
      `insert into billing_daily_totals as t (business_id, day, issued_count, subtotal, cgst, sgst, igst, cess, gst_amount, total)
       values (?, ?::date, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (business_id, day) do update set
         issued_count = t.issued_count + excluded.issued_count, subtotal = t.subtotal + excluded.subtotal,
         cgst = t.cgst + excluded.cgst, sgst = t.sgst + excluded.sgst, igst = t.igst + excluded.igst, cess = t.cess + excluded.cess,
         gst_amount = t.gst_amount + excluded.gst_amount, total = t.total + excluded.total`,
      [invoice.businessId, invoice.invoiceDate, sign, ...amounts],
    );
  }

  /**
   * customer_activity after an invoice dated `day` is issued: first/last widen; the last date before
   * the month of the last moves to the old last when the last moves to a later month, or to `day`
   * when that is an earlier month's later date.
   */
  private async recordCustomerInvoiced(businessId: string, customerId: string, day: string): Promise<void> {
    const month = (column: string) => `date_trunc('month', ${column}::timestamp)`;
    await this.em.execute(
      `insert into customer_activity as a (business_id, customer_id, first_invoiced_on, last_invoiced_on, previous_invoiced_on)
       values (?, ?, ?::date, ?::date, null)
       on conflict (business_id, customer_id) do update set
         first_invoiced_on = least(a.first_invoiced_on, excluded.first_invoiced_on),
         last_invoiced_on = greatest(a.last_invoiced_on, excluded.last_invoiced_on),
         previous_invoiced_on = case
           when ${month('excluded.last_invoiced_on')} > ${month('a.last_invoiced_on')} then a.last_invoiced_on
           when ${month('excluded.last_invoiced_on')} < ${month('a.last_invoiced_on')} then greatest(a.previous_invoiced_on, excluded.last_invoiced_on)
           else a.previous_invoiced_on
         end`,
      [businessId, customerId, day, day],
    );
  }

  /** customer_activity after an issued invoice is cancelled: recomputed from the customer's issued invoices (removed when none is left). */
  private async recomputeCustomerActivity(businessId: string, customerId: string): Promise<void> {
    // Lock the row first: the recompute below then reads (new snapshot) every invoice issued before
    // the lock, and a concurrent issue for this customer waits and applies its change on top.
    await this.em.execute('select 1 from customer_activity where business_id = ? and customer_id = ? for update', [businessId, customerId]);
    const issued = `from invoices where business_id = ? and customer_id = ? and status in ('sent', 'paid')`;
    await this.em.execute(
      `with s as (
         select min(invoice_date) as first_on, max(invoice_date) as last_on ${issued}
       ), p as (
         select s.first_on, s.last_on,
                (select max(invoice_date) ${issued} and invoice_date < date_trunc('month', s.last_on::timestamp)) as previous_on
           from s where s.last_on is not null
       ), upserted as (
         insert into customer_activity (business_id, customer_id, first_invoiced_on, last_invoiced_on, previous_invoiced_on)
         select ?, ?, first_on, last_on, previous_on from p
         on conflict (business_id, customer_id) do update set
           first_invoiced_on = excluded.first_invoiced_on, last_invoiced_on = excluded.last_invoiced_on,
           previous_invoiced_on = excluded.previous_invoiced_on
         returning 1
       )
       delete from customer_activity where business_id = ? and customer_id = ? and not exists (select 1 from p)`,
      [businessId, customerId, businessId, customerId, businessId, customerId, businessId, customerId],
    );
  }

  /** billing_due_totals: pending count and balance on the due date; a due date with nothing pending is removed. */
  private async addToDueTotals(businessId: string, dueDate: string, openCount: number, outstanding: number): Promise<void> {
    await this.em.execute(
      `insert into billing_due_totals as t (business_id, due_date, open_count, outstanding) values (?, ?::date, ?, ?)
       on conflict (business_id, due_date) do update set open_count = t.open_count + excluded.open_count, outstanding = t.outstanding + excluded.outstanding`,
      [businessId, dueDate, openCount, outstanding],
    );
    if (openCount < 0) {
      await this.em.execute('delete from billing_due_totals where business_id = ? and due_date = ?::date and open_count = 0', [businessId, dueDate]);
    }
  }

  async list(businessId: string, query: InvoiceListQuery): Promise<InvoiceListRow[]> {
    const where = ['business_id = ?'];
    const params: unknown[] = [businessId];
    if (query.customerId) {
      where.push('customer_id = ?');
      params.push(query.customerId);
    }
    if (query.status === 'overdue') {
      where.push(`status = 'sent' and due_date < ?::date`);
      params.push(query.today);
    } else if (query.status) {
      where.push('status = ?');
      params.push(query.status);
    }
    if (query.search) {
      // Anywhere in the number or the customer's name; the expression is the trigram index's.
      where.push(`lower(invoice_number || ' ' || customer_name) like ?`);
      params.push(containsPattern(query.search));
    }
    if (query.after) {
      where.push('(invoice_date, id) < (?::date, ?::uuid)');
      params.push(query.after.invoiceDate, query.after.id);
    }
    params.push(query.limit);
    const rows = await this.em.execute<Row[]>(
      `select ${LIST_COLUMNS} from invoices where ${where.join(' and ')} order by invoices.invoice_date desc, invoices.id desc limit ?`,
      params,
    );
    return rows.map(toListRow);
  }

  async listOverdue(businessId: string, query: OverdueQuery): Promise<InvoiceListRow[]> {
    const params: unknown[] = [businessId, query.today];
    let keyset = '';
    if (query.after) {
      keyset = ' and (due_date, id) > (?::date, ?::uuid)';
      params.push(query.after.dueDate, query.after.id);
    }
    params.push(query.limit);
    const rows = await this.em.execute<Row[]>(
      `select ${LIST_COLUMNS} from invoices
        where business_id = ? and status = 'sent' and due_date < ?::date${keyset}
        order by invoices.due_date, invoices.id limit ?`,
      params,
    );
    return rows.map(toListRow);
  }

  /** From billing_due_totals (one row per due date), not the past-due invoices themselves. */
  async overdueSummary(businessId: string, today: string): Promise<OverdueSummary> {
    const [row] = await this.em.execute<Row[]>(
      `select coalesce(sum(open_count), 0) as count, coalesce(sum(outstanding), 0) as outstanding
         from billing_due_totals where business_id = ? and due_date < ?::date`,
      [businessId, today],
    );
    return { count: num(row.count), outstandingPaise: num(row.outstanding) };
  }
}

@Injectable()
export class MikroOrmDocumentSeriesRepository extends DocumentSeriesRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  /** The record keyed by its table's column names, as the entity schema maps them (`totalPaise` → total). */
  private columnRow(schema: EntitySchema, record: object, omit: string[] = []): Record<string, unknown> {
    const { properties } = this.em.getMetadata().get(schema.meta.className);
    return Object.fromEntries(
      Object.entries(record)
        .filter(([key, value]) => value !== undefined && !omit.includes(key))
        .map(([key, value]) => [properties[key].fieldNames[0], value]),
    );
  }

  async insertNumberedInvoice(
    invoice: InvoiceRecord,
    items: InvoiceItemRecord[],
    docType: string,
    stem: string,
    answer?: AnswerWithNumber,
  ): Promise<SeriesNumber> {
    // One statement, the last before commit: the series row lock it takes serialises concurrent
    // creates until their transactions end. It writes the invoice with its number, the lines and
    // (with an Idempotency-Key) the stored answer, so only COMMIT follows inside the lock.
    const header = this.columnRow(InvoiceSchema, invoice, ['invoiceNumber']);
    const lines = items.map((item) => this.columnRow(InvoiceItemSchema, item));
    const lineColumns = Object.keys(lines[0] ?? {});
    const insertLines = lines.length
      ? `, lines as (
         insert into invoice_items (${lineColumns.join(', ')})
         select ${lineColumns.join(', ')} from jsonb_populate_recordset(null::invoice_items, ?::jsonb) where exists (select 1 from inv)
         returning 1
       )`
      : '';
    const complete = answer
      ? `, answered as (
         update idempotency_keys set response_status = ?, response_body = replace(?::text, ?::text, to_json(n.invoice_number)::text)::jsonb
           from n where idempotency_keys.business_id = ? and idempotency_keys.key = ? and exists (select 1 from inv)
         returning 1
       )`
      : '';
    const headerColumns = Object.keys(header);
    const [row] = await this.em.execute<Row[]>(
      `with s as (
         insert into document_series (business_id, doc_type, fy, next_value) values (?, ?, ?, 2)
         on conflict (business_id, doc_type, fy) do update set next_value = document_series.next_value + 1
         returning next_value - 1 as value
       ), n as (
         select value, ? || case when value < 10000 then lpad(value::text, 4, '0') else value::text end as invoice_number from s
       ), inv as (
         insert into invoices (${headerColumns.join(', ')}, invoice_number)
         select ${headerColumns.map((c) => `r.${c}`).join(', ')}, n.invoice_number from jsonb_populate_record(null::invoices, ?::jsonb) r, n
         -- A number typed by hand may already be used: then nothing is written and the caller takes the next.
         on conflict on constraint invoices_business_id_fy_invoice_number_unique do nothing
         returning id
       )${insertLines}${complete}
       select n.value, n.invoice_number, exists (select 1 from inv) as assigned from n`,
      [
        invoice.businessId, docType, invoice.fy,
        stem,
        JSON.stringify(header),
        ...(lines.length ? [JSON.stringify(lines)] : []),
        ...(answer ? [answer.status, answer.json, JSON.stringify(answer.placeholder), answer.businessId, answer.key] : []),
      ],
    );
    return { sequence: num(row.value), invoiceNumber: row.invoice_number as string, assigned: row.assigned === true };
  }
}

/** A record as { snake_case column: value } for jsonb_populate_record(set); Dates become ISO instants. */

@Injectable()
export class MikroOrmPaymentRepository extends PaymentRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async insert(payment: PaymentRecord): Promise<void> {
    await this.em.insert(PaymentSchema, payment);
  }

  async findById(businessId: string, id: string): Promise<PaymentRecord | null> {
    const [row] = await this.em.execute<Row[]>(`select ${PAYMENT_COLUMNS} from payments p where p.business_id = ? and p.id = ?`, [businessId, id]);
    return row ? toPayment(row) : null;
  }

  async markReversed(businessId: string, id: string, reversal: PaymentReversal): Promise<void> {
    await this.em.nativeUpdate(PaymentSchema, { businessId, id }, reversal);
  }

  async lastPaymentDate(businessId: string, invoiceId: string): Promise<string | null> {
    const latest = await this.em.findOne(
      PaymentSchema,
      { businessId, invoiceId, reversedAt: null },
      { fields: ['paymentDate'], orderBy: { paymentDate: 'desc' }, disableIdentityMap: true },
    );
    return latest?.paymentDate ?? null;
  }

  async list(businessId: string, query: PaymentListQuery): Promise<PaymentListRow[]> {
    const where = ['p.business_id = ?'];
    const params: unknown[] = [businessId];
    if (query.invoiceId) {
      where.push('p.invoice_id = ?');
      params.push(query.invoiceId);
    }
    if (query.after) {
      where.push('(p.payment_date, p.id) < (?::date, ?::uuid)');
      params.push(query.after.paymentDate, query.after.id);
    }
    params.push(query.limit);
    const rows = await this.em.execute<Row[]>(
      `select ${PAYMENT_COLUMNS}, i.invoice_number
         from payments p join invoices i on i.id = p.invoice_id
        where ${where.join(' and ')}
        order by p.payment_date desc, p.id desc limit ?`,
      params,
    );
    return rows.map((r) => ({ ...toPayment(r), invoiceNumber: r.invoice_number as string }));
  }
}

const PAYMENT_COLUMNS = `p.id, p.business_id, p.invoice_id, p.amount, p.payment_date::text as payment_date, p.payment_method, p.reference, p.notes,
  p.created_by, ${ts('p.created_at', 'created_at')}, ${ts('p.reversed_at', 'reversed_at')}, p.reversed_by, p.reversal_reason`;

function toPayment(r: Row): PaymentRecord {
  return {
    id: r.id as string,
    businessId: r.business_id as string,
    invoiceId: r.invoice_id as string,
    amountPaise: num(r.amount),
    paymentDate: r.payment_date as string,
    paymentMethod: r.payment_method as PaymentRecord['paymentMethod'],
    reference: r.reference as string | null,
    notes: r.notes as string | null,
    createdBy: r.created_by as string | null,
    createdAt: new Date(String(r.created_at)),
    reversedAt: date(r.reversed_at),
    reversedBy: r.reversed_by as string | null,
    reversalReason: r.reversal_reason as string | null,
  };
}
