import type { RecurringDelivery, RecurringFrequency, RecurringRunStatus } from '@hisaab/contracts';
import type { Paise } from '@hisaab/gst';
import type { KeysetPosition, Slice } from '../../../../shared/cursor';
import type { TemplateLine } from '../../domain/template';

/** A row of recurring_invoices. Money in paise. */
export interface TemplateRecord {
  id: string;
  businessId: string;
  customerId: string;
  templateName: string;
  frequency: RecurringFrequency;
  startDate: string;
  endDate: string | null;
  /** The next period not handed out yet; null once the template has ended. */
  nextInvoiceDate: string | null;
  /** The latest period handed out (generated, waiting, skipped…), so an edit never bills it again. */
  lastPeriodDate: string | null;
  dueInDays: number;
  notes: string | null;
  termsAndConditions: string | null;
  delivery: RecurringDelivery;
  sendEmail: boolean;
  sendWhatsApp: boolean;
  isActive: boolean;
  subtotalPaise: Paise;
  gstAmountPaise: Paise;
  totalPaise: Paise;
  totalInvoicesGenerated: number;
  /** The latest run recorded, shown on the template. */
  lastRunPeriod: string | null;
  lastRunStatus: RecurringRunStatus | null;
  lastRunMessage: string | null;
  lastRunInvoiceId: string | null;
  lastRunInvoiceNumber: string | null;
  lastRunAt: Date | null;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface TemplateItemRecord extends TemplateLine {
  id: string;
  businessId: string;
  templateId: string;
  position: number;
}

export interface TemplateWithItems {
  template: TemplateRecord;
  items: TemplateItemRecord[];
  customerName: string;
}

export type RunTrigger = 'schedule' | 'generate_now';

/** A row of recurring_invoice_runs: one (template, period), claimed before its invoice is made. */
export interface RunRecord {
  id: string;
  businessId: string;
  templateId: string;
  periodDate: string;
  status: RecurringRunStatus;
  trigger: RunTrigger;
  /** Why it waits, was skipped or failed; or why an issued template's invoice was kept as a draft. */
  message: string | null;
  invoiceId: string | null;
  invoiceNumber: string | null;
  invoiceDate: string | null;
  /** When its job was last enqueued (a pending run not finished long after is enqueued again). */
  queuedAt: Date;
  createdAt: Date;
  finishedAt: Date | null;
}

export type NewRun = Pick<RunRecord, 'id' | 'businessId' | 'templateId' | 'periodDate' | 'status' | 'trigger' | 'message' | 'queuedAt' | 'createdAt'>;

/** What a finished run records on itself and on its template. */
export interface RunOutcome {
  status: Extract<RecurringRunStatus, 'generated' | 'skipped' | 'failed' | 'waiting'>;
  message: string | null;
  invoiceId: string | null;
  invoiceNumber: string | null;
  invoiceDate: string | null;
  at: Date;
}

/** Where the scheduler leaves a template after handing out its due periods. */
export interface TemplateAdvance {
  nextInvoiceDate: string | null;
  lastPeriodDate: string | null;
  /** The last of the periods handed out now, as the template shows it (its status, and why). */
  lastRun: { periodDate: string; status: RecurringRunStatus; message: string | null } | null;
  at: Date;
}

/** Templates and runs of recurring invoices; template methods take the tenant first. */
export abstract class RecurringStore {
  /** Name order (lower-cased name, id); `after` is the previous page's last position. */
  abstract list(businessId: string, query: { limit: number; after?: KeysetPosition }): Promise<Slice<TemplateWithItems>>;
  abstract find(businessId: string, id: string): Promise<TemplateWithItems | null>;
  /** The template row locked until the transaction ends (Generate Now, edits, the switch). */
  abstract lock(businessId: string, id: string): Promise<TemplateRecord | null>;
  abstract insert(template: TemplateRecord, items: TemplateItemRecord[]): Promise<void>;
  /** Replaces the template's fields and lines (its counters and last run stay). */
  abstract replace(template: TemplateRecord, items: TemplateItemRecord[]): Promise<void>;
  abstract setActive(businessId: string, id: string, patch: Pick<TemplateRecord, 'isActive' | 'nextInvoiceDate' | 'updatedAt'>): Promise<void>;
  /** False when it is not the business's. Its runs go with it; invoices already made stay. */
  abstract delete(businessId: string, id: string): Promise<boolean>;

  // ---- the scheduler -----------------------------------------------------------------------------

  /** Templates with a period due on or before `through`, oldest first, locked until the transaction ends. */
  abstract lockDue(through: string, limit: number): Promise<TemplateRecord[]>;
  /** Moves each template's schedule on (one statement for a whole batch). */
  abstract advance(advances: readonly { templateId: string; advance: TemplateAdvance }[]): Promise<void>;
  /** Inserts the runs that are new (a (template, period) already recorded is left alone); returns those inserted. */
  abstract insertRuns(runs: NewRun[]): Promise<NewRun[]>;
  /** Businesses with runs waiting for access, at most `limit`. */
  abstract businessesWaiting(limit: number): Promise<string[]>;
  /** The business's waiting runs become pending (queued now); returns their ids, oldest period first. */
  abstract releaseWaiting(businessId: string, now: Date): Promise<string[]>;
  /** Pending runs queued before `before` (their job was lost or gave up): queued again now; returns their ids. */
  abstract requeueStale(before: Date, now: Date, limit: number): Promise<string[]>;

  // ---- one run -----------------------------------------------------------------------------------

  /** The run locked until the transaction ends: a second worker on the same run waits here, then finds it finished. */
  abstract lockRun(runId: string): Promise<RunRecord | null>;
  /**
   * The run, when still pending, after its template's pending runs of earlier periods, oldest first
   * (a template's invoices are made in period order); empty when the run is finished.
   */
  abstract pendingThrough(runId: string): Promise<string[]>;
  /** The run's draft, made and not yet issued (the run stays pending). */
  abstract recordDraft(runId: string, invoice: Pick<RunRecord, 'invoiceNumber' | 'invoiceDate'> & { id: string }): Promise<void>;
  /** Records the outcome on the run and on its template (counting a generated invoice). */
  abstract finishRun(run: RunRecord, outcome: RunOutcome): Promise<void>;
  /**
   * A finished run's invoice as issued, on the run and on its template's last run (rows finishRun already
   * locked): its draft was edited after the run recorded it (another number or date).
   */
  abstract renameRunInvoice(run: RunRecord, invoice: Pick<RunRecord, 'invoiceNumber' | 'invoiceDate'> & { id: string }): Promise<void>;
}
