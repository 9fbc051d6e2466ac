import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  type PaymentWebhookResponse,
  type PlanResponse,
  type SubscriptionHistoryEntry,
  SubscriptionMessages,
  type SubscriptionOrderResponse,
  type SubscriptionStatusResponse,
  type TrialStatus,
  type VerifyPaymentRequest,
  type VerifyPaymentResponse,
} from '@hisaab/contracts';
import { toRupees } from '@hisaab/gst';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { JobQueue } from '../../../platform/queue/job-queue';
import type { AuthContext } from '../../../shared/tenant';
import { UserDirectory } from '../../identity';
import { decideAccess, trialStatus } from '../domain/access';
import { addMonths, findPlan, type Plan, planById, PLANS } from '../domain/plans';
import { SubscriptionErrors } from '../domain/subscription-errors';
import { AccessRegained } from './access-regained';
import { GatewayPayment, PaymentGateway } from './ports/payment-gateway';
import { OrderRecord, SubscriptionRecord, SubscriptionStore } from './ports/subscription-store';
import { SUBSCRIPTION_EMAIL_JOB } from './subscription-email.job';
import { SubscriptionAccess } from './subscription-access';
import { subscriptionState, toHistoryEntry, toPlanResponse } from './subscription-presenter';

const CURRENCY = 'INR';
/** Refresh Status asks the provider about orders created this recently (a Checkout left open, a late capture)… */
const PENDING_ORDER_WINDOW_MS = 30 * 24 * 3600 * 1000;
/** …the latest few of them: one call to Razorpay each, on the merchant key every business shares (the webhook catches older ones). */
const PENDING_ORDERS_ASKED = 5;

/** The events that mean "this order's money is ours"; every other event is acknowledged and ignored. */
const ACTIVATING_EVENTS = new Set(['payment.captured', 'order.paid']);

interface WebhookBody {
  event?: unknown;
  payload?: { payment?: { entity?: Record<string, unknown> }; order?: { entity?: Record<string, unknown> } };
}

/** Plans, status, history and purchase through the payment gateway; every call scoped to the caller's business. */
@Injectable()
export class SubscriptionService {
  constructor(
    private readonly store: SubscriptionStore,
    private readonly gateway: PaymentGateway,
    private readonly access: SubscriptionAccess,
    private readonly regained: AccessRegained,
    private readonly users: UserDirectory,
    private readonly unitOfWork: UnitOfWork,
    private readonly queue: JobQueue,
    private readonly clock: Clock,
  ) {}

  plans(): PlanResponse[] {
    return PLANS.map(toPlanResponse);
  }

  async status(auth: AuthContext): Promise<SubscriptionStatusResponse> {
    const now = this.clock.now();
    const [facts, history] = await Promise.all([this.access.facts(auth, now), this.store.history(auth.businessId)]);
    const current = history.find((s) => subscriptionState(s, now) === 'active');
    // Plans bought while one runs start when it ends: the access lasts until the last one ends.
    const lastEnd = history.reduce((end, s) => Math.max(end, s.endsAt.getTime()), 0);
    return {
      hasActiveSubscription: current !== undefined,
      subscription: current
        ? {
            planId: current.planId,
            planName: planById(current.planId).name,
            startDate: current.startsAt.toISOString(),
            endDate: new Date(lastEnd).toISOString(),
            amount: toRupees(current.amountPaise),
            status: 'active',
          }
        : null,
      trial: trialStatus(facts, now),
      hasAccess: decideAccess(facts, now, 'business') === 'allowed',
      canUseCampaigns: decideAccess(facts, now, 'campaigns') === 'allowed',
      paymentsConfigured: this.gateway.publicKey() !== null && this.gateway.checkoutScriptUrl() !== null,
    };
  }

  async trial(auth: AuthContext): Promise<TrialStatus> {
    const now = this.clock.now();
    return trialStatus(await this.access.facts(auth, now), now);
  }

  async history(auth: AuthContext): Promise<SubscriptionHistoryEntry[]> {
    const now = this.clock.now();
    return (await this.store.history(auth.businessId)).map((s) => toHistoryEntry(s, now));
  }

  /** Creates a provider order for the plan's price (receipt: our order id) and stores it as pending. */
  async createOrder(auth: AuthContext, planId: string): Promise<SubscriptionOrderResponse> {
    const plan = findPlan(planId);
    if (!plan) throw SubscriptionErrors.planNotFound();
    const key = this.gateway.publicKey();
    const checkoutUrl = this.gateway.checkoutScriptUrl();
    if (!key || !checkoutUrl) throw SubscriptionErrors.paymentsNotConfigured();
    const user = await this.users.getUser(auth.userId);
    const id = randomUUID();
    const order = await this.gateway.createOrder({ amountPaise: plan.pricePaise, currency: CURRENCY, receipt: id, notes: { planId: plan.id } });
    if (order.amountPaise !== plan.pricePaise || order.currency !== CURRENCY) throw SubscriptionErrors.gatewayFailed();
    await this.store.insertOrder({ id, businessId: auth.businessId, userId: auth.userId, planId: plan.id, amountPaise: plan.pricePaise, currency: CURRENCY, gatewayOrderId: order.id, createdAt: this.clock.now() });
    return { key, amount: plan.pricePaise, currency: CURRENCY, orderId: order.id, planId: plan.id, checkoutUrl, prefill: { name: user.businessName, email: user.email, contact: user.phone } };
  }

  /**
   * Checkout's answer: the signature is checked against the order id we stored (not one the browser
   * chose), then the provider confirms the payment is captured for the order's amount.
   */
  async verifyPayment(auth: AuthContext, body: VerifyPaymentRequest): Promise<VerifyPaymentResponse> {
    const order = await this.store.findOrder(body.razorpay_order_id, auth.businessId);
    if (!order) throw SubscriptionErrors.orderNotFound();
    if (!this.gateway.isPaymentSignatureValid(order.gatewayOrderId, body.razorpay_payment_id, body.razorpay_signature)) throw SubscriptionErrors.signatureInvalid();
    const payment = await this.gateway.fetchPayment(body.razorpay_payment_id);
    if (!payment || !paysFor(order, payment)) throw SubscriptionErrors.notCaptured();
    const subscription = await this.activate(order, payment.id);
    return { success: true, message: SubscriptionMessages.verified, subscription: toHistoryEntry(subscription, this.clock.now()) };
  }

  /** Refresh Status: asks the provider about the business's pending orders and activates the paid ones. */
  async refresh(auth: AuthContext): Promise<SubscriptionStatusResponse> {
    if (this.gateway.publicKey()) {
      const since = new Date(this.clock.now().getTime() - PENDING_ORDER_WINDOW_MS);
      for (const order of await this.store.pendingOrders(auth.businessId, since, PENDING_ORDERS_ASKED)) {
        const paid = (await this.gateway.fetchOrderPayments(order.gatewayOrderId)).find((payment) => paysFor(order, payment));
        if (paid) await this.activate(order, paid.id);
      }
    }
    return this.status(auth);
  }

  /**
   * A signed Razorpay event. The event id is recorded in the transaction that acts on it, so a
   * redelivery does nothing; activation itself is once per order whichever path comes first.
   */
  async webhook(rawBody: Buffer | undefined, signature: string | undefined, eventId: string | undefined): Promise<PaymentWebhookResponse> {
    if (!rawBody || !signature || !this.gateway.isWebhookSignatureValid(rawBody, signature)) throw SubscriptionErrors.webhookSignatureInvalid();
    let body: WebhookBody;
    try {
      body = JSON.parse(rawBody.toString('utf8')) as WebhookBody;
    } catch {
      return { status: 'ignored' };
    }
    const event = typeof body.event === 'string' ? body.event : '';
    const payment = readPayment(body.payload?.payment?.entity);
    const gatewayOrderId = payment?.orderId ?? (typeof body.payload?.order?.entity?.id === 'string' ? body.payload.order.entity.id : null);
    if (!ACTIVATING_EVENTS.has(event) || !payment || !gatewayOrderId) return { status: 'ignored' };
    const order = await this.store.findOrder(gatewayOrderId);
    if (!order) return { status: 'ignored' };
    return this.unitOfWork.run(async () => {
      const id = eventId?.trim() || `${event}:${payment.id}`;
      if (!(await this.store.recordWebhookEvent(id.slice(0, 200), order.businessId, event, this.clock.now()))) return { status: 'duplicate' as const };
      if (!paysFor(order, payment)) return { status: 'ignored' as const };
      await this.activate(order, payment.id);
      return { status: 'processed' as const };
    });
  }

  /** The master admin sets a business's plan (no payment): it starts now, or when the current plan ends. */
  async grantPlan(businessId: string, planId: string, amountPaise: number, grantedBy: string): Promise<SubscriptionHistoryEntry> {
    const plan = findPlan(planId);
    if (!plan) throw SubscriptionErrors.planNotFound();
    const subscription = await this.unitOfWork.run(async () => {
      await this.unitOfWork.lock(`subscription:${businessId}`);
      return this.addSubscription(businessId, plan, amountPaise, { orderId: null, paymentId: null, grantedBy });
    });
    return toHistoryEntry(subscription, this.clock.now());
  }

  /** Exactly one subscription per order: under the business's lock, an order that has one gets it back. */
  private activate(order: OrderRecord, paymentId: string): Promise<SubscriptionRecord> {
    return this.unitOfWork.run(async () => {
      await this.unitOfWork.lock(`subscription:${order.businessId}`);
      const existing = await this.store.subscriptionForOrder(order.id);
      if (existing) return existing;
      const subscription = await this.addSubscription(order.businessId, planById(order.planId), order.amountPaise, { orderId: order.id, paymentId, grantedBy: null });
      await this.store.markOrderPaid(order.id, paymentId, subscription.createdAt);
      const emailId = `receipt:${subscription.id}`;
      await this.store.addEmail({ id: emailId, businessId: order.businessId, userId: order.userId, kind: 'receipt', subscriptionId: subscription.id, trialEndDate: null }, subscription.createdAt);
      await this.queue.enqueue(SUBSCRIPTION_EMAIL_JOB, { emailId }, { jobId: `subscription-email:${emailId}` });
      return subscription;
    });
  }

  /**
   * Call under the business's lock: a plan bought while another runs starts when the last one ends.
   * Scheduled work held while the business had no access resumes once this commits.
   */
  private async addSubscription(businessId: string, plan: Plan, amountPaise: number, source: Pick<SubscriptionRecord, 'orderId' | 'paymentId' | 'grantedBy'>): Promise<SubscriptionRecord> {
    const now = this.clock.now();
    const lastEnd = await this.store.latestEnd(businessId);
    const startsAt = lastEnd && lastEnd.getTime() > now.getTime() ? lastEnd : now;
    const subscription: SubscriptionRecord = { id: randomUUID(), businessId, planId: plan.id, amountPaise, startsAt, endsAt: addMonths(startsAt, plan.durationMonths), ...source, createdAt: now };
    await this.store.insertSubscription(subscription);
    await this.regained.announce(businessId);
    return subscription;
  }
}

/** The money is ours: this order's payment, captured, for its amount and currency. */
function paysFor(order: OrderRecord, payment: GatewayPayment): boolean {
  return payment.orderId === order.gatewayOrderId && payment.status === 'captured' && payment.amountPaise === order.amountPaise && payment.currency === order.currency;
}

function readPayment(entity: Record<string, unknown> | undefined): GatewayPayment | null {
  if (!entity || typeof entity.id !== 'string' || typeof entity.status !== 'string' || typeof entity.amount !== 'number' || typeof entity.currency !== 'string') return null;
  return { id: entity.id, orderId: typeof entity.order_id === 'string' ? entity.order_id : null, status: entity.status, amountPaise: entity.amount, currency: entity.currency };
}
