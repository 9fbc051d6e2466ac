import { Injectable } from '@nestjs/common';
import type { ResetPasswordRequest, VerifyResetOtpResponse } from '@hisaab/contracts';
import { AuthMessages } from '@hisaab/contracts';
import { DomainError } from '../../../shared/domain-error';
import { IdentityErrors } from '../domain/identity-errors';
import { normalizeEmail } from '../domain/otp-policy';
import { OtpService } from './otp.service';
import { PasswordHasher } from './ports/crypto';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { SessionRepository, UserRepository } from './ports/identity-store';
import { ClientInfo } from './session.service';

/** Forgot password: code by e-mail, a single-use reset token, new password, every session revoked. */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly users: UserRepository,
    private readonly otps: OtpService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** Answers the same for known and unknown e-mails: no account discovery. */
  async sendCode(emailInput: string, client: ClientInfo): Promise<{ otpId: string }> {
    const email = normalizeEmail(emailInput);
    const user = await this.users.findByEmail(email);
    const otpId = await this.otps.issue({ purpose: 'reset', email, userId: user?.id ?? null, ip: client.ip, notice: user ? 'code' : 'none' });
    return { otpId };
  }

  async verifyCode(otpId: string, code: string): Promise<VerifyResetOtpResponse> {
    const { otp, token } = await this.otps.verify('reset', otpId, code);
    // A code for an unknown e-mail was never sent, so it cannot be right; this is only defence in depth.
    if (!otp.userId) throw IdentityErrors.otpInvalid();
    return { userId: otp.userId, resetToken: token };
  }

  async reset(request: ResetPasswordRequest): Promise<{ success: true; message: string }> {
    if (request.newPassword !== request.confirmPassword) {
      throw DomainError.validation({ confirmPassword: AuthMessages.passwordsDontMatch }, AuthMessages.passwordsDontMatch);
    }
    const passwordHash = await this.hasher.hash(request.newPassword);
    await this.unitOfWork.run(async () => {
      const otp = await this.otps.redeemToken('reset', request.resetToken);
      if (!otp || otp.userId !== request.userId) throw IdentityErrors.resetTokenInvalid();
      await this.users.updatePassword(request.userId, passwordHash);
      await this.sessions.revokeAllForUser(request.userId);
    });
    return { success: true, message: 'Your password has been reset. Please sign in with your new password.' };
  }
}
