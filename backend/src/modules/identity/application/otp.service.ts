import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import { JobQueue } from '../../../platform/queue/job-queue';
import { isUuid } from '../../../shared/uuid';
import { IdentityErrors } from '../domain/identity-errors';
import { checkOtpUsable, OTP_POLICY, OtpPurpose, retryAfterSeconds } from '../domain/otp-policy';
import { RandomSource, SecretDigest } from './ports/crypto';
import { OtpRecord, OtpRepository } from './ports/identity-store';
import { OTP_EMAIL_JOB, OtpEmailPayload } from './otp-email.job';

/** Issues and checks e-mailed one-time codes, and the single-use token a correct code earns. */
@Injectable()
export class OtpService {
  constructor(
    private readonly otps: OtpRepository,
    private readonly digest: SecretDigest,
    private readonly random: RandomSource,
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
  ) {}

  /**
   * Creates a code and queues its e-mail. With `deliver: false` (reset for an unknown address) the
   * caller still gets an id, so the reply reveals nothing about which e-mails have accounts.
   */
  async issue(input: { purpose: OtpPurpose; email: string; userId: string | null; ip: string; deliver: boolean }): Promise<string> {
    await this.enforceSendLimits(input.email, input.ip);
    const id = this.random.id();
    const code = this.random.otpCode(OTP_POLICY.digits);
    const ttlSeconds = this.config.otpTtlSeconds;
    await this.otps.create({
      id,
      purpose: input.purpose,
      email: input.email,
      userId: input.userId,
      codeHash: this.digest.digest(`${id}:${code}`),
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
      requestIp: input.ip,
    });
    if (input.deliver) {
      const payload: OtpEmailPayload = { to: input.email, code, purpose: input.purpose, validMinutes: Math.max(1, Math.round(ttlSeconds / 60)) };
      await this.queue.enqueue(OTP_EMAIL_JOB, payload, { jobId: `otp:${id}` });
    }
    return id;
  }

  /** Checks a code; on success it is consumed and a follow-up token (verification or reset) is returned. */
  async verify(purpose: OtpPurpose, otpId: string, code: string): Promise<{ otp: OtpRecord; token: string }> {
    if (!isUuid(otpId)) throw IdentityErrors.otpInvalid();
    const otp = await this.otps.registerAttempt(otpId, purpose);
    if (!otp) throw IdentityErrors.otpInvalid();
    const usable = checkOtpUsable(otp, new Date());
    if (usable === 'used') throw IdentityErrors.otpInvalid();
    if (usable === 'dead') throw IdentityErrors.otpAttemptsExceeded();
    if (usable === 'expired') throw IdentityErrors.otpExpired();
    if (!this.digest.equals(otp.codeHash, `${otp.id}:${code}`)) {
      const attemptsLeft = OTP_POLICY.maxAttempts - otp.attempts;
      throw attemptsLeft > 0 ? IdentityErrors.otpInvalid(attemptsLeft) : IdentityErrors.otpAttemptsExceeded();
    }
    const secret = this.random.token();
    const consumed = await this.otps.consume(otp.id, this.digest.digest(secret), new Date(Date.now() + OTP_POLICY.tokenTtlMs));
    if (!consumed) throw IdentityErrors.otpInvalid();
    // The token names its code, so redeeming it needs nothing else from the client.
    return { otp, token: `${otp.id}.${secret}` };
  }

  /** Redeems a follow-up token once. Returns the code's record, or null when invalid, expired or used. */
  async redeemToken(purpose: OtpPurpose, token: string): Promise<OtpRecord | null> {
    const [otpId, secret] = token.split('.');
    if (!otpId || !secret || !isUuid(otpId)) return null;
    const otp = await this.otps.find(otpId, purpose);
    if (!otp?.tokenHash || !otp.tokenExpiresAt || otp.tokenUsedAt) return null;
    if (otp.tokenExpiresAt.getTime() <= Date.now()) return null;
    if (!this.digest.equals(otp.tokenHash, secret)) return null;
    return (await this.otps.useToken(otp.id)) ? otp : null;
  }

  private async enforceSendLimits(email: string, ip: string) {
    const now = new Date();
    const counts = await this.otps.countSends(email, ip, new Date(now.getTime() - OTP_POLICY.sendWindowMs));
    if (counts.byEmail >= OTP_POLICY.maxSendsPerEmail && counts.oldestByEmail) {
      throw IdentityErrors.otpSendLimit(retryAfterSeconds(counts.oldestByEmail, OTP_POLICY.sendWindowMs, now));
    }
    if (counts.byIp >= this.config.otpSendsPerIpPerHour && counts.oldestByIp) {
      throw IdentityErrors.otpSendLimit(retryAfterSeconds(counts.oldestByIp, OTP_POLICY.sendWindowMs, now));
    }
  }
}
