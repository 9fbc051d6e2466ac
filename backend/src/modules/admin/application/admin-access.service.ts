import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AdminEligibilityResponse, AdminRequestOtpResponse, AdminVerifyOtpResponse, TotpEnrollmentResponse } from '@hisaab/contracts';
import { AdminMessages } from '@hisaab/contracts';
import { Clock } from '../../../platform/clock/clock';
import { AppConfig } from '../../../platform/config/app-config';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { JobSecrets } from '../../../platform/queue/job-secrets';
import type { AuthContext } from '../../../shared/tenant';
import { StepUpCodes, UserDirectory } from '../../identity';
import { AdminErrors } from '../domain/admin-errors';
import { ADMIN_SESSION_POLICY, adminStanding, type AdminStanding, TOTP_POLICY } from '../domain/admin-policy';
import type { AdminActor } from './admin-actor';
import { AuditTrail } from './audit-trail';
import { AdminSessionRepository, type AuthenticatorRecord, AuthenticatorRepository, TotpCodes } from './ports/admin-store';

/** The token's digest: the token is 256 random bits, so a plain SHA-256 cannot be reversed or guessed. */
export const adminTokenDigest = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The authenticator secret is stored sealed (AES-256-GCM, platform JobSecrets) and bound to its user. */
const secretBinding = (userId: string) => `admin-authenticator:${userId}`;

/**
 * The admin step-up: who is eligible, the e-mailed code or the authenticator app, the admin session it
 * earns (sent back as X-Admin-Session), and the check the guard makes on every admin call.
 */
@Injectable()
export class AdminAccessService {
  constructor(
    private readonly users: UserDirectory,
    private readonly codes: StepUpCodes,
    private readonly sessions: AdminSessionRepository,
    private readonly authenticators: AuthenticatorRepository,
    private readonly totp: TotpCodes,
    private readonly secrets: JobSecrets,
    private readonly audit: AuditTrail,
    private readonly config: AppConfig,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async eligibility(auth: AuthContext): Promise<AdminEligibilityResponse> {
    const standing = await this.standing(auth.userId);
    const authenticator = standing.eligible ? await this.authenticators.find(auth.userId) : null;
    const { isMaster, hasAdminRole, hasAdminDomain, eligible } = standing;
    return { eligible, isMaster, hasAdminRole, hasAdminDomain, email: auth.email, totpEnrolled: !!authenticator?.confirmedAt };
  }

  async requestCode(auth: AuthContext, ip: string): Promise<AdminRequestOtpResponse> {
    await this.requireStepUpCandidate(auth.userId);
    const authenticator = await this.authenticators.find(auth.userId);
    if (authenticator?.confirmedAt) return { success: true, message: AdminMessages.codeFromAuthenticator, method: 'totp' };
    await this.codes.send({ userId: auth.userId, email: auth.email }, ip);
    return { success: true, message: AdminMessages.codeSentByEmail, method: 'email' };
  }

  /** An enrolled authenticator app replaces the e-mailed code: ASVS 5.0 does not accept e-mail as out-of-band. */
  async verifyCode(auth: AuthContext, code: string, requestId: string): Promise<AdminVerifyOtpResponse> {
    // A wrong, expired or locked-out code is written to the audit log as a refused step-up.
    return this.audit.refusing({ userId: auth.userId, email: auth.email, requestId }, 'admin.step-up', () => this.stepUp(auth, code, requestId));
  }

  private async stepUp(auth: AuthContext, code: string, requestId: string): Promise<AdminVerifyOtpResponse> {
    await this.requireStepUpCandidate(auth.userId);
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + ADMIN_SESSION_POLICY.absoluteMs);
    const authenticator = await this.authenticators.find(auth.userId);
    const method = authenticator?.confirmedAt ? 'totp' : 'email';
    const openSession = async () => {
      await this.sessions.create({ id: randomUUID(), userId: auth.userId, signInSessionId: auth.sessionId, tokenHash: adminTokenDigest(token), createdAt: now, lastUsedAt: now, expiresAt });
      await this.audit.record({ userId: auth.userId, email: auth.email, requestId }, 'admin.step-up', null, { method });
    };
    if (authenticator?.confirmedAt) {
      await this.checkTotp(authenticator, code, openSession);
    } else {
      await this.codes.verify(auth.userId, code);
      await this.unitOfWork.run(openSession);
    }
    return { success: true, message: AdminMessages.verified, adminSession: token, isMaster: false, expiresAt: expiresAt.toISOString() };
  }

  /**
   * The guard's check on every admin call but the step-up's own: the master admin passes on the sign-in
   * alone; anyone else must still be eligible (read now, not from the sign-in) and hold a live admin
   * session earned in this sign-in.
   */
  async authorize(auth: AuthContext, token: string | null, requestId: string): Promise<AdminActor> {
    const standing = await this.standing(auth.userId);
    if (standing.isMaster) return { userId: auth.userId, email: auth.email, isMaster: true, sessionTokenHash: null, requestId };
    if (!standing.eligible) throw AdminErrors.notEligible(standing);
    if (!token) throw AdminErrors.sessionRequired();
    const now = this.clock.now();
    const tokenHash = adminTokenDigest(token);
    const session = await this.sessions.touch(tokenHash, { userId: auth.userId, signInSessionId: auth.sessionId }, now, new Date(now.getTime() - ADMIN_SESSION_POLICY.idleMs));
    if (!session) throw AdminErrors.sessionInvalid();
    return { userId: auth.userId, email: auth.email, isMaster: false, sessionTokenHash: tokenHash, requestId };
  }

  async logout(actor: AdminActor): Promise<void> {
    await this.unitOfWork.run(async () => {
      if (actor.sessionTokenHash) await this.sessions.delete(actor.sessionTokenHash);
      await this.audit.record(actor, 'admin.logout', null, null);
    });
  }

  /** The secret is shown here, once per enrolment; after the first good code it is never returned again. */
  async startEnrolment(actor: AdminActor): Promise<TotpEnrollmentResponse> {
    const secret = this.totp.newSecret();
    const saved = await this.authenticators.savePending(actor.userId, this.secrets.seal(secret, secretBinding(actor.userId)), this.clock.now());
    if (!saved) throw AdminErrors.totpAlreadyEnrolled();
    return { secret, otpauthUrl: this.totp.uri(secret, actor.email) };
  }

  async confirmEnrolment(actor: AdminActor, code: string): Promise<void> {
    const authenticator = await this.authenticators.find(actor.userId);
    if (!authenticator) throw AdminErrors.totpNotStarted();
    if (authenticator.confirmedAt) throw AdminErrors.totpAlreadyEnrolled();
    await this.audit.refusing(actor, 'admin.totp-enrolled', () =>
      this.checkTotp(authenticator, code, () => this.audit.record(actor, 'admin.totp-enrolled', { totpEnrolled: false }, { totpEnrolled: true })),
    );
  }

  /**
   * Counts the attempt before the code is checked (parallel guesses cannot pass the limit), then runs
   * `onSuccess` in the transaction that records the good code.
   */
  private async checkTotp(authenticator: AuthenticatorRecord, code: string, onSuccess: () => Promise<void>): Promise<void> {
    const now = this.clock.now();
    const attempt = await this.authenticators.claimAttempt(authenticator.userId, TOTP_POLICY.maxFailures, now, new Date(now.getTime() + TOTP_POLICY.lockMs));
    if (!attempt) {
      const lockedUntil = (await this.authenticators.find(authenticator.userId))?.lockedUntil;
      throw AdminErrors.totpLocked(Math.max(1, Math.ceil(((lockedUntil?.getTime() ?? now.getTime()) - now.getTime()) / 1000)));
    }
    const secret = this.secrets.open(authenticator.sealedSecret, secretBinding(authenticator.userId));
    const step = this.totp.check(secret, code, now);
    if (step !== null) {
      const accepted = await this.unitOfWork.run(async () => {
        // A step already used (a replayed code) counts as a wrong one.
        if (!(await this.authenticators.recordSuccess(authenticator.userId, step, now))) return false;
        await onSuccess();
        return true;
      });
      if (accepted) return;
    }
    throw attempt.failures >= TOTP_POLICY.maxFailures
      ? AdminErrors.totpLocked(TOTP_POLICY.lockMs / 1000)
      : AdminErrors.totpInvalid(TOTP_POLICY.maxFailures - attempt.failures, step !== null);
  }


  private async requireStepUpCandidate(userId: string): Promise<void> {
    const standing = await this.standing(userId);
    if (standing.isMaster) throw AdminErrors.stepUpNotNeeded();
    if (!standing.eligible) throw AdminErrors.notEligible(standing);
  }

  /** Read from the users table on every call: a role removed a moment ago counts at once. */
  private async standing(userId: string): Promise<AdminStanding> {
    const user = await this.users.findUser(userId);
    if (!user) throw AdminErrors.userNotFound();
    return adminStanding(user, { masterEmail: this.config.masterAdminEmail, domains: this.config.adminEmailDomains });
  }
}
