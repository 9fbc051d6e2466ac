import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode, type QBFilterQuery, type QueryBuilder, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { column, columnRecords, entityRows, executeStatement, parsedRows } from '../../../platform/database/sql-rows';
import { sql } from '../../../platform/database/sql';
import { claimingInsert } from '../../../platform/idempotency/mikro-orm-idempotency-store';
import type { StatementClaim } from '../../../platform/idempotency/idempotency.service';
import { likeLiteral } from '../../../shared/like';
import { BillingErrors } from '../domain/billing-errors';
import type { LastIssued } from '../domain/issue-rules';
import {
  InvoiceItemRecord,
  InvoiceListQuery,
  InvoiceListRow,
  InvoiceRecord,
  InvoiceRepository,
  InvoiceStatusPatch,
  NewInvoiceOutcome,
  OverduePage,
  OverdueQuery,
  PaymentListQuery,
  PaymentListRow,
  PaymentRecord,
  PaymentReversal,
  PaymentRepository,
} from '../application/ports/billing-store';
import { settingsRevisionIs } from '../../settings';
import { summaryChange } from '../domain/summary-change';
import { addToDailyTotals, addToDueTotals, addToLineTotals, inOrder, recordCustomerInvoiced, type Step, updateInvoice } from './summary-writes';
import { BillingDueTotalSchema, CustomerActivitySchema, InvoiceItemSchema, InvoiceSchema, PaymentSchema } from './billing.entities';

/** Every column of an invoice. */
const INVOICE_FIELDS = [
  'id', 'businessId', 'customerId', 'invoiceNumber', 'fy', 'invoiceDate', 'dueDate', 'status', 'documentType', 'supplyType',
  'placeOfSupply', 'supplierState', 'customerName', 'customerGstin', 'customerAddress', 'customerState', 'customerSez',
  'supplierDetails', 'subtotalPaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'cessPaise', 'gstAmountPaise', 'roundOffPaise',
  'totalPaise', 'amountPaidPaise', 'creditedPaise', 'notes', 'termsAndConditions', 'salesPersonName', 'salesPersonEmail', 'salesPersonPhone',
  'paymentTerms', 'companyUdyam', 'serialNumber', 'shippingAddress', 'shippingGstin', 'authorizedSignature', 'shareId',
  'createdBy', 'issuedAt', 'paidAt', 'cancelledAt', 'cancelReason', 'sourceChallanId', 'sourceChallanNumber', 'challanGoods', 'createdAt', 'updatedAt',
] as const satisfies readonly (keyof InvoiceRecord)[];

/**
 * Exactly what a list row returns (lists select only their columns), with the customer's current
 * e-mail and phone joined from crm's table (a read model, docs/architecture.md#read-models): measured
 * hot paths (`npm run bench`, invoices.list and invoices.overdue), so the SQL is written out and read
 * by entityRows.
 */
const LIST_FROM = sql.raw(`select i.id, i.invoice_number, i.invoice_date, i.due_date, i.status, i.customer_id, i.customer_name, i.place_of_supply,
    i.supply_type, i.subtotal, i.gst_amount, i.total, i.amount_paid, i.credited, i.share_id, c.email as "customerEmail", c.phone as "customerPhone"
  from invoices i left join customers c on c.id = i.customer_id and c.business_id = i.business_id`);

const NewInvoiceRow = z.object({
  invoiceNumber: column.text.nullable(),
  lastNumber: column.text.nullable(),
  lastDate: column.date.nullable(),
  unknownProducts: z.array(column.uuid).nullable(),
  supplierCurrent: z.boolean(),
});

const UnknownProductRow = z.object({ id: column.uuid });

/** Those of `productIds` that are not the business's products: a read model of inventory's table (docs/architecture.md). */
function unknownProductsOf(businessId: string, productIds: readonly string[]) {
  return sql`select p.id::text as id from unnest(${[...productIds]}::uuid[]) p(id)
    where not exists (select 1 from products where products.business_id = ${businessId} and products.id = p.id)`;
}

/** The series' invoice issued last: the latest date, then the highest number (invoices_last_issued_index, read backwards). */
function lastIssuedOf(businessId: string, fy: string, stem: string, exceptId?: string) {
  const except = exceptId ? sql`and id <> ${exceptId}` : sql``;
  return sql`select invoice_number, invoice_date from invoices
    where business_id = ${businessId} and fy = ${fy} and issued_at is not null and invoice_number like ${`${likeLiteral(stem)}%`} ${except}
    order by invoice_date desc, invoice_number desc limit 1`;
}

function isNumberTaken(error: unknown): boolean {
  return error instanceof UniqueConstraintViolationException && error.message.includes('invoices_business_id_fy_invoice_number_unique');
}

/** The overdue summary's columns beside each row of the overdue page (bigint sums arrive as text). */
const OverdueTotalsRow = z.object({ overdueCount: column.count, overdueOutstandingPaise: column.paise });
type OverdueTotals = z.input<typeof OverdueTotalsRow>;

@Injectable()
export class MikroOrmInvoiceRepository extends InvoiceRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async insertNew(
    invoice: InvoiceRecord,
    items: InvoiceItemRecord[],
    series: { stem: string } | null,
    claim: StatementClaim | null,
    supplierRevision: string | null,
  ): Promise<NewInvoiceOutcome> {
    // One statement, committing on its own (a measured hot path: docs/architecture.md): the series row
    // is locked from taking the number to the end of this commit, and no longer. The lines are written
    // before the number is taken (their invoice is checked at the statement's end), so the lock covers
    // only the invoice row, the checks and the commit: twenty writers wait for each other less.
    const { businessId, fy } = invoice;
    // The series' last issued invoice, then its date: a shape whose generic plan is cheap, so PostgreSQL
    // stops planning the prepared statement afresh on every call (a date range in the index scan was not).
    const laterIssued = series
      ? sql`select invoice_number, invoice_date::text as invoice_date from (${lastIssuedOf(businessId, fy, series.stem)}) last
             where last.invoice_date > ${invoice.invoiceDate}::date`
      : sql`select null::text as invoice_number, null::text as invoice_date where false`;
    const productIds = [...new Set(items.flatMap((item) => (item.productId ? [item.productId] : [])))];
    const notLater = sql`not exists (select 1 from later_issued) and not exists (select 1 from unknown_products) and (select current from supplier)`;
    const claiming = claim ? claimingInsert(claim, notLater) : sql`select 1 where ${notLater}`;
    // `(select count(*) from lines)` runs the lines' insert first.
    const afterLines = sql`from claim where (select count(*) from lines) >= 0`;
    const numbered = series
      ? sql`select next_document_number(${businessId}, 'invoice', ${fy}, ${series.stem}) as invoice_number ${afterLines}`
      : sql`select ${invoice.invoiceNumber}::text as invoice_number ${afterLines}`;
    const invoiceJson = JSON.stringify(columnRecords(this.em, InvoiceSchema, [invoice])[0]);
    const linesJson = JSON.stringify(columnRecords(this.em, InvoiceItemSchema, items));
    const statement = sql`with later_issued as (${laterIssued}), unknown_products as (${unknownProductsOf(businessId, productIds)}),
      supplier as (select ${settingsRevisionIs(businessId, supplierRevision)} as current),
      claim as (${claiming}),
      lines as (insert into invoice_items select * from jsonb_populate_recordset(null::invoice_items, ${linesJson}::jsonb) where exists (select 1 from claim) returning 1),
      numbered as (${numbered}),
      invoice as (
        insert into invoices
        select r.* from numbered, jsonb_populate_record(null::invoices, ${invoiceJson}::jsonb || jsonb_build_object('invoice_number', numbered.invoice_number)) r
        returning invoice_number
      )
      select (select invoice_number from invoice) as "invoiceNumber", l.invoice_number as "lastNumber", l.invoice_date as "lastDate",
             (select array_agg(id) from unknown_products) as "unknownProducts", (select current from supplier) as "supplierCurrent"
        from (select 1) one left join later_issued l on true`;
    // A series number typed by hand in a transaction still open when the number was taken: taken again.
    for (let attempt = 1; ; attempt++) {
      try {
        const [row] = await parsedRows(this.em, NewInvoiceRow, statement);
        if (row.invoiceNumber) return { kind: 'created', invoiceNumber: row.invoiceNumber };
        if (row.unknownProducts) return { kind: 'unknownProducts', productIds: row.unknownProducts };
        if (!row.supplierCurrent) return { kind: 'settingsChanged' };
        if (row.lastNumber && row.lastDate) return { kind: 'laterIssued', last: { invoiceNumber: row.lastNumber, invoiceDate: row.lastDate } };
        return { kind: 'keyTaken' };
      } catch (error) {
        if (!isNumberTaken(error)) throw error;
        if (!series || attempt === 3) throw BillingErrors.numberTaken(invoice.invoiceNumber, fy);
      }
    }
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
      if (isNumberTaken(error)) throw BillingErrors.numberTaken(invoice.invoiceNumber, invoice.fy);
      throw error;
    }
  }

  async unknownProducts(businessId: string, productIds: readonly string[]): Promise<string[]> {
    if (!productIds.length) return [];
    return (await parsedRows(this.em, UnknownProductRow, unknownProductsOf(businessId, productIds))).map((row) => row.id);
  }

  async numberOf(businessId: string, id: string): Promise<string | null> {
    const [row] = await this.invoices({ businessId, id }, ['invoiceNumber']);
    return row?.invoiceNumber ?? null;
  }

  async findById(businessId: string, id: string): Promise<InvoiceRecord | null> {
    const [row] = await this.invoices({ businessId, id }, INVOICE_FIELDS);
    return row ?? null;
  }

  /** Public share page: no tenant (the unguessable share id is the key); only issued invoices (sent, paid). */
  async findByShareIdForPublicView(shareId: string): Promise<InvoiceRecord | null> {
    const [row] = await this.invoices({ shareId, status: { $in: ['sent', 'paid'] } }, INVOICE_FIELDS);
    return row ?? null;
  }

  async findByIdForUpdate(businessId: string, id: string): Promise<InvoiceRecord | null> {
    // Prepared (sql-rows.ts), as every statement of an issue: recurring invoices issue thousands at a time.
    const [row] = await entityRows<InvoiceRecord>(this.em, InvoiceSchema, sql`select * from invoices where business_id = ${businessId} and id = ${id} for update`);
    return row ?? null;
  }

  private invoices<F extends keyof InvoiceRecord>(
    where: QBFilterQuery<InvoiceRecord>,
    fields: readonly F[],
    refine?: (qb: QueryBuilder<InvoiceRecord>) => void,
  ): Promise<Pick<InvoiceRecord, F>[]> {
    const qb = this.em.createQueryBuilder(InvoiceSchema).select([...fields]).where(where);
    refine?.(qb);
    return entityRows<Pick<InvoiceRecord, F>, InvoiceRecord>(this.em, InvoiceSchema, qb);
  }

  async findItems(businessId: string, invoiceId: string): Promise<InvoiceItemRecord[]> {
    return entityRows(this.em, InvoiceItemSchema, sql`select * from invoice_items where invoice_id = ${invoiceId} and business_id = ${businessId} order by position`);
  }

  async numberExists(businessId: string, fy: string, invoiceNumber: string, exceptId?: string): Promise<boolean> {
    const found = await this.invoices({ businessId, fy, invoiceNumber, ...(exceptId && { id: { $ne: exceptId } }) }, ['id'], (qb) => void qb.limit(1));
    return found.length > 0;
  }

  async lastIssuedInSeries(businessId: string, fy: string, stem: string, exceptId?: string): Promise<LastIssued | null> {
    const [row] = await entityRows<LastIssued, InvoiceRecord>(this.em, InvoiceSchema, lastIssuedOf(businessId, fy, stem, exceptId));
    return row ?? null;
  }

  async recordLineCosts(businessId: string, invoiceId: string): Promise<void> {
    // products is inventory's table, read in this one statement (docs/architecture.md#read-models).
    await executeStatement(
      this.em,
      sql`update invoice_items i set cost_price_paise = round(p.cost_price * 100)
            from products p
           where i.business_id = ${businessId} and i.invoice_id = ${invoiceId} and p.id = i.product_id and p.business_id = i.business_id and p.cost_price is not null`,
    );
  }

  async updateStatus(invoice: InvoiceRecord, patch: InvoiceStatusPatch): Promise<void> {
    const { businessId } = invoice;
    const [columns] = columnRecords(this.em, InvoiceSchema, [{ ...patch, updatedAt: new Date() }]);
    const change = summaryChange(invoice, { ...invoice, ...patch });
    // Always in this order (day, line groups, customer, due date), so concurrent changes never deadlock.
    const steps: Step[] = [updateInvoice(invoice, columns)];
    if (change.issued) steps.push(addToDailyTotals(invoice, change.issued), addToLineTotals(invoice, change.issued));
    if (change.issued < 0) {
      // The recompute reads the invoices as this change leaves them: a statement of its own, after it.
      await executeStatement(this.em, inOrder(steps.splice(0)));
      await this.recomputeCustomerActivity(businessId, invoice.customerId);
    } else if (change.issued > 0) {
      steps.push(recordCustomerInvoiced(businessId, invoice.customerId, invoice.invoiceDate));
    }
    if (change.openCount || change.outstandingPaise) steps.push(addToDueTotals(businessId, invoice.dueDate, change.openCount, change.outstandingPaise));
    if (steps.length) await executeStatement(this.em, inOrder(steps));
    // A due date with nothing pending is removed (a statement of its own: it reads the row the step above changed).
    if (change.openCount < 0) await this.em.nativeDelete(BillingDueTotalSchema, { businessId, dueDate: invoice.dueDate, openCount: 0 });
  }

  /** customer_activity after an issued invoice is cancelled: recomputed from the customer's issued invoices (removed when none is left). */
  private async recomputeCustomerActivity(businessId: string, customerId: string): Promise<void> {
    // Lock the row first: the recompute below then reads (new snapshot) every invoice issued before
    // the lock, and a concurrent issue for this customer waits and applies its change on top.
    await this.em.createQueryBuilder(CustomerActivitySchema).select('customerId').where({ businessId, customerId }).setLockMode(LockMode.PESSIMISTIC_WRITE).execute();
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

  async list(businessId: string, query: InvoiceListQuery): Promise<InvoiceListRow[]> {
    const where = [sql`i.business_id = ${businessId}`];
    if (query.customerId) where.push(sql`i.customer_id = ${query.customerId}`);
    if (query.status === 'overdue') where.push(sql`i.status = 'sent' and i.due_date < ${query.today}::date`);
    else if (query.status) where.push(sql`i.status = ${query.status}`);
    // Anywhere in the number or the customer's name; the expression is the trigram index's.
    if (query.search) where.push(sql`lower(i.invoice_number || ' ' || i.customer_name) like ${`%${likeLiteral(query.search.toLowerCase())}%`}`);
    if (query.after) where.push(sql`(i.invoice_date, i.id) < (${query.after.invoiceDate}::date, ${query.after.id}::uuid)`);
    const statement = sql`${LIST_FROM} where ${sql.join(where, ' and ')} order by i.invoice_date desc, i.id desc ${sql.limit(query.limit)}`;
    return entityRows<InvoiceListRow, InvoiceRecord>(this.em, InvoiceSchema, statement);
  }

  /**
   * One statement (a measured hot path: two round trips cost more in the API than the page itself):
   * the summary from billing_due_totals (one row per due date, not the past-due invoices), and beside
   * it the page, null columns when no invoice is past due.
   */
  async overduePage(businessId: string, query: OverdueQuery): Promise<OverduePage> {
    const keyset = query.after ? sql` and (i.due_date, i.id) > (${query.after.dueDate}::date, ${query.after.id}::uuid)` : sql``;
    const rows = await entityRows<InvoiceListRow & OverdueTotals, InvoiceRecord>(
      this.em,
      InvoiceSchema,
      sql`with totals as (
         select coalesce(sum(open_count), 0) as "overdueCount", coalesce(sum(outstanding), 0) as "overdueOutstandingPaise"
           from billing_due_totals where business_id = ${businessId} and due_date < ${query.today}::date
       )
       select page.*, totals.* from totals left join lateral (
         ${LIST_FROM}
          where i.business_id = ${businessId} and i.status = 'sent' and i.due_date < ${query.today}::date${keyset}
          order by i.due_date, i.id ${sql.limit(query.limit)}
       ) page on true`,
    );
    const totals = OverdueTotalsRow.parse(rows[0]);
    return {
      rows: rows.filter((row) => row.id !== null).map(({ overdueCount: _count, overdueOutstandingPaise: _outstanding, ...row }) => row),
      summary: { count: totals.overdueCount, outstandingPaise: totals.overdueOutstandingPaise },
    };
  }
}

@Injectable()
export class MikroOrmPaymentRepository extends PaymentRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async insert(payment: PaymentRecord): Promise<void> {
    await this.em.insert(PaymentSchema, payment);
  }

  async findById(businessId: string, id: string): Promise<PaymentRecord | null> {
    const [row] = await entityRows<PaymentRecord>(this.em, PaymentSchema, this.em.createQueryBuilder(PaymentSchema).select('*').where({ businessId, id }));
    return row ?? null;
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
    // The invoice's number comes along under its property name (entityRows passes unknown columns through).
    return entityRows<PaymentListRow, PaymentRecord>(
      this.em,
      PaymentSchema,
      `select p.*, i.invoice_number as "invoiceNumber"
         from payments p join invoices i on i.id = p.invoice_id
        where ${where.join(' and ')}
        order by p.payment_date desc, p.id desc limit ?`,
      params,
    );
  }
}
