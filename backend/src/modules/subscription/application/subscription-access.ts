import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { Clock } from '../../../platform/clock/clock';
import { AppConfig } from '../../../platform/config/app-config';
import type { AuthContext } from '../../../shared/tenant';
import { type AccessFacts, type AccessNeed, decideAccess } from '../domain/access';
import { planById } from '../domain/plans';
import { SubscriptionErrors } from '../domain/subscription-errors';
import { SubscriptionStore } from './ports/subscription-store';

/**
 * How long the gate reuses facts that let a caller in, as identity reuses sessions
 * (SESSION_CACHE_TTL_MS): every signed-in request passes the gate, and this saves its round trip on a
 * busy client. A refusal is never reused, so a plan bought anywhere unlocks at once; a trial the master
 * shortens through this process locks at once (`forgetUser`), through another API process within
 * this time.
 */
export const ACCESS_CACHE_TTL_MS = 2000;

/** The access rule applied to a caller: the gate's check, and the status screen's facts. */
@Injectable()
export class SubscriptionAccess {
  private readonly admitted = new LRUCache<string, { businessId: string; facts: AccessFacts }>({ max: 10_000, ttl: ACCESS_CACHE_TTL_MS });
  /** The same reuse for scheduled work, by business: a batch asks once per message. */
  private readonly admittedBusinesses = new LRUCache<string, AccessFacts>({ max: 10_000, ttl: ACCESS_CACHE_TTL_MS });

  constructor(
    private readonly store: SubscriptionStore,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async facts(auth: AuthContext, now: Date): Promise<AccessFacts> {
    const record = await this.store.access(auth.userId, auth.businessId, now);
    // A signed-in user always has a row; without one, nothing opens.
    if (!record) throw SubscriptionErrors.subscriptionRequired();
    return {
      trialStartDate: record.trialStartDate,
      trialEndDate: record.trialEndDate,
      currentPlan: record.currentPlanId ? planById(record.currentPlanId) : null,
      isMasterAdmin: this.isMasterAdmin(auth),
    };
  }

  /** Throws 402 SUBSCRIPTION_REQUIRED or PLAN_UPGRADE_REQUIRED when the caller may not use what `need` names. */
  async require(auth: AuthContext, need: AccessNeed): Promise<void> {
    // The master admin's exemption needs no database round trip.
    if (this.isMasterAdmin(auth)) return;
    const now = this.clock.now();
    const recent = this.admitted.get(auth.userId);
    if (recent && recent.businessId === auth.businessId && decideAccess(recent.facts, now, need) === 'allowed') return;
    const facts = await this.facts(auth, now);
    const decision = decideAccess(facts, now, need);
    if (decision === 'allowed') this.admitted.set(auth.userId, { businessId: auth.businessId, facts });
    else this.admitted.delete(auth.userId);
    if (decision === 'subscription_required') throw SubscriptionErrors.subscriptionRequired();
    if (decision === 'plan_upgrade_required') throw SubscriptionErrors.planUpgradeRequired();
  }

  /**
   * For scheduled work (reminders, recurring invoices, campaigns): whether the business may use what
   * `need` names now, by the gate's rule (decideAccess; a business of the master admin is exempt).
   * Every job that does work for a business asks this first, and holds that work while it is false
   * (docs/jobs.md), resuming it once the business has access again.
   */
  async businessHasAccess(businessId: string, need: AccessNeed): Promise<boolean> {
    const now = this.clock.now();
    const recent = this.admittedBusinesses.get(businessId);
    if (recent && decideAccess(recent, now, need) === 'allowed') return true;
    const record = await this.store.businessAccess(businessId, now, this.config.masterAdminEmail);
    if (!record) return false;
    const facts: AccessFacts = {
      trialStartDate: record.trialStartDate,
      trialEndDate: record.trialEndDate,
      currentPlan: record.currentPlanId ? planById(record.currentPlanId) : null,
      isMasterAdmin: record.hasMasterAdmin,
    };
    const allowed = decideAccess(facts, now, need) === 'allowed';
    if (allowed) this.admittedBusinesses.set(businessId, facts);
    return allowed;
  }

  /** The user's trial changed in this process: the next request (and the next job's question) reads it afresh. */
  forgetUser(userId: string): void {
    this.admitted.delete(userId);
    // Which business the user belongs to is not known here; trial changes are rare.
    this.admittedBusinesses.clear();
  }

  private isMasterAdmin(auth: AuthContext): boolean {
    return this.config.masterAdminEmail !== null && auth.email.toLowerCase() === this.config.masterAdminEmail;
  }
}
