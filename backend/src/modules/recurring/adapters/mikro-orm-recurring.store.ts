import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode, QueryOrder } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { column, entityRows, executeStatement, parsedRows } from '../../../platform/database/sql-rows';
import { sql, type Sql } from '../../../platform/database/sql';
import { sliceRows, type KeysetPosition, type Slice } from '../../../shared/cursor';
import {
  RecurringStore,
  type NewRun,
  type RunOutcome,
  type RunRecord,
  type TemplateAdvance,
  type TemplateItemRecord,
  type TemplateRecord,
  type TemplateWithItems,
} from '../application/ports/recurring-store';
import { RecurringRunSchema, RecurringTemplateItemSchema, RecurringTemplateSchema } from './recurring.entities';

/** A template row with its customer's current name (crm's table, a read model: docs/architecture.md), its sort key and its lines. */
type ListedRow = TemplateRecord & { customer_name: string; sort_key: string; lines: unknown };

/** A line as the statement below builds it (numeric columns as JSON numbers). */
const LineJson = z.object({
  id: column.uuid,
  businessId: column.uuid,
  templateId: column.uuid,
  position: z.number().int(),
  productId: column.uuid.nullable(),
  productName: column.text,
  description: column.text.nullable(),
  hsnCode: column.text.nullable(),
  quantity: z.number(),
  unit: column.text,
  rate: z.number(),
  gstRate: z.number(),
});
const LinesJson = z.array(LineJson);

/** Templates with the customer's name and their lines: one statement per page (the list) or per template (every run). */
const TEMPLATES = sql.raw(`select t.*, lower(t.template_name) as sort_key, c.name as customer_name,
    (select coalesce(jsonb_agg(jsonb_build_object('id', i.id, 'businessId', i.business_id, 'templateId', i.template_id, 'position', i.position,
        'productId', i.product_id, 'productName', i.product_name, 'description', i.description, 'hsnCode', i.hsn_code,
        'quantity', i.quantity, 'unit', i.unit, 'rate', i.rate, 'gstRate', i.gst_rate) order by i.position), '[]'::jsonb)
       from recurring_invoice_items i where i.template_id = t.id) as lines
  from recurring_invoices t join customers c on c.id = t.customer_id and c.business_id = t.business_id`);

function withItems({ customer_name, sort_key: _key, lines, ...template }: ListedRow): TemplateWithItems {
  return { template, items: LinesJson.parse(lines), customerName: customer_name };
}

const IdRow = z.object({ id: column.uuid });
const BusinessRow = z.object({ businessId: column.uuid });

@Injectable()
export class MikroOrmRecurringStore extends RecurringStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async list(businessId: string, query: { limit: number; after?: KeysetPosition }): Promise<Slice<TemplateWithItems>> {
    const after = query.after ? sql`and (lower(t.template_name), t.id) > (${query.after.key}, ${query.after.id}::uuid)` : sql``;
    const rows = await this.templates(sql`where t.business_id = ${businessId} ${after} order by lower(t.template_name), t.id ${sql.limit(query.limit + 1)}`);
    const slice = sliceRows(rows, query.limit, withItems, (row) => row.sort_key);
    return { items: slice.items, next: slice.next };
  }

  async find(businessId: string, id: string): Promise<TemplateWithItems | null> {
    const [row] = await this.templates(sql`where t.business_id = ${businessId} and t.id = ${id}`);
    return row ? withItems(row) : null;
  }

  /** Templates with their customer's name and their lines, in one statement. */
  private templates(where: Sql): Promise<ListedRow[]> {
    return entityRows<ListedRow, TemplateRecord>(this.em, RecurringTemplateSchema, sql`${TEMPLATES} ${where}`);
  }

  async lock(businessId: string, id: string): Promise<TemplateRecord | null> {
    const qb = this.em.createQueryBuilder(RecurringTemplateSchema).select('*').where({ businessId, id }).setLockMode(LockMode.PESSIMISTIC_WRITE);
    const [row] = await entityRows<TemplateRecord>(this.em, RecurringTemplateSchema, qb);
    return row ?? null;
  }

  async insert(template: TemplateRecord, items: TemplateItemRecord[]): Promise<void> {
    await this.em.insert(RecurringTemplateSchema, template);
    await this.em.insertMany(RecurringTemplateItemSchema, items);
  }

  async replace(template: TemplateRecord, items: TemplateItemRecord[]): Promise<void> {
    const { id, businessId, createdAt: _createdAt, createdBy: _createdBy, ...fields } = template;
    await this.em.nativeUpdate(RecurringTemplateSchema, { id, businessId }, fields);
    await this.em.nativeDelete(RecurringTemplateItemSchema, { templateId: id, businessId });
    await this.em.insertMany(RecurringTemplateItemSchema, items);
  }

  async setActive(businessId: string, id: string, patch: Pick<TemplateRecord, 'isActive' | 'nextInvoiceDate' | 'updatedAt'>): Promise<void> {
    await this.em.nativeUpdate(RecurringTemplateSchema, { businessId, id }, patch);
  }

  async delete(businessId: string, id: string): Promise<boolean> {
    return (await this.em.nativeDelete(RecurringTemplateSchema, { businessId, id })) > 0;
  }

  async lockDue(through: string, limit: number): Promise<TemplateRecord[]> {
    // Another pass holding a template waits here; once it commits, the template is re-read and, no longer due, left out.
    const qb = this.em
      .createQueryBuilder(RecurringTemplateSchema)
      .select('*')
      .where({ nextInvoiceDate: { $ne: null, $lte: through } })
      .orderBy({ nextInvoiceDate: QueryOrder.ASC, id: QueryOrder.ASC })
      .limit(limit)
      .setLockMode(LockMode.PESSIMISTIC_WRITE);
    return entityRows<TemplateRecord>(this.em, RecurringTemplateSchema, qb);
  }

  async advance(advances: readonly { templateId: string; advance: TemplateAdvance }[]): Promise<void> {
    if (!advances.length) return;
    const json = JSON.stringify(
      advances.map(({ templateId, advance: a }) => ({
        id: templateId,
        next_invoice_date: a.nextInvoiceDate,
        last_period_date: a.lastPeriodDate,
        has_run: a.lastRun !== null,
        run_period: a.lastRun?.periodDate ?? null,
        run_status: a.lastRun?.status ?? null,
        run_message: a.lastRun?.message ?? null,
        run_at: a.at.toISOString(),
      })),
    );
    // One statement for a batch of the scheduler (500 templates), not one each.
    await this.em.execute(
      `update recurring_invoices t set next_invoice_date = a.next_invoice_date, last_period_date = a.last_period_date,
         last_run_period = case when a.has_run then a.run_period else t.last_run_period end,
         last_run_status = case when a.has_run then a.run_status else t.last_run_status end,
         last_run_message = case when a.has_run then a.run_message else t.last_run_message end,
         last_run_invoice_id = case when a.has_run then null else t.last_run_invoice_id end,
         last_run_invoice_number = case when a.has_run then null else t.last_run_invoice_number end,
         last_run_at = case when a.has_run then a.run_at else t.last_run_at end
       from jsonb_to_recordset(?::jsonb) as a(id uuid, next_invoice_date date, last_period_date date, has_run boolean,
         run_period date, run_status text, run_message text, run_at timestamptz)
       where t.id = a.id`,
      [json],
    );
  }

  async insertRuns(runs: NewRun[]): Promise<NewRun[]> {
    if (!runs.length) return [];
    const qb = this.em
      .createQueryBuilder(RecurringRunSchema)
      .insert(runs.map((run) => ({ ...run, invoiceId: null, invoiceNumber: null, invoiceDate: null, finishedAt: null })))
      .onConflict(['templateId', 'periodDate'])
      .ignore()
      .returning('*');
    return entityRows<RunRecord>(this.em, RecurringRunSchema, qb);
  }

  async businessesWaiting(limit: number): Promise<string[]> {
    const rows = await parsedRows(this.em, BusinessRow, sql`select distinct business_id as "businessId" from recurring_invoice_runs where status = 'waiting' ${sql.limit(limit)}`);
    return rows.map((row) => row.businessId);
  }

  async releaseWaiting(businessId: string, now: Date): Promise<string[]> {
    const rows = await parsedRows(
      this.em,
      IdRow,
      sql`with released as (
            update recurring_invoice_runs set status = 'pending', message = null, queued_at = ${now}
             where business_id = ${businessId} and status = 'waiting' returning id, period_date)
          select id from released order by period_date, id`,
    );
    return rows.map((row) => row.id);
  }

  async requeueStale(before: Date, now: Date, limit: number): Promise<string[]> {
    // A run being generated right now is locked: skipped, it is not stale.
    const rows = await parsedRows(
      this.em,
      IdRow,
      sql`update recurring_invoice_runs set queued_at = ${now}
           where id in (select id from recurring_invoice_runs where status = 'pending' and queued_at < ${before}
                         order by queued_at ${sql.limit(limit)} for update skip locked)
          returning id`,
    );
    return rows.map((row) => row.id);
  }

  async lockRun(runId: string): Promise<RunRecord | null> {
    // Prepared (sql-rows.ts), as the other statements every run makes: 10,000 runs of a day go through here twice.
    const [row] = await entityRows<RunRecord>(this.em, RecurringRunSchema, sql`select * from recurring_invoice_runs where id = ${runId} for update`);
    return row ?? null;
  }

  async pendingThrough(runId: string): Promise<string[]> {
    const rows = await parsedRows(
      this.em,
      IdRow,
      sql`select earlier.id from recurring_invoice_runs run
            join recurring_invoice_runs earlier on earlier.template_id = run.template_id and earlier.period_date <= run.period_date and earlier.status = 'pending'
           where run.id = ${runId} and run.status = 'pending'
           order by earlier.period_date`,
    );
    return rows.map((row) => row.id);
  }

  async recordDraft(runId: string, invoice: Pick<RunRecord, 'invoiceNumber' | 'invoiceDate'> & { id: string }): Promise<void> {
    await executeStatement(
      this.em,
      sql`update recurring_invoice_runs set invoice_id = ${invoice.id}, invoice_number = ${invoice.invoiceNumber}, invoice_date = ${invoice.invoiceDate}::date where id = ${runId}`,
    );
  }

  async renameRunInvoice(run: RunRecord, invoice: Pick<RunRecord, 'invoiceNumber' | 'invoiceDate'> & { id: string }): Promise<void> {
    await executeStatement(
      this.em,
      sql`with run as (
            update recurring_invoice_runs set invoice_number = ${invoice.invoiceNumber}, invoice_date = ${invoice.invoiceDate}::date
             where id = ${run.id} and invoice_id = ${invoice.id} returning template_id)
          update recurring_invoices t set last_run_invoice_number = ${invoice.invoiceNumber}
            from run where t.id = run.template_id and t.last_run_invoice_id = ${invoice.id}`,
    );
  }

  async finishRun(run: RunRecord, outcome: RunOutcome): Promise<void> {
    const finishedAt = outcome.status === 'waiting' ? null : outcome.at;
    const generated = outcome.status === 'generated' ? 1 : 0;
    // The run and its template's counter and last run, in one statement (every invoice passes here).
    await executeStatement(
      this.em,
      sql`with run as (
            update recurring_invoice_runs set status = ${outcome.status}, message = ${outcome.message}, invoice_id = ${outcome.invoiceId},
              invoice_number = ${outcome.invoiceNumber}, invoice_date = ${outcome.invoiceDate}::date, finished_at = ${finishedAt}
             where id = ${run.id} returning template_id)
          update recurring_invoices t set total_invoices_generated = total_invoices_generated + ${generated}, last_run_period = ${run.periodDate}::date,
            last_run_status = ${outcome.status}, last_run_message = ${outcome.message}, last_run_invoice_id = ${outcome.invoiceId},
            last_run_invoice_number = ${outcome.invoiceNumber}, last_run_at = ${outcome.at}
           from run where t.id = run.template_id`,
    );
  }


}
