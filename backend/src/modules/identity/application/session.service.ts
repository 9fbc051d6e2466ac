import { Injectable } from '@nestjs/common';
import type { AuthSessionResponse, LoginResponse } from '@hisaab/contracts';
import { Clock } from '../../../platform/clock/clock';
import { AppConfig } from '../../../platform/config/app-config';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import type { AuthContext } from '../../../shared/tenant';
import { IdentityErrors } from '../domain/identity-errors';
import { LOGIN_POLICY, normalizeEmail, windowLimitWait } from '../domain/otp-policy';
import { AccessTokens, PasswordHasher, RandomSource } from './ports/crypto';
import { LoginAttemptRepository, SessionRepository, UserRecord, UserRepository } from './ports/identity-store';
import { toUserDto } from './user-presenter';
import { AccountDeletionService } from './account-deletion.service';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** Sign-in, sign-out and turning a bearer token into the caller's identity. */
@Injectable()
export class SessionService {
  // Verifying against a real hash when the e-mail is unknown keeps both answers equally slow.
  private dummyHash: Promise<string> | null = null;

  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly attempts: LoginAttemptRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: AccessTokens,
    private readonly random: RandomSource,
    private readonly config: AppConfig,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly deletions: AccountDeletionService,
  ) {}

  async login(emailInput: string, password: string, client: ClientInfo): Promise<LoginResponse> {
    const email = normalizeEmail(emailInput);
    await this.reserveAttempt(email, client.ip);
    const user = await this.users.findByEmail(email);
    const valid = user
      ? await this.hasher.verify(user.passwordHash, password)
      : await this.hasher.verify(await this.getDummyHash(), password).then(() => false);
    // A failure stays recorded (it was recorded up front); a success forgets this address's failures.
    if (!user || !valid) throw IdentityErrors.invalidCredentials();
    const accountDeletionCancelled = await this.deletions.cancelOnSignIn(user.businessId);
    await this.attempts.clearFailures(email, client.ip);
    return { ...(await this.startSession(user, client)), accountDeletionCancelled };
  }

  async startSession(user: UserRecord, client: ClientInfo): Promise<AuthSessionResponse> {
    const sessionId = this.random.id();
    const issuedAt = this.clock.now();
    const expiresAt = new Date(issuedAt.getTime() + this.config.accessTokenTtlSeconds * 1000);
    await this.sessions.create({ id: sessionId, userId: user.id, expiresAt, ip: client.ip, userAgent: client.userAgent });
    return { token: this.tokens.sign({ userId: user.id, sessionId, issuedAt, expiresAt }), user: toUserDto(user) };
  }

  async logout(sessionId: string): Promise<void> {
    await this.sessions.revoke(sessionId);
  }

  /** The caller behind a bearer token; null when the token is forged, expired or revoked. */
  async authenticate(token: string): Promise<AuthContext | null> {
    const claims = this.tokens.verify(token);
    if (!claims) return null;
    const session = await this.sessions.findWithUser(claims.sessionId);
    if (!session || session.userId !== claims.userId || session.revokedAt || session.expiresAt.getTime() <= this.clock.now().getTime()) return null;
    return { userId: session.userId, businessId: session.businessId, sessionId: session.id, email: session.email, role: session.role };
  }

  /**
   * Counts this attempt as a failure before the password is checked, in one locked step with the
   * throttle check, so parallel attempts cannot all pass a check that none of them has recorded yet.
   */
  private async reserveAttempt(email: string, ip: string) {
    await this.unitOfWork.run(async () => {
      await this.unitOfWork.lock(`login:email:${email}`);
      await this.unitOfWork.lock(`login:ip:${ip}`);
      const now = this.clock.now();
      const counts = await this.attempts.countFailures(email, ip, new Date(now.getTime() - LOGIN_POLICY.windowMs));
      const limits = { perEmailAndIp: LOGIN_POLICY.maxFailuresPerEmailAndIp, perEmail: LOGIN_POLICY.maxFailuresPerEmail, perIp: LOGIN_POLICY.maxFailuresPerIp };
      const wait = windowLimitWait(counts, limits, LOGIN_POLICY.windowMs, now);
      if (wait !== null) throw IdentityErrors.loginThrottled(wait);
      await this.attempts.recordFailure(email, ip, now);
    });
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= this.hasher.hash(this.random.token());
    return this.dummyHash;
  }
}
