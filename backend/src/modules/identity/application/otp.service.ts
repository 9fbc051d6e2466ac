import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { AppConfig } from '../../../platform/config/app-config';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { JobQueue } from '../../../platform/queue/job-queue';
import { JobSecrets } from '../../../platform/queue/job-secrets';
import { isUuid } from '../../../shared/uuid';
import { IdentityErrors } from '../domain/identity-errors';
import { checkOtpUsable, OTP_POLICY, OtpPurpose, windowLimitWait } from '../domain/otp-policy';
import { RandomSource, SecretDigest } from './ports/crypto';
import { OtpRecord, OtpRepository } from './ports/identity-store';
import { OTP_EMAIL_JOB, OtpEmailPayload, OtpNotice } from './otp-email.job';

/** Issues and checks e-mailed one-time codes, and the single-use token a correct code earns. */
@Injectable()
export class OtpService {
  constructor(
    private readonly otps: OtpRepository,
    private readonly digest: SecretDigest,
    private readonly random: RandomSource,
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly secrets: JobSecrets,
  ) {}

  /**
   * Creates a code and queues its e-mail. Every caller gets an id and the same work is done (a job is
   * queued even when `notice` is 'none', reset for an unknown address), so neither the reply nor its
   * timing reveals which e-mails have accounts.
   */
  async issue(input: { purpose: OtpPurpose; email: string; userId: string | null; ip: string; notice: OtpNotice }): Promise<string> {
    const id = this.random.id();
    const code = this.random.otpCode(OTP_POLICY.digits);
    const ttlSeconds = this.config.otpTtlSeconds;
    await this.unitOfWork.run(async () => {
      const now = this.clock.now();
      await this.enforceSendLimits(input.email, input.ip, now);
      await this.otps.create({
        id,
        purpose: input.purpose,
        email: input.email,
        userId: input.userId,
        codeHash: this.digest.digest(`${id}:${code}`),
        expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
        requestIp: input.ip,
        createdAt: now,
      });
      // In the same transaction (an outbox row): with Redis down the code is still sent once it is back.
      // The code travels sealed: queued and finished jobs are kept, and must not hold it in plain text.
      const sealedCode = this.secrets.seal(code, id);
      const payload: OtpEmailPayload = { otpId: id, to: input.email, sealedCode, purpose: input.purpose, validMinutes: Math.max(1, Math.round(ttlSeconds / 60)), notice: input.notice };
      await this.queue.enqueue(OTP_EMAIL_JOB, payload, { jobId: `otp:${id}` });
    });
    return id;
  }

  /** Checks a code; on success it is consumed and a follow-up token (verification or reset) is returned. */
  async verify(purpose: OtpPurpose, otpId: string, code: string): Promise<{ otp: OtpRecord; token: string }> {
    if (!isUuid(otpId)) throw IdentityErrors.otpInvalid();
    const otp = await this.otps.registerAttempt(otpId, purpose);
    if (!otp) throw IdentityErrors.otpInvalid();
    const usable = checkOtpUsable(otp, this.clock.now());
    if (usable === 'used') throw IdentityErrors.otpInvalid();
    if (usable === 'dead') throw IdentityErrors.otpAttemptsExceeded();
    if (usable === 'expired') throw IdentityErrors.otpExpired();
    if (!this.digest.equals(otp.codeHash, `${otp.id}:${code}`)) {
      const attemptsLeft = OTP_POLICY.maxAttempts - otp.attempts;
      throw attemptsLeft > 0 ? IdentityErrors.otpInvalid(attemptsLeft) : IdentityErrors.otpAttemptsExceeded();
    }
    const secret = this.random.token();
    const consumed = await this.otps.consume(otp.id, this.digest.digest(secret), new Date(this.clock.now().getTime() + OTP_POLICY.tokenTtlMs));
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
    if (otp.tokenExpiresAt.getTime() <= this.clock.now().getTime()) return null;
    if (!this.digest.equals(otp.tokenHash, secret)) return null;
    return (await this.otps.useToken(otp.id)) ? otp : null;
  }

  /** Inside the transaction that stores the code: the locks make counting and storing one step. */
  private async enforceSendLimits(email: string, ip: string, now: Date) {
    await this.unitOfWork.lock(`otp-send:email:${email}`);
    await this.unitOfWork.lock(`otp-send:ip:${ip}`);
    const counts = await this.otps.countSends(email, ip, new Date(now.getTime() - OTP_POLICY.sendWindowMs));
    const limits = { perEmailAndIp: OTP_POLICY.maxSendsPerEmailAndIp, perEmail: OTP_POLICY.maxSendsPerEmail, perIp: this.config.otpSendsPerIpPerHour };
    const wait = windowLimitWait(counts, limits, OTP_POLICY.sendWindowMs, now);
    if (wait !== null) throw IdentityErrors.otpSendLimit(wait);
  }
}
