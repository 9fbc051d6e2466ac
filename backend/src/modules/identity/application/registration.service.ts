import { Injectable } from '@nestjs/common';
import { AUTH_LIMITS, AuthSessionResponse, RegisterRequest } from '@hisaab/contracts';
import { IdentityErrors } from '../domain/identity-errors';
import { normalizeEmail } from '../domain/otp-policy';
import { OtpService } from './otp.service';
import { PasswordHasher } from './ports/crypto';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { UserRepository } from './ports/identity-store';
import { ClientInfo, SessionService } from './session.service';

const DAY_MS = 24 * 3600 * 1000;

/** Sign-up: e-mail code, verification token bound to that e-mail, then the account with its trial. */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly users: UserRepository,
    private readonly otps: OtpService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async sendCode(emailInput: string, client: ClientInfo): Promise<{ otpId: string }> {
    const email = normalizeEmail(emailInput);
    // A registered e-mail gets the same answer; its owner is told by e-mail to sign in instead.
    const existing = await this.users.findByEmail(email);
    const otpId = await this.otps.issue({ purpose: 'registration', email, userId: existing?.id ?? null, ip: client.ip, notice: existing ? 'account-exists' : 'code' });
    return { otpId };
  }

  async verifyCode(otpId: string, code: string): Promise<{ verificationToken: string }> {
    const { otp, token } = await this.otps.verify('registration', otpId, code);
    // The code of an 'account exists' notice was never sent, so it cannot be right; defence in depth.
    if (otp.userId) throw IdentityErrors.otpInvalid();
    return { verificationToken: token };
  }

  async register(request: RegisterRequest, client: ClientInfo): Promise<AuthSessionResponse> {
    const email = normalizeEmail(request.email);
    const passwordHash = await this.hasher.hash(request.password);
    const user = await this.unitOfWork.run(async () => {
      const otp = await this.otps.redeemToken('registration', request.verificationToken);
      // The token proves control of the e-mail it verified, and of no other.
      if (!otp || otp.id !== request.otpId || otp.email !== email) throw IdentityErrors.verificationInvalid();
      const now = this.clock.now();
      return this.users.createWithBusiness({
        email,
        passwordHash,
        firstName: request.firstName.trim(),
        lastName: request.lastName.trim(),
        businessName: request.businessName.trim(),
        phone: request.phone,
        businessAddress: request.businessAddress.trim(),
        trialStartDate: now,
        trialEndDate: new Date(now.getTime() + AUTH_LIMITS.trialDays * DAY_MS),
      });
    });
    return this.sessions.startSession(user, client);
  }
}
