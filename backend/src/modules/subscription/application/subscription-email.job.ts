import { Injectable, OnModuleInit } from '@nestjs/common';
import { toRupees } from '@hisaab/gst';
import { z } from 'zod';
import { Clock } from '../../../platform/clock/clock';
import { Mailer, type MailMessage } from '../../../platform/mail/mailer';
import { sendOnce } from '../../../platform/mail/send-once';
import { defineJob } from '../../../platform/queue/job-catalogue';
import { JobHandlers } from '../../../platform/queue/job-handlers';
import { UserDirectory } from '../../identity';
import { planById } from '../domain/plans';
import { SubscriptionEmailRecord, SubscriptionStore } from './ports/subscription-store';

/** One subscription e-mail (a receipt or a trial notice), by its row id. */
export const SUBSCRIPTION_EMAIL_JOB = defineJob('subscription.email', z.object({ emailId: z.string().min(1).max(200) }));

const indianDate = (date: Date) => date.toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric' });
const rupees = (paise: number) => `₹${toRupees(paise).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;

/**
 * Sends subscription e-mails. Each has one row (its id is the e-mail's key), claimed through
 * `sendOnce` when the whole message has reached the mail server, just before it is told to accept it,
 * and given back when the send fails: retries and two workers send it once, and a worker killed
 * before that point leaves it unclaimed, so the retry sends it (exactly once as far as SMTP allows).
 */
@Injectable()
export class SubscriptionEmailJob implements OnModuleInit {
  constructor(
    private readonly jobs: JobHandlers,
    private readonly store: SubscriptionStore,
    private readonly users: UserDirectory,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
  ) {}

  onModuleInit() {
    this.jobs.handle(SUBSCRIPTION_EMAIL_JOB, ({ emailId }) => this.send(emailId));
  }

  private async send(emailId: string): Promise<void> {
    const email = await this.store.findUnsentEmail(emailId);
    if (!email) return;
    await sendOnce(this.mailer, await this.compose(email), {
      take: () => this.store.claimEmail(emailId, this.clock.now()),
      release: () => this.store.releaseEmail(emailId),
    });
  }

  private async compose(email: SubscriptionEmailRecord): Promise<MailMessage> {
    const user = await this.users.getUser(email.userId);
    if (email.kind === 'receipt') {
      const subscription = await this.store.findSubscription(email.subscriptionId!);
      if (!subscription) throw new Error(`Subscription ${email.subscriptionId} of receipt ${email.id} is gone`);
      const plan = planById(subscription.planId);
      const lines = [
        `Thank you for your payment. Your ${plan.name} plan is active.`,
        `Plan: ${plan.name} (${plan.durationMonths} months)`,
        `Period: ${indianDate(subscription.startsAt)} to ${indianDate(subscription.endsAt)}`,
        `Amount: ${rupees(subscription.amountPaise)}`,
        `Payment ID: ${subscription.paymentId ?? '—'}`,
      ];
      return message(user.email, `Hisaab receipt: ${plan.name} plan`, lines);
    }
    const end = indianDate(email.trialEndDate!);
    if (email.kind === 'trial-ending') {
      return message(user.email, 'Your Hisaab free trial ends in 2 days', [
        `Your free trial of Hisaab ends on ${end}.`,
        'Choose a plan on the Subscription page to keep using invoices, customers, inventory and reports without a break.',
        'Nothing is deleted when the trial ends: choosing a plan later restores everything.',
      ]);
    }
    return message(user.email, 'Your Hisaab free trial has ended', [
      `Your free trial of Hisaab ended on ${end}.`,
      'Your data is kept. Choose a plan on the Subscription page to continue where you left off; you can always export your data.',
    ]);
  }
}

function message(to: string, subject: string, lines: string[]): MailMessage {
  return { to, subject, text: lines.join('\n\n'), html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
