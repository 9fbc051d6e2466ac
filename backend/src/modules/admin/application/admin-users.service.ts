import { Injectable } from '@nestjs/common';
import { toPaise } from '@hisaab/gst';
import type { AdminAuditAction, AdminAuditEntry, AdminAuditOutcome, AdminSubscriptionRequest, AdminSummaryResponse, AdminTrialRequest, AdminUserView, UserDto } from '@hisaab/contracts';
import { Clock } from '../../../platform/clock/clock';
import { AppConfig } from '../../../platform/config/app-config';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { decodeKeyset, encodeKeyset, type Page, pageLimit } from '../../../shared/cursor';
import { isUuid } from '../../../shared/uuid';
import { UserDirectory } from '../../identity';
import { AdminErrors } from '../domain/admin-errors';
import { adminStanding, hasAllowedDomain, resolveTrial } from '../domain/admin-policy';
import type { AdminActor } from './admin-actor';
import { AuditTrail } from './audit-trail';
import { AdminSessionRepository, PaidPlans } from './ports/admin-store';

export const ADMIN_USERS_PAGE = { defaultLimit: 50, maxLimit: 200 } as const;

/** The admin dashboard: every user, the four counters, roles for admins, trials for the master. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly users: UserDirectory,
    private readonly plans: PaidPlans,
    private readonly sessions: AdminSessionRepository,
    private readonly audit: AuditTrail,
    private readonly config: AppConfig,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async list(query: { search?: string; limit?: number; cursor?: string }): Promise<Page<AdminUserView>> {
    const limit = pageLimit(query.limit, ADMIN_USERS_PAGE);
    const search = query.search?.trim() || undefined;
    const slice = await this.users.listUsers({ search, limit, after: query.cursor ? decodeKeyset(query.cursor) : undefined });
    const now = this.clock.now();
    const plans = await this.plans.currentFor(
      slice.items.map((user) => user.id),
      now,
    );
    return { items: slice.items.map((user) => this.view(user, plans.get(user.id) ?? null, now)), nextCursor: slice.next && encodeKeyset(slice.next) };
  }

  async summary(): Promise<AdminSummaryResponse> {
    const now = this.clock.now();
    const counts = await this.users.countUsers(now);
    return { totalUsers: counts.total, activeSubscriptions: await this.plans.countActive(now), activeTrials: counts.activeTrials, adminUsers: counts.admins };
  }

  /** Only company-domain addresses can be made admin. */
  async makeAdmin(actor: AdminActor, userId: string): Promise<AdminUserView> {
    const target = await this.target(userId);
    if (!hasAllowedDomain(target.email, this.config.adminEmailDomains)) throw AdminErrors.domainNotAllowed();
    return this.unitOfWork.run(async () => {
      const updated = await this.users.setRole(target.id, 'admin');
      if (!updated) throw AdminErrors.userNotFound();
      await this.audit.record(actor, 'user.make-admin', { role: target.role }, { role: updated.role }, target);
      return this.viewOne(updated);
    });
  }

  /** Nobody demotes the master or themselves; the demoted admin's sessions end with the role. */
  async removeAdmin(actor: AdminActor, userId: string): Promise<AdminUserView> {
    const target = await this.target(userId);
    if (this.standingOf(target).isMaster) throw AdminErrors.cannotDemoteMaster();
    if (target.id === actor.userId) throw AdminErrors.cannotDemoteSelf();
    return this.unitOfWork.run(async () => {
      const updated = await this.users.setRole(target.id, 'user');
      if (!updated) throw AdminErrors.userNotFound();
      await this.sessions.deleteAllForUser(target.id);
      await this.audit.record(actor, 'user.remove-admin', { role: target.role }, { role: updated.role }, target);
      return this.viewOne(updated);
    });
  }

  /** Master only: the trial dates the subscription gate reads. */
  async setTrial(actor: AdminActor, userId: string, input: AdminTrialRequest): Promise<AdminUserView> {
    await this.requireMaster(actor, 'user.set-trial', userId);
    const target = await this.target(userId);
    const trial = resolveTrial(input, this.clock.now());
    if ('errors' in trial) throw AdminErrors.invalid(trial.errors);
    const businessId = await this.users.businessIdOf(target.id);
    if (!businessId) throw AdminErrors.userNotFound();
    const view = await this.unitOfWork.run(async () => {
      const updated = await this.users.setTrial(target.id, trial.trialStartDate, trial.trialEndDate);
      if (!updated) throw AdminErrors.userNotFound();
      await this.plans.trialChanging(businessId);
      const dates = (user: UserDto) => ({ trialStartDate: user.trialStartDate, trialEndDate: user.trialEndDate });
      await this.audit.record(actor, 'user.set-trial', dates(target), dates(updated), target);
      return this.viewOne(updated);
    });
    this.plans.trialChanged(target.id);
    return view;
  }

  /** Master only: grants a plan (amount in whole rupees, stored in paise), after any plan that still runs. */
  async setSubscription(actor: AdminActor, userId: string, input: AdminSubscriptionRequest): Promise<AdminUserView> {
    await this.requireMaster(actor, 'user.set-subscription', userId);
    const target = await this.target(userId);
    const businessId = await this.users.businessIdOf(target.id);
    if (!businessId) throw AdminErrors.userNotFound();
    const now = this.clock.now();
    const before = (await this.plans.currentFor([target.id], now)).get(target.id) ?? null;
    return this.unitOfWork.run(async () => {
      const granted = await this.plans.grant(businessId, input.planId, toPaise(input.amount), actor.userId);
      const plan = (p: { planName: string; endDate: Date }) => ({ planName: p.planName, endDate: p.endDate.toISOString() });
      await this.audit.record(actor, 'user.set-subscription', before && plan(before), { ...plan(granted), amountPaise: toPaise(input.amount) }, target);
      return this.viewOne(target);
    });
  }

  /** Master only, newest first, of one outcome when asked. */
  async auditLog(actor: AdminActor, query: { limit?: number; cursor?: string; outcome?: AdminAuditOutcome }): Promise<Page<AdminAuditEntry>> {
    await this.requireMaster(actor, 'admin.read-audit-log');
    return this.audit.list(query);
  }

  /** A plain admin's attempt at a master-only action is refused (403) and written to the audit log. */
  private requireMaster(actor: AdminActor, action: AdminAuditAction, targetUserId: string | null = null): Promise<void> {
    return this.audit.refusing(
      actor,
      action,
      async () => {
        if (!actor.isMaster) throw AdminErrors.masterRequired();
      },
      targetUserId,
    );
  }

  private async target(userId: string): Promise<UserDto> {
    const user = isUuid(userId) ? await this.users.findUser(userId) : null;
    if (!user) throw AdminErrors.userNotFound();
    return user;
  }

  private async viewOne(user: UserDto): Promise<AdminUserView> {
    const now = this.clock.now();
    const plans = await this.plans.currentFor([user.id], now);
    return this.view(user, plans.get(user.id) ?? null, now);
  }

  private standingOf(user: UserDto) {
    return adminStanding(user, { masterEmail: this.config.masterAdminEmail, domains: this.config.adminEmailDomains });
  }

  private view(user: UserDto, plan: { planName: string; endDate: Date } | null, now: Date): AdminUserView {
    const standing = this.standingOf(user);
    const start = new Date(user.trialStartDate).getTime();
    const end = new Date(user.trialEndDate).getTime();
    return {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      businessName: user.businessName,
      role: user.role,
      isMaster: standing.isMaster,
      hasAdminDomain: standing.hasAdminDomain,
      subscription: plan && { planName: plan.planName, endDate: plan.endDate.toISOString() },
      trial: { isTrialActive: start <= now.getTime() && now.getTime() < end, trialStartDate: user.trialStartDate, trialEndDate: user.trialEndDate },
    };
  }
}
