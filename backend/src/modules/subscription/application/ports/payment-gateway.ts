/** An order as the payment provider keeps it (amounts in paise). */
export interface GatewayOrder {
  id: string;
  amountPaise: number;
  currency: string;
}

/** A payment as the payment provider reports it; only 'captured' means the money is ours. */
export interface GatewayPayment {
  id: string;
  orderId: string | null;
  status: string;
  amountPaise: number;
  currency: string;
}

/** The card payment provider (Razorpay): orders, payments and the two signatures it makes. */
export abstract class PaymentGateway {
  /** The public key id Checkout is opened with; null when payments are not configured. */
  abstract publicKey(): string | null;
  /** The URL of the provider's Checkout script the browser loads; null when payments are not configured. */
  abstract checkoutScriptUrl(): string | null;
  /** `receipt` is our own order id, so the provider's dashboard leads back to it. */
  abstract createOrder(order: { amountPaise: number; currency: string; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
  /** Null when the provider does not know the payment. */
  abstract fetchPayment(paymentId: string): Promise<GatewayPayment | null>;
  abstract fetchOrderPayments(orderId: string): Promise<GatewayPayment[]>;
  /** Checkout's signature of `orderId|paymentId`, checked in constant time. */
  abstract isPaymentSignatureValid(orderId: string, paymentId: string, signature: string): boolean;
  /** A webhook's signature of its raw body (a different secret); false when no webhook secret is set. */
  abstract isWebhookSignatureValid(rawBody: Buffer, signature: string): boolean;
}
