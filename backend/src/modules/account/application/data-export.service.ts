import { Injectable, OnModuleInit } from '@nestjs/common';
import { DATA_EXPORT, type ExportDataResponse, type ExportStatusResponse } from '@hisaab/contracts';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ISSUED_STATUSES, InvoicePdfService, type InvoiceStatus } from '../../billing';
import { UserDirectory } from '../../identity';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { Mailer } from '../../../platform/mail/mailer';
import { sendOnce } from '../../../platform/mail/send-once';
import { JobHandlers } from '../../../platform/queue/job-handlers';
import { JobQueue } from '../../../platform/queue/job-queue';
import { escapeHtml } from '../../../shared/escape-html';
import type { AuthContext } from '../../../shared/tenant';
import { AccountErrors } from '../domain/account-errors';
import { exportEntries } from './export-contents';
import { ExportLinks } from './export-links';
import { BUILD_EXPORT_JOB } from './jobs';
import { BusinessRecords } from './ports/business-records';
import { DataExportRepository, type DataExportRecord } from './ports/data-exports';
import { ExportFiles } from './ports/export-files';

const DAY_MS = 24 * 3600 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The link works until this long after the request, whenever the e-mail goes out (a retry sends the same link). */
const linkExpiry = (record: DataExportRecord) => new Date(record.requestedAt.getTime() + DATA_EXPORT.linkValidDays * DAY_MS);

/**
 * The data export: one a day per business, built by a job into one ZIP (CSV and JSON of every record,
 * the issued invoices' PDFs) and e-mailed as a signed link to the owner who asked. Allowed to a lapsed
 * account too: a business can always take its data out.
 */
@Injectable()
export class DataExportService implements OnModuleInit {
  constructor(
    private readonly exports: DataExportRepository,
    private readonly records: BusinessRecords,
    private readonly files: ExportFiles,
    private readonly links: ExportLinks,
    private readonly pdfs: InvoicePdfService,
    private readonly users: UserDirectory,
    private readonly unitOfWork: UnitOfWork,
    private readonly queue: JobQueue,
    private readonly jobs: JobHandlers,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
  ) {}

  onModuleInit() {
    this.jobs.handle(BUILD_EXPORT_JOB, (payload) => this.build(payload.exportId));
  }

  async request(auth: AuthContext): Promise<ExportDataResponse> {
    const record: DataExportRecord = {
      id: randomUUID(),
      businessId: auth.businessId,
      requestedBy: auth.userId,
      day: this.clock.todayInIndia(),
      requestedAt: this.clock.now(),
      builtAt: null,
      emailedAt: null,
    };
    await this.unitOfWork.run(async () => {
      if (!(await this.exports.create(record))) throw AccountErrors.exportAlreadyRequested();
      await this.queue.enqueue(BUILD_EXPORT_JOB, { exportId: record.id }, { jobId: `account-export:${record.id}` });
    });
    // The page's toast is titled 'Export Requested' already: the message says only what happens next.
    return { success: true, message: `A download link will be e-mailed to ${auth.email} within 24 hours.` };
  }

  /** Whether today's (Indian day) one export was requested: the page reads 'Export Requested' after a reload too. */
  async status(auth: AuthContext): Promise<ExportStatusResponse> {
    const today = await this.exports.findForDay(auth.businessId, this.clock.todayInIndia());
    return { requestedToday: today !== null, requestedAt: today?.requestedAt.toISOString() ?? null };
  }

  /** The ZIP behind a link from the e-mail; 404 for a link this server did not sign, 400 once it has expired. */
  async download(exportId: string, expires: string, signature: string): Promise<{ stream: Readable; size: number; filename: string }> {
    const expiresAt = Number(expires);
    if (!UUID.test(exportId) || !/^\d{1,12}$/.test(expires) || !this.links.verify(exportId, expiresAt, signature)) throw AccountErrors.exportLinkInvalid();
    if (expiresAt * 1000 <= this.clock.now().getTime()) throw AccountErrors.exportLinkExpired();
    const record = await this.exports.find(exportId);
    const file = record?.builtAt ? await this.files.open(record.businessId, record.id) : null;
    if (!record || !file) throw AccountErrors.exportLinkInvalid(); // the business was deleted meanwhile
    return { ...file, filename: `hisaab-export-${record.day}.zip` };
  }

  private async build(exportId: string): Promise<void> {
    const record = await this.exports.find(exportId);
    if (!record) return; // the business was deleted before the job ran
    if (!record.builtAt) {
      const sets = await this.records.readAll(record.businessId);
      const issued = (sets.find((set) => set.name === 'invoices')?.rows ?? []).filter((invoice) => ISSUED_STATUSES.includes(invoice.status as InvoiceStatus));
      const pdfs = [];
      for (const invoice of issued) {
        const pdf = await this.pdfs.pdfFor(record.businessId, String(invoice.id));
        pdfs.push({ name: pdf.filename, content: pdf.content });
      }
      await this.files.save(record.businessId, record.id, exportEntries(sets, pdfs));
      await this.exports.markBuilt(record.id, this.clock.now());
    }
    await this.emailLink(record);
  }

  private async emailLink(record: DataExportRecord): Promise<void> {
    const owner = await this.users.getUser(record.requestedBy).catch(() => null);
    if (!owner) return;
    const expiresAt = linkExpiry(record);
    const url = this.links.url(record.id, expiresAt);
    const until = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'long' }).format(expiresAt);
    const lines = [
      `Hello ${owner.firstName},`,
      `The export of your Hisaab data for ${owner.businessName} is ready: every record as CSV and JSON, and the PDF of each issued invoice, in one ZIP file.`,
      `Download it here (the link works until ${until}):`,
    ];
    await sendOnce(
      this.mailer,
      {
        to: owner.email,
        subject: 'Your Hisaab data export is ready',
        text: `${lines.join('\n\n')}\n\n${url}\n\nIf you did not ask for this export, please change your password.`,
        html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(url)}">Download your data</a></p><p style="color:#555">If you did not ask for this export, please change your password.</p>`,
      },
      { take: () => this.exports.claimEmail(record.id, this.clock.now()), release: () => this.exports.releaseEmail(record.id) },
    );
  }
}
