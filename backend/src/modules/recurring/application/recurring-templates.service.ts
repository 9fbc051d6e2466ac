import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { RecurringMessages, type RecurringGenerateResponse } from '@hisaab/contracts';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { decodeKeyset, encodeKeyset, type Page, pageLimit } from '../../../shared/cursor';
import type { AuthContext } from '../../../shared/tenant';
import { isUuid, timeOrderedUuid } from '../../../shared/uuid';
import { RecurringErrors } from '../domain/recurring-errors';
import { periodAfter } from '../domain/schedule';
import { nextInvoiceDateFor, templateProblems, templateTotals, type TemplateFields } from '../domain/template';
import { InvoiceGenerator } from './invoice-generator';
import { CustomerBook } from './ports/partners';
import { RecurringStore, type RunRecord, type TemplateItemRecord, type TemplateRecord } from './ports/recurring-store';
import { presentTemplate, type RecurringInvoiceView } from './recurring-presenter';

export const RECURRING_PAGE = { defaultLimit: 50, maxLimit: 100 } as const;

const channelWords = { email: 'e-mailed', whatsapp: 'sent on WhatsApp' } as const;

/** The Recurring Invoices screen: templates of the caller's business, the switch and Generate Now. */
@Injectable()
export class RecurringTemplatesService {
  constructor(
    private readonly store: RecurringStore,
    private readonly unitOfWork: UnitOfWork,
    private readonly customers: CustomerBook,
    private readonly generator: InvoiceGenerator,
    private readonly clock: Clock,
  ) {}

  async list(auth: AuthContext, query: { limit?: number; cursor?: string }): Promise<Page<RecurringInvoiceView>> {
    const limit = pageLimit(query.limit, RECURRING_PAGE);
    const slice = await this.store.list(auth.businessId, { limit, after: query.cursor ? decodeKeyset(query.cursor) : undefined });
    return { items: slice.items.map(presentTemplate), nextCursor: slice.next && encodeKeyset(slice.next) };
  }

  async get(auth: AuthContext, id: string): Promise<RecurringInvoiceView> {
    const found = isUuid(id) ? await this.store.find(auth.businessId, id) : null;
    if (!found) throw RecurringErrors.notFound();
    return presentTemplate(found);
  }

  async create(auth: AuthContext, fields: TemplateFields): Promise<RecurringInvoiceView> {
    const today = this.clock.todayInIndia();
    const nextInvoiceDate = nextInvoiceDateFor(fields, today, null);
    await this.check(auth, fields, nextInvoiceDate ?? fields.startDate);
    const now = this.clock.now();
    const template: TemplateRecord = {
      id: timeOrderedUuid(now.getTime()),
      businessId: auth.businessId,
      ...this.stored(fields),
      nextInvoiceDate,
      lastPeriodDate: null,
      totalInvoicesGenerated: 0,
      lastRunPeriod: null,
      lastRunStatus: null,
      lastRunMessage: null,
      lastRunInvoiceId: null,
      lastRunInvoiceNumber: null,
      lastRunAt: null,
      createdBy: auth.userId,
      createdAt: now,
      updatedAt: now,
    };
    await this.unitOfWork.run(() => this.store.insert(template, itemRecords(template, fields)));
    return this.get(auth, template.id);
  }

  /** Replaces the template; its schedule continues from the first period after the last one handed out. */
  async update(auth: AuthContext, id: string, fields: TemplateFields): Promise<RecurringInvoiceView> {
    if (!isUuid(id)) throw RecurringErrors.notFound();
    const today = this.clock.todayInIndia();
    await this.unitOfWork.run(async () => {
      const existing = await this.store.lock(auth.businessId, id);
      if (!existing) throw RecurringErrors.notFound();
      const nextInvoiceDate = nextInvoiceDateFor(fields, today, existing.lastPeriodDate);
      await this.check(auth, fields, nextInvoiceDate ?? fields.startDate);
      const template: TemplateRecord = { ...existing, ...this.stored(fields), nextInvoiceDate, updatedAt: this.clock.now() };
      await this.store.replace(template, itemRecords(template, fields));
    });
    return this.get(auth, id);
  }

  /** The active switch. Switched on again, it bills from the next period on or after today (paused periods are not billed). */
  async toggle(auth: AuthContext, id: string): Promise<RecurringInvoiceView> {
    if (!isUuid(id)) throw RecurringErrors.notFound();
    await this.unitOfWork.run(async () => {
      const t = await this.store.lock(auth.businessId, id);
      if (!t) throw RecurringErrors.notFound();
      const isActive = !t.isActive;
      const nextInvoiceDate = isActive ? nextInvoiceDateFor(t, this.clock.todayInIndia(), t.lastPeriodDate) : t.nextInvoiceDate;
      await this.store.setActive(auth.businessId, id, { isActive, nextInvoiceDate, updatedAt: this.clock.now() });
    });
    return this.get(auth, id);
  }

  async delete(auth: AuthContext, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.store.delete(auth.businessId, id))) throw RecurringErrors.notFound();
  }

  /**
   * Generate Now: the next period's invoice at once, dated today (or its own date when that has
   * passed), notifying the template's customer as the template says. Its period is then done, so the
   * schedule moves on to the one after. Runs in the request's transaction (@Idempotent): a refusal
   * (say, billing finds the customer's address missing) leaves nothing behind and is answered as is.
   */
  async generateNow(auth: AuthContext, id: string): Promise<RecurringGenerateResponse> {
    if (!isUuid(id)) throw RecurringErrors.notFound();
    const made = await this.unitOfWork.run(async () => {
      const t = await this.store.lock(auth.businessId, id);
      const found = t && (await this.store.find(auth.businessId, id));
      if (!t || !found) throw RecurringErrors.notFound();
      if (!t.isActive) throw RecurringErrors.inactive();
      if (!t.nextInvoiceDate) throw RecurringErrors.ended(t.endDate);
      const now = this.clock.now();
      const today = this.clock.todayInIndia();
      const periodDate = t.nextInvoiceDate;
      const run: RunRecord = {
        id: randomUUID(),
        businessId: t.businessId,
        templateId: t.id,
        periodDate,
        status: 'pending',
        trigger: 'generate_now',
        message: null,
        invoiceId: null,
        invoiceNumber: null,
        invoiceDate: null,
        queuedAt: now,
        createdAt: now,
        finishedAt: null,
      };
      // The template row is locked, and the scheduler hands a period out under the same lock: it is this run's alone.
      await this.store.insertRuns([run]);
      const next = periodAfter(t.startDate, t.frequency, periodDate, t.endDate);
      await this.store.advance([{ templateId: t.id, advance: { nextInvoiceDate: next, lastPeriodDate: periodDate, lastRun: null, at: now } }]);
      return this.generator.generateNow(run, { ...found, template: t }, periodDate < today ? periodDate : today);
    });
    if (made.kind !== 'generated') throw RecurringErrors.notFound(); // not reachable: the template is active and locked
    const { invoice, notifications } = made;
    const sent = notifications.filter((n) => n.status === 'queued').map((n) => channelWords[n.channel]);
    const message = `Invoice ${invoice.invoiceNumber} created for ${invoice.customerName}${sent.length ? ` and ${sent.join(' and ')}` : invoice.status === 'draft' ? ' as a draft' : ''}`;
    return {
      message,
      customerName: invoice.customerName,
      invoice: { id: invoice.id, invoiceNumber: invoice.invoiceNumber, invoiceDate: invoice.invoiceDate, status: invoice.status, total: invoice.total },
      notifications,
      template: await this.get(auth, id),
    };
  }

  /** Rules between fields, and the customer is one of the business's. */
  private async check(auth: AuthContext, fields: TemplateFields, firstInvoiceDate: string): Promise<void> {
    const errors = templateProblems(fields, firstInvoiceDate);
    if (!(await this.customers.name(auth.businessId, fields.customerId))) errors.customerId = RecurringMessages.customer;
    if (Object.keys(errors).length) throw RecurringErrors.invalid(errors);
  }

  private stored(fields: TemplateFields) {
    const { items, ...header } = fields;
    return { ...header, ...templateTotals(items) };
  }
}

function itemRecords(template: TemplateRecord, fields: TemplateFields): TemplateItemRecord[] {
  return fields.items.map((line, position) => ({ ...line, id: randomUUID(), businessId: template.businessId, templateId: template.id, position }));
}
