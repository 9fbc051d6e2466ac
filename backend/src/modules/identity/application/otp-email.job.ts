import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobHandlers } from '../../../platform/queue/job-handlers';
import { Mailer } from '../../../platform/mail/mailer';
import type { OtpPurpose } from '../domain/otp-policy';

export const OTP_EMAIL_JOB = 'identity.otp-email';

export interface OtpEmailPayload {
  to: string;
  code: string;
  purpose: OtpPurpose;
  validMinutes: number;
}

function parsePayload(raw: unknown): OtpEmailPayload {
  const payload = raw as Partial<OtpEmailPayload>;
  if (typeof payload?.to !== 'string' || !/^\d{6}$/.test(String(payload.code)) || !['registration', 'reset'].includes(String(payload.purpose))) {
    throw new Error(`Invalid ${OTP_EMAIL_JOB} payload`);
  }
  return { to: payload.to, code: String(payload.code), purpose: payload.purpose as OtpPurpose, validMinutes: Number(payload.validMinutes) || 10 };
}

const SUBJECT: Record<OtpPurpose, string> = {
  registration: 'Your Hisaab verification code',
  reset: 'Your Hisaab password reset code',
};

/** Sends the one-time code. The job id is the code's id, so a retry never sends a second, different mail. */
@Injectable()
export class OtpEmailJob implements OnModuleInit {
  constructor(
    private readonly jobs: JobHandlers,
    private readonly mailer: Mailer,
  ) {}

  onModuleInit() {
    this.jobs.define({ name: OTP_EMAIL_JOB, parse: parsePayload, handle: (payload) => this.send(payload) });
  }

  async send({ to, code, purpose, validMinutes }: OtpEmailPayload) {
    const intro = purpose === 'registration' ? 'Use this code to verify your email and create your Hisaab account:' : 'Use this code to reset your Hisaab password:';
    const outro = `The code is valid for ${validMinutes} minutes and can be used once. If you did not ask for it, you can ignore this email.`;
    await this.mailer.send({
      to,
      subject: SUBJECT[purpose],
      text: `${intro}\n\n${code}\n\n${outro}`,
      html: `<p>${intro}</p><p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p><p style="color:#555">${outro}</p>`,
    });
  }
}
