import { Injectable } from '@nestjs/common';
import { IdentityErrors } from '../domain/identity-errors';
import { OtpService } from './otp.service';
import { OtpRepository } from './ports/identity-store';

/**
 * The admin area's e-mailed step-up code (admin module, through index.ts): the same rules as every
 * code — six CSPRNG digits, stored as a keyed digest, OTP_TTL_SECONDS, single use, five tries, sends
 * limited per e-mail and IP. The code is asked for by the signed-in user, so only the newest one counts.
 */
@Injectable()
export class StepUpCodes {
  constructor(
    private readonly otps: OtpService,
    private readonly store: OtpRepository,
  ) {}

  async send(user: { userId: string; email: string }, ip: string): Promise<void> {
    await this.otps.issue({ purpose: 'admin', email: user.email, userId: user.userId, ip, notice: 'code' });
  }

  /** Throws OTP_INVALID, OTP_EXPIRED or OTP_ATTEMPTS_EXCEEDED unless `code` is the user's newest admin code. */
  async verify(userId: string, code: string): Promise<void> {
    const otpId = await this.store.findLatestId('admin', userId);
    if (!otpId) throw IdentityErrors.otpInvalid();
    // The follow-up token verify() stores is never handed out here: the admin module issues its own session.
    await this.otps.verify('admin', otpId, code);
  }
}
