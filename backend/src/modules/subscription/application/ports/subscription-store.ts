export interface OrderRecord {
  id: string;
  businessId: string;
  userId: string;
  planId: string;
  amountPaise: number;
  currency: string;
  gatewayOrderId: string;
  status: 'created' | 'paid';
  paymentId: string | null;
  createdAt: Date;
}

export interface SubscriptionRecord {
  id: string;
  businessId: string;
  planId: string;
  amountPaise: number;
  startsAt: Date;
  endsAt: Date;
  orderId: string | null;
  paymentId: string | null;
  grantedBy: string | null;
  createdAt: Date;
}

export type SubscriptionEmailKind = 'receipt' | 'trial-ending' | 'trial-ended';

export interface SubscriptionEmailRecord {
  id: string;
  businessId: string;
  userId: string;
  kind: SubscriptionEmailKind;
  subscriptionId: string | null;
  trialEndDate: Date | null;
}

/** The caller's trial and the plan covering `now`, read together on every gated request. */
export interface AccessRecord {
  trialStartDate: Date;
  trialEndDate: Date;
  currentPlanId: string | null;
}

/** A business's access as scheduled work sees it: its latest trial, the plan covering `now`, the master admin among its users. */
export interface BusinessAccessRecord extends AccessRecord {
  hasMasterAdmin: boolean;
}

/** A user whose trial ends soon (or just ended) while the business has no plan. */
export interface TrialEnding {
  userId: string;
  businessId: string;
  trialEndDate: Date;
}

/** Orders, subscriptions, handled webhook events and subscription e-mails. */
export abstract class SubscriptionStore {
  /** Null when the user is not in this business. */
  abstract access(userId: string, businessId: string, now: Date): Promise<AccessRecord | null>;
  /** Null when the business has no user (it was deleted). */
  abstract businessAccess(businessId: string, now: Date, masterAdminEmail: string | null): Promise<BusinessAccessRecord | null>;
  /** Newest first. */
  abstract history(businessId: string): Promise<SubscriptionRecord[]>;
  /** The end of the business's last plan, or null. Call under the business's lock. */
  abstract latestEnd(businessId: string): Promise<Date | null>;
  abstract insertOrder(order: Omit<OrderRecord, 'status' | 'paymentId'>): Promise<void>;
  /** By the provider's order id; with `businessId`, only that business's order. */
  abstract findOrder(gatewayOrderId: string, businessId?: string): Promise<OrderRecord | null>;
  /** The business's orders still waiting for a payment, newest first. */
  abstract pendingOrders(businessId: string, since: Date, limit: number): Promise<OrderRecord[]>;
  abstract subscriptionForOrder(orderId: string): Promise<SubscriptionRecord | null>;
  abstract findSubscription(id: string): Promise<SubscriptionRecord | null>;
  abstract insertSubscription(subscription: SubscriptionRecord): Promise<void>;
  abstract markOrderPaid(orderId: string, paymentId: string, at: Date): Promise<void>;
  /** False when the event id was recorded before (a redelivery). */
  abstract recordWebhookEvent(eventId: string, businessId: string, event: string, at: Date): Promise<boolean>;
  /** False when an e-mail with this id exists already: each e-mail is recorded once. */
  abstract addEmail(email: SubscriptionEmailRecord, at: Date): Promise<boolean>;
  /** The e-mail while it is not yet sent; null once it is (or when there is no such e-mail). */
  abstract findUnsentEmail(id: string): Promise<SubscriptionEmailRecord | null>;
  /** Marks the e-mail sent as the server is told to accept it; false when it was sent (or is being sent) already. */
  abstract claimEmail(id: string, at: Date): Promise<boolean>;
  /** Gives a claim back after a failed send, so the retry can send. */
  abstract releaseEmail(id: string): Promise<void>;
  /** Trials ending in (from, to] of businesses with no plan after `now`. */
  abstract trialsEnding(from: Date, to: Date, now: Date): Promise<TrialEnding[]>;
}
