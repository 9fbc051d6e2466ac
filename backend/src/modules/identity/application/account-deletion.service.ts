import { Injectable, OnModuleInit } from '@nestjs/common';
import { ACCOUNT_DELETION, type DeleteAccountRequest, type DeleteAccountResponse } from '@hisaab/contracts';
import { z } from 'zod';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { Mailer } from '../../../platform/mail/mailer';
import { sendOnce } from '../../../platform/mail/send-once';
import { defineJob } from '../../../platform/queue/job-catalogue';
import { JobHandlers } from '../../../platform/queue/job-handlers';
import { JobQueue } from '../../../platform/queue/job-queue';
import { escapeHtml } from '../../../shared/escape-html';
import type { AuthContext } from '../../../shared/tenant';
import { IdentityErrors } from '../domain/identity-errors';
import { AccountDeletionRepository } from './ports/account-deletions';
import { SessionRepository, UserRepository } from './ports/identity-store';

const DAY_MS = 24 * 3600 * 1000;

/** The confirmation of one request (a cancelled and repeated request is a new one, with its own e-mail). */
export const ACCOUNT_DELETION_NOTICE_JOB = defineJob('identity.account-deletion-notice', z.object({ businessId: z.uuid(), requestedAt: z.iso.datetime() }));

const inIndia = (at: Date) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'long', timeStyle: 'short' }).format(at) + ' IST';

/**
 * Deleting an account: scheduled ACCOUNT_DELETION.graceDays ahead, every session of the business ends
 * at once, a signed-in owner cancels it. The removal itself (every row, every file) is the account
 * module's job, which asks here which deletions are due and locks each while it works.
 */
@Injectable()
export class AccountDeletionService implements OnModuleInit {
  constructor(
    private readonly deletions: AccountDeletionRepository,
    private readonly sessions: SessionRepository,
    private readonly users: UserRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly queue: JobQueue,
    private readonly jobs: JobHandlers,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
  ) {}

  onModuleInit() {
    this.jobs.handle(ACCOUNT_DELETION_NOTICE_JOB, (payload) => this.sendNotice(payload.businessId, new Date(payload.requestedAt)));
  }

  async schedule(auth: AuthContext, request: DeleteAccountRequest): Promise<DeleteAccountResponse> {
    if (request.confirmText !== ACCOUNT_DELETION.confirmText) throw IdentityErrors.deleteConfirmationMismatch();
    const now = this.clock.now();
    const deletion = await this.unitOfWork.run(async () => {
      const requested = {
        businessId: auth.businessId,
        requestedBy: auth.userId,
        reason: request.reason?.trim() || null,
        requestedAt: now,
        scheduledFor: new Date(now.getTime() + ACCOUNT_DELETION.graceDays * DAY_MS),
        noticeSentAt: null,
      };
      const created = await this.deletions.create(requested);
      if (created) {
        await this.queue.enqueue(ACCOUNT_DELETION_NOTICE_JOB, { businessId: auth.businessId, requestedAt: now.toISOString() }, { jobId: `account-deletion-notice:${auth.businessId}:${now.getTime()}` });
      }
      for (const userId of await this.deletions.userIdsOf(auth.businessId)) await this.sessions.revokeAllForUser(userId);
      return created ? requested : await this.deletions.find(auth.businessId);
    });
    if (!deletion) throw IdentityErrors.unauthenticated(); // removed meanwhile: nothing is left to sign in to
    return {
      success: true,
      message: `Your account is scheduled for permanent deletion on ${inIndia(deletion.scheduledFor)}. Signing in again before then cancels it.`,
      scheduledFor: deletion.scheduledFor.toISOString(),
    };
  }

  /**
   * Called at sign-in with the right password: a deletion not yet due is cancelled (true: the user is
   * told); a due one (its removal may be running) refuses the sign-in as if the account did not exist.
   */
  async cancelOnSignIn(businessId: string): Promise<boolean> {
    const deletion = await this.deletions.find(businessId);
    if (!deletion) return false;
    if (!(await this.deletions.cancelIfBefore(businessId, this.clock.now()))) throw IdentityErrors.invalidCredentials();
    return true;
  }

  /** The businesses whose deletion is due, oldest first. */
  dueBusinessIds(limit: number): Promise<string[]> {
    return this.deletions.dueBusinessIds(this.clock.now(), limit);
  }

  /** Inside the removal's transaction: true while the deletion is due and this transaction holds it. */
  lockDue(businessId: string): Promise<boolean> {
    return this.deletions.lockDue(businessId, this.clock.now());
  }

  private async sendNotice(businessId: string, requestedAt: Date): Promise<void> {
    const deletion = await this.deletions.find(businessId);
    if (!deletion || deletion.requestedAt.getTime() !== requestedAt.getTime() || deletion.noticeSentAt) return; // cancelled, or sent
    const owner = await this.users.findById(deletion.requestedBy);
    if (!owner) return;
    const when = inIndia(deletion.scheduledFor);
    const lines = [
      `Hello ${owner.firstName},`,
      `As you asked, your Hisaab account for ${owner.businessName} and all its data (invoices, customers, products, payments, messages and PDFs) will be permanently deleted on ${when}.`,
      `Changed your mind? Sign in again before ${when} and the deletion is cancelled.`,
      `GST law requires a business to keep its records for ${ACCOUNT_DELETION.gstRecordRetentionMonths} months. If you have not downloaded your data yet, sign in, open Delete Account and request the data export first (signing in cancels the deletion; request it again afterwards).`,
    ];
    await sendOnce(
      this.mailer,
      { to: owner.email, subject: 'Your Hisaab account is scheduled for deletion', text: lines.join('\n\n'), html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') },
      { take: () => this.deletions.claimNotice(businessId, requestedAt, this.clock.now()), release: () => this.deletions.releaseNotice(businessId, requestedAt) },
    );
  }
}
