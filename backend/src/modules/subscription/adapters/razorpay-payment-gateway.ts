import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Orders } from 'razorpay/dist/types/orders';
import { z } from 'zod';
import { AppConfig, type RazorpayConfig } from '../../../platform/config/app-config';
import { GatewayOrder, GatewayPayment, PaymentGateway } from '../application/ports/payment-gateway';
import { SubscriptionErrors } from '../domain/subscription-errors';

const TIMEOUT_MS = 10_000;

// Only the fields we act on, checked: a reply of another shape is a gateway failure, never a guess.
const orderReply = z.object({ id: z.string().min(1), amount: z.coerce.number().int(), currency: z.string() });
const paymentReply = z.object({
  id: z.string().min(1),
  order_id: z.string().nullable().optional(),
  status: z.string(),
  amount: z.coerce.number().int(),
  currency: z.string(),
});
const paymentsReply = z.object({ items: z.array(paymentReply) });

const toPayment = (p: z.infer<typeof paymentReply>): GatewayPayment => ({ id: p.id, orderId: p.order_id ?? null, status: p.status, amountPaise: p.amount, currency: p.currency });

/**
 * Razorpay's documented REST API (Orders, Payments) with Basic auth key_id:key_secret at
 * RAZORPAY_API_URL. The official `razorpay` package fixes its host to api.razorpay.com, so it cannot
 * reach a configured base URL; its request/response types describe the bodies here, and the
 * signatures are checked with node:crypto in constant time (the package compares with ===).
 */
@Injectable()
export class RazorpayPaymentGateway extends PaymentGateway {
  private readonly razorpay: RazorpayConfig | null;

  constructor(config: AppConfig) {
    super();
    this.razorpay = config.razorpay;
  }

  publicKey(): string | null {
    return this.razorpay?.keyId ?? null;
  }

  checkoutScriptUrl(): string | null {
    return this.razorpay?.checkoutUrl ?? null;
  }

  async createOrder(order: { amountPaise: number; currency: string; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder> {
    const body: Orders.RazorpayOrderCreateRequestBody = { amount: order.amountPaise, currency: order.currency, receipt: order.receipt, notes: order.notes };
    const reply = read(orderReply, await this.call('POST', '/v1/orders', body));
    return { id: reply.id, amountPaise: reply.amount, currency: reply.currency };
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment | null> {
    const reply = await this.call('GET', `/v1/payments/${encodeURIComponent(paymentId)}`, undefined, true);
    return reply === null ? null : toPayment(read(paymentReply, reply));
  }

  async fetchOrderPayments(orderId: string): Promise<GatewayPayment[]> {
    const reply = read(paymentsReply, await this.call('GET', `/v1/orders/${encodeURIComponent(orderId)}/payments`));
    return reply.items.map(toPayment);
  }

  isPaymentSignatureValid(orderId: string, paymentId: string, signature: string): boolean {
    if (!this.razorpay) return false;
    return sameHex(createHmac('sha256', this.razorpay.keySecret).update(`${orderId}|${paymentId}`).digest('hex'), signature);
  }

  isWebhookSignatureValid(rawBody: Buffer, signature: string): boolean {
    const secret = this.razorpay?.webhookSecret;
    if (!secret) return false;
    return sameHex(createHmac('sha256', secret).update(rawBody).digest('hex'), signature);
  }

  /** `missingIsNull`: a 400/404 "no such id" answers null instead of failing. */
  private async call(method: 'GET' | 'POST', path: string, body?: unknown, missingIsNull = false): Promise<unknown> {
    const razorpay = this.razorpay;
    if (!razorpay) throw SubscriptionErrors.paymentsNotConfigured();
    let response: Response;
    try {
      response = await fetch(`${razorpay.apiUrl}${path}`, {
        method,
        headers: {
          Authorization: `Basic ${Buffer.from(`${razorpay.keyId}:${razorpay.keySecret}`).toString('base64')}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw SubscriptionErrors.gatewayFailed();
    }
    if (missingIsNull && (response.status === 400 || response.status === 404)) return null;
    if (!response.ok) throw SubscriptionErrors.gatewayFailed();
    try {
      return await response.json();
    } catch {
      throw SubscriptionErrors.gatewayFailed();
    }
  }
}

function read<T>(schema: z.ZodType<T>, reply: unknown): T {
  const parsed = schema.safeParse(reply);
  if (!parsed.success) throw SubscriptionErrors.gatewayFailed();
  return parsed.data;
}

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
