import { Injectable, OnModuleInit } from '@nestjs/common';
import { z } from 'zod';
import { defineJob } from '../../../platform/queue/job-catalogue';
import { JobHandlers } from '../../../platform/queue/job-handlers';
import { JobSecrets } from '../../../platform/queue/job-secrets';
import { Clock } from '../../../platform/clock/clock';
import { Mailer, type MailMessage } from '../../../platform/mail/mailer';
import { sendOnce } from '../../../platform/mail/send-once';
import type { OtpPurpose } from '../domain/otp-policy';
import { OtpRepository } from './ports/identity-store';

/**
 * What the mail says: the code; or, to a registration for an e-mail that already has an account,
 * "sign in instead" (no code); or nothing at all (reset for an unknown e-mail). The job is queued in
 * every case so the request does the same work whatever the answer.
 */
const OTP_NOTICES = ['code', 'account-exists', 'none'] as const;
export type OtpNotice = (typeof OTP_NOTICES)[number];

/** The code itself travels sealed (JobSecrets), bound to its row: the outbox and Redis never hold it in plain text. */
export const OTP_EMAIL_JOB = defineJob(
  'identity.otp-email',
  z.object({
    otpId: z.uuid(),
    to: z.string().min(1).max(320),
    sealedCode: z.string().min(1).max(200),
    purpose: z.enum(['registration', 'reset', 'admin']),
    validMinutes: z.number().int().positive(),
    notice: z.enum(OTP_NOTICES),
  }),
);

export type OtpEmailPayload = z.infer<typeof OTP_EMAIL_JOB.schema>;

const SUBJECT: Record<OtpPurpose, string> = {
  registration: 'Your Hisaab verification code',
  reset: 'Your Hisaab password reset code',
  admin: 'Your Hisaab admin access code',
};

const INTRO: Record<OtpPurpose, string> = {
  registration: 'Use this code to verify your email and create your Hisaab account:',
  reset: 'Use this code to reset your Hisaab password:',
  admin: 'Use this code to open the Hisaab admin area:',
};

/**
 * Sends the one-time code. The job id is the code's id, so a retry never sends a second, different
 * mail; and the mail is claimed on the code's row through `sendOnce` (as the server is told to accept
 * it, given back when the send fails), so a retry after a lost answer does not send the same mail twice.
 */
@Injectable()
export class OtpEmailJob implements OnModuleInit {
  constructor(
    private readonly jobs: JobHandlers,
    private readonly secrets: JobSecrets,
    private readonly mailer: Mailer,
    private readonly otps: OtpRepository,
    private readonly clock: Clock,
  ) {}

  onModuleInit() {
    this.jobs.handle(OTP_EMAIL_JOB, (payload) => this.send(payload));
  }

  async send(payload: OtpEmailPayload) {
    if (payload.notice === 'none') return;
    await sendOnce(this.mailer, this.message(payload), {
      take: () => this.otps.claimEmail(payload.otpId, this.clock.now()),
      release: () => this.otps.releaseEmail(payload.otpId),
    });
  }

  private message({ otpId, to, sealedCode, purpose, validMinutes, notice }: OtpEmailPayload): MailMessage {
    if (notice === 'account-exists') {
      const text = [
        'Someone asked to create a Hisaab account with this email, but you already have one.',
        'Please sign in instead. If you forgot your password, choose "Forgot password" on the sign-in page.',
        'If this was not you, you can ignore this email: nothing has changed.',
      ];
      return { to, subject: 'You already have a Hisaab account', text: text.join('\n\n'), html: text.map((line) => `<p>${line}</p>`).join('') };
    }
    const code = this.secrets.open(sealedCode, otpId);
    const intro = INTRO[purpose];
    const outro = `The code is valid for ${validMinutes} minutes and can be used once. If you did not ask for it, you can ignore this email.`;
    return {
      to,
      subject: SUBJECT[purpose],
      text: `${intro}\n\n${code}\n\n${outro}`,
      html: `<p>${intro}</p><p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p><p style="color:#555">${outro}</p>`,
    };
  }
}
