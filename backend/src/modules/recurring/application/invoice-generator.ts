import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { RecurringNotificationResponse } from '@hisaab/contracts';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { JobHandlers } from '../../../platform/queue/job-handlers';
import { DomainError } from '../../../shared/domain-error';
import type { AuthContext } from '../../../shared/tenant';
import { RUN_MESSAGES } from '../domain/runs';
import { GENERATE_RUN_JOB } from './jobs';
import { BusinessAccess, CustomerNotifier, InvoiceMaker, type InvoiceOrder, type MadeInvoice } from './ports/partners';
import { WaitingRuns } from './waiting-runs';
import { RecurringStore, type RunRecord, type TemplateItemRecord, type TemplateRecord, type TemplateWithItems } from './ports/recurring-store';

/** What became of one run. `created`: its draft exists and is issued next (a transaction of its own). */
export type Generation =
  | { kind: 'generated'; invoice: MadeInvoice; notifications: RecurringNotificationResponse[]; template: TemplateRecord }
  | { kind: 'created'; draft: Pick<RunRecord, 'invoiceId' | 'invoiceNumber' | 'invoiceDate'> }
  | { kind: 'finished' }
  | { kind: 'held'; businessId: string }
  | { kind: 'failed'; error: DomainError };

/** Billing refused to issue a draft the run made (its Rule 46 address, stock, the series' date order…). */
class IssueRefused extends Error {
  constructor(readonly refusal: DomainError) {
    super(refusal.message);
  }
}

const DATE_BEFORE_LAST_ISSUED = 'INVOICE_DATE_BEFORE_LAST_ISSUED';
/** Each redate moves the date forward, so a few rounds settle; more would mean invoices issued in a loop. */
const MAX_ROUNDS = 6;

const shown = (date: string) => date.split('-').reverse().join('/');
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The template as billing's invoice request, dated `invoiceDate` for the period `periodDate`. */
export function invoiceOrder(template: TemplateRecord, items: readonly TemplateItemRecord[], invoiceDate: string, periodDate: string): InvoiceOrder {
  // An invoice dated other than its period says which period it bills.
  const period = invoiceDate === periodDate ? null : `For the period of ${shown(periodDate)}`;
  return {
    customerId: template.customerId,
    invoiceDate,
    dueDate: addDays(invoiceDate, template.dueInDays),
    paymentTerms: template.dueInDays === 0 ? 'Due on Receipt' : `Net ${template.dueInDays}`,
    notes: [template.notes, period].filter(Boolean).join('\n') || null,
    termsAndConditions: template.termsAndConditions,
    items: items.map(({ productId, productName, description, hsnCode, quantity, unit, rate, gstRate }) => ({ productId, productName, description, hsnCode, quantity, unit, rate, gstRate })),
  };
}

/** Who makes a template's invoices: its owner (billing records them as the invoice's creator). */
export function ownerOf(template: TemplateRecord): AuthContext {
  return { userId: template.createdBy, businessId: template.businessId, sessionId: 'recurring-invoices', email: '', role: 'user' };
}

/**
 * Makes the invoice of one run, exactly once (docs/recurring.md). Every step is a transaction that
 * locks the run row first, so a second worker on the same run waits and then finds the step done:
 * 1. the draft is made through billing (its series number taken in the same transaction) and its id
 *    recorded on the run: a killed worker leaves neither, not even a number (the series stays gapless);
 * 2. a template that issues then issues it (stock out) and queues its messages (delivery rows keyed
 *    by the run), marking the run generated, all in one transaction.
 * Two steps rather than one keep the series number locked only while the draft is written, not
 * while it is issued, so a business's invoices of one day are made at the pace of the series.
 */
@Injectable()
export class InvoiceGenerator implements OnModuleInit {
  private readonly logger = new Logger('RecurringInvoices');

  constructor(
    private readonly store: RecurringStore,
    private readonly unitOfWork: UnitOfWork,
    private readonly maker: InvoiceMaker,
    private readonly notifier: CustomerNotifier,
    private readonly access: BusinessAccess,
    private readonly waiting: WaitingRuns,
    private readonly jobs: JobHandlers,
    private readonly clock: Clock,
  ) {}

  onModuleInit() {
    this.jobs.handle(GENERATE_RUN_JOB, ({ runId }) => this.generateInOrder(runId));
  }

  /** The job: a template's invoices are made in period order, so its earlier pending periods go first. */
  async generateInOrder(runId: string): Promise<void> {
    for (const id of await this.store.pendingThrough(runId)) await this.generateScheduled(id);
  }

  /**
   * A scheduled run, dated on its period date. When billing refuses that date because its series has
   * a later invoice issued (docs/gst.md "Numbering"), the invoice is dated that later date, the
   * earliest the series allows, and its notes name its period. When an issuing template's draft
   * cannot be issued, it is kept as a draft with the reason. Any other refusal fails the run, with why.
   */
  async generateScheduled(runId: string): Promise<Generation> {
    let invoiceDate: string | null = null;
    let keptAsDraftBecause: string | null = null;
    // Read once: the issue step follows the draft step at once (a template edit in between changes nothing that matters).
    let found: TemplateWithItems | null = null;
    for (let round = 1; ; round++) {
      try {
        const outcome = await this.unitOfWork.run(async () => {
          const run = await this.store.lockRun(runId);
          if (!run || run.status !== 'pending') return { kind: 'finished' } as const;
          found ??= await this.store.find(run.businessId, run.templateId);
          if (!found) return { kind: 'finished' } as const; // deleted with its runs since the job was queued
          if (run.invoiceId === null) return this.createDraft(run, found, invoiceDate ?? run.periodDate, false);
          if (invoiceDate !== null && invoiceDate !== run.invoiceDate) await this.redate(run, found, invoiceDate);
          if (keptAsDraftBecause !== null) return this.keepDraft(run, keptAsDraftBecause);
          return this.issueDraft(run, found, false);
        });
        // Access may have come back while this run was being held, after its announcement's release ran.
        if (outcome.kind === 'held' && (await this.access.hasAccess(outcome.businessId))) await this.waiting.release(outcome.businessId);
        if (outcome.kind !== 'created') return outcome;
      } catch (error) {
        const refusal = error instanceof IssueRefused ? error.refusal : error;
        if (!(refusal instanceof DomainError)) throw error; // the database or a crash: the job is retried
        const later = refusal.code === DATE_BEFORE_LAST_ISSUED ? String(refusal.details?.lastInvoiceDate ?? '') : '';
        if (round < MAX_ROUNDS && later && later > (invoiceDate ?? '')) {
          invoiceDate = later;
          continue;
        }
        if (round < MAX_ROUNDS && error instanceof IssueRefused && keptAsDraftBecause === null) {
          keptAsDraftBecause = `Kept as a draft: ${refusal.message}`;
          continue;
        }
        await this.fail(runId, refusal);
        return { kind: 'failed', error: refusal };
      }
    }
  }

  /**
   * Generate Now, inside the request's transaction with `run` just inserted: draft, issue and
   * messages in one go, and a refusal is the owner's to read (the transaction rolls back).
   */
  async generateNow(run: RunRecord, found: TemplateWithItems, invoiceDate: string): Promise<Generation> {
    const made = await this.createDraft(run, found, invoiceDate, true);
    if (made.kind !== 'created') return made;
    return this.issueDraft({ ...run, ...made.draft }, found, true);
  }

  /** Step 1: the draft, recorded on the run; a template that keeps drafts is done here. */
  private async createDraft(run: RunRecord, { template, items }: TemplateWithItems, invoiceDate: string, interactive: boolean): Promise<Generation> {
    const now = this.clock.now();
    if (!template.isActive) {
      await this.store.finishRun(run, { status: 'skipped', message: RUN_MESSAGES.paused, invoiceId: null, invoiceNumber: null, invoiceDate: null, at: now });
      return { kind: 'finished' };
    }
    if (!interactive && !(await this.access.hasAccess(template.businessId))) {
      await this.store.finishRun(run, { status: 'waiting', message: RUN_MESSAGES.noAccess, invoiceId: null, invoiceNumber: null, invoiceDate: null, at: now });
      return { kind: 'held', businessId: template.businessId };
    }
    const invoice = await this.maker.createDraft(ownerOf(template), invoiceOrder(template, items, invoiceDate, run.periodDate));
    if (template.delivery === 'issue') {
      await this.store.recordDraft(run.id, invoice);
      return { kind: 'created', draft: { invoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber, invoiceDate: invoice.invoiceDate } };
    }
    await this.store.finishRun(run, { status: 'generated', message: null, invoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber, invoiceDate: invoice.invoiceDate, at: now });
    return { kind: 'generated', invoice, notifications: [], template };
  }

  /**
   * Step 2: the run's draft issued (stock out) and the template's customer told, as the template says.
   * The run is finished first: the issue locks the business's summary rows, which every invoice of the
   * day updates, and they stay locked to the commit, so nothing else should come between.
   */
  private async issueDraft(run: RunRecord, { template }: TemplateWithItems, interactive: boolean): Promise<Generation> {
    const owner = ownerOf(template);
    await this.store.finishRun(run, { status: 'generated', message: null, invoiceId: run.invoiceId, invoiceNumber: run.invoiceNumber, invoiceDate: run.invoiceDate, at: this.clock.now() });
    const invoice = await this.maker.issue(owner, run.invoiceId!).catch((error: unknown) => {
      // The owner clicking Generate Now is told why; the scheduler keeps the draft instead.
      throw error instanceof DomainError && !interactive ? new IssueRefused(error) : error;
    });
    // The owner may have edited the draft since the run recorded it (a number or date of their own): the run names it as issued.
    if (invoice.invoiceNumber !== run.invoiceNumber || invoice.invoiceDate !== run.invoiceDate) await this.store.renameRunInvoice(run, invoice);
    // Keyed by the run: a run is generated once, and so is each of its messages.
    const notifications: RecurringNotificationResponse[] = [];
    if (template.sendEmail) notifications.push(await this.notifier.notify(template.businessId, invoice.id, 'email', `recurring:${run.id}:email`, interactive));
    if (template.sendWhatsApp) notifications.push(await this.notifier.notify(template.businessId, invoice.id, 'whatsapp', `recurring:${run.id}:whatsapp`, interactive));
    return { kind: 'generated', invoice, notifications, template };
  }

  private async keepDraft(run: RunRecord, message: string): Promise<Generation> {
    await this.store.finishRun(run, { status: 'generated', message, invoiceId: run.invoiceId, invoiceNumber: run.invoiceNumber, invoiceDate: run.invoiceDate, at: this.clock.now() });
    return { kind: 'finished' };
  }

  /** The draft, not yet issued, moves to a later date the series allows (its number stays within its financial year). */
  private async redate(run: RunRecord, { template, items }: TemplateWithItems, invoiceDate: string): Promise<void> {
    const invoice = await this.maker.redateDraft(ownerOf(template), run.invoiceId!, invoiceOrder(template, items, invoiceDate, run.periodDate)).catch((error: unknown) => {
      throw error instanceof DomainError ? new IssueRefused(error) : error;
    });
    await this.store.recordDraft(run.id, invoice);
    Object.assign(run, { invoiceNumber: invoice.invoiceNumber, invoiceDate: invoice.invoiceDate });
  }

  private async fail(runId: string, error: DomainError): Promise<void> {
    this.logger.warn(`Recurring run ${runId} failed: ${error.code} ${error.message}`);
    await this.unitOfWork.run(async () => {
      const run = await this.store.lockRun(runId);
      if (!run || run.status !== 'pending') return;
      await this.store.finishRun(run, { status: 'failed', message: error.message, invoiceId: run.invoiceId, invoiceNumber: run.invoiceNumber, invoiceDate: run.invoiceDate, at: this.clock.now() });
    });
  }
}
