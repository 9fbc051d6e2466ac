/**
 * Subscription contract (docs/spec/part-2.md §2 "Subscription", §3, §7): plans, purchase through
 * Razorpay, history and the access gate's error codes. Prices in rupees at this edge; the one amount
 * in paise is the order's `amount`, which the screen hands to Razorpay Checkout unchanged.
 */
export const PLAN_IDS = ['plan_1_year', 'plan_2_year', 'plan_3_year', 'plan_premium'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
/** The spec's second spelling of the premium plan, accepted wherever a plan id is read. */
export const PLAN_ID_ALIASES: Readonly<Record<string, PlanId>> = { plan_premium_campaign: 'plan_premium' };

export const SubscriptionErrorCode = {
  /** Neither an active subscription nor an active trial: every business API answers 402. */
  SUBSCRIPTION_REQUIRED: 'SUBSCRIPTION_REQUIRED',
  /** Campaign APIs below plan_premium: 402. */
  PLAN_UPGRADE_REQUIRED: 'PLAN_UPGRADE_REQUIRED',
  PAYMENTS_NOT_CONFIGURED: 'PAYMENTS_NOT_CONFIGURED',
  PLAN_NOT_FOUND: 'PLAN_NOT_FOUND',
  ORDER_NOT_FOUND: 'ORDER_NOT_FOUND',
  PAYMENT_SIGNATURE_INVALID: 'PAYMENT_SIGNATURE_INVALID',
  PAYMENT_NOT_CAPTURED: 'PAYMENT_NOT_CAPTURED',
  PAYMENT_GATEWAY_FAILED: 'PAYMENT_GATEWAY_FAILED',
  WEBHOOK_SIGNATURE_INVALID: 'WEBHOOK_SIGNATURE_INVALID',
} as const;

export const SubscriptionMessages = {
  subscriptionRequired: 'Your free trial has ended. Choose a plan to continue using Hisaab.',
  planUpgradeRequired: 'Upgrade to Premium Campaign Plan - ₹5000/year',
  paymentsNotConfigured: 'Online payment is not set up on this server. Please contact the administrator.',
  planNotFound: 'Please choose one of the listed plans',
  verified: 'Payment verified and subscription activated!',
  verificationFailed: 'Please contact support',
  notCaptured: 'The payment has not been completed yet. Use Refresh Status in a minute.',
} as const;

/** GET /api/subscription/plans: one plan card. */
export interface PlanResponse {
  id: PlanId;
  name: string;
  /** Months. */
  duration: number;
  /** Rupees. */
  price: number;
  features: string[];
  /** Only plan_premium includes campaigns. */
  includesCampaigns: boolean;
}

/** GET /api/subscriptions: one purchase or grant, newest first (amount in rupees, dates ISO 8601). */
export interface SubscriptionHistoryEntry {
  id: string;
  planId: PlanId;
  planName: string;
  duration: number;
  amount: number;
  /** 'active' now, 'scheduled' (starts when the current one ends) or 'expired'. */
  status: 'active' | 'scheduled' | 'expired';
  paymentDate: string;
  startDate: string;
  endDate: string;
  /** Razorpay's payment id; null for a plan the master admin granted. */
  paymentId: string | null;
}

/** POST /api/subscription/create-order. */
export interface CreateOrderRequest {
  planId: string;
}

/** The reply: what Razorpay Checkout is opened with (`amount` in paise, as Checkout takes it). */
export interface SubscriptionOrderResponse {
  key: string;
  amount: number;
  currency: string;
  orderId: string;
  planId: PlanId;
  /** Checkout's script (RAZORPAY_CHECKOUT_URL), loaded by the page before it opens Checkout. */
  checkoutUrl: string;
  /** The business's details Checkout is prefilled with. */
  prefill: { name: string; email: string; contact: string };
}

/** POST /api/subscription/verify-payment: Checkout's handler fields, as Razorpay names them. */
export interface VerifyPaymentRequest {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface VerifyPaymentResponse {
  success: true;
  message: string;
  subscription: SubscriptionHistoryEntry;
}

/** POST /api/webhooks/razorpay: what became of the event. */
export interface PaymentWebhookResponse {
  status: 'processed' | 'ignored' | 'duplicate';
}
