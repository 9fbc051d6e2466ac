import { createHmac, randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';

export interface StubOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
  status: 'created' | 'attempted' | 'paid';
}

export interface StubPayment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'failed';
}

/**
 * A local stand-in for Razorpay's documented REST API: Orders (`POST /v1/orders`, `GET /v1/orders/{id}`,
 * `GET /v1/orders/{id}/payments`) and Payments (`GET /v1/payments/{id}`), Basic auth key_id:key_secret,
 * Razorpay's error body for unknown ids. A test plays the customer in Checkout (`pay`), moves a payment
 * on (`setStatus`), signs Checkout's answer and webhook deliveries as Razorpay does.
 */
export class RazorpayStub {
  readonly orders = new Map<string, StubOrder>();
  readonly payments = new Map<string, StubPayment>();
  readonly requests: { method: string; path: string }[] = [];
  private server!: Server;
  port = 0;

  constructor(
    readonly keyId = 'rzp_test_stubkey',
    readonly keySecret = 'stub-key-secret',
    readonly webhookSecret = 'stub-webhook-secret',
  ) {}

  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The app's environment for this stand-in. */
  get env(): Record<string, string> {
    return { RAZORPAY_KEY_ID: this.keyId, RAZORPAY_KEY_SECRET: this.keySecret, RAZORPAY_WEBHOOK_SECRET: this.webhookSecret, RAZORPAY_API_URL: `http://127.0.0.1:${this.port}`, RAZORPAY_CHECKOUT_URL: this.checkoutUrl };
  }

  /** Where the app's Subscription page loads Checkout from (RAZORPAY_CHECKOUT_URL). */
  get checkoutUrl(): string {
    return `http://127.0.0.1:${this.port}/v1/checkout.js`;
  }

  /** The customer pays in Checkout: a payment of the order's amount (or another), captured unless told otherwise. */
  pay(orderId: string, status: StubPayment['status'] = 'captured', amount?: number): StubPayment {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`No stub order ${orderId}`);
    const payment: StubPayment = { id: `pay_${randomBytes(7).toString('hex')}`, order_id: orderId, amount: amount ?? order.amount, currency: order.currency, status };
    this.payments.set(payment.id, payment);
    order.status = status === 'captured' ? 'paid' : 'attempted';
    return payment;
  }

  setStatus(paymentId: string, status: StubPayment['status']): StubPayment {
    const payment = this.payments.get(paymentId)!;
    payment.status = status;
    if (status === 'captured') this.orders.get(payment.order_id)!.status = 'paid';
    return payment;
  }

  /** What Checkout hands the browser: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  checkoutAnswer(payment: StubPayment, secret = this.keySecret) {
    const signature = createHmac('sha256', secret).update(`${payment.order_id}|${payment.id}`).digest('hex');
    return { razorpay_order_id: payment.order_id, razorpay_payment_id: payment.id, razorpay_signature: signature };
  }

  /** A webhook delivery as Razorpay sends it: raw JSON body, X-Razorpay-Signature over it, an event id. */
  webhook(event: 'payment.captured' | 'payment.failed' | 'order.paid', payment: StubPayment, secret = this.webhookSecret) {
    const order = this.orders.get(payment.order_id)!;
    const payload: Record<string, unknown> = { payment: { entity: { ...payment, entity: 'payment' } } };
    if (event === 'order.paid') payload.order = { entity: { ...order, entity: 'order' } };
    const body = JSON.stringify({ entity: 'event', account_id: 'acc_stub', event, contains: Object.keys(payload), payload, created_at: Math.floor(Date.now() / 1000) });
    return { body, signature: createHmac('sha256', secret).update(body).digest('hex'), eventId: `evt_${randomBytes(7).toString('hex')}` };
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = request.url ?? '';
    this.requests.push({ method: request.method ?? '', path });
    // Checkout in the browser: no API keys, called from the app's origin.
    if (path === '/v1/checkout.js' || path === '/v1/checkout/pay') return this.checkout(request, response, path, chunks);
    const expected = `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected) return this.error(response, 401, 'BAD_REQUEST_ERROR', 'Authentication failed');
    if (request.method === 'POST' && path === '/v1/orders') {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Partial<StubOrder>;
      if (!Number.isInteger(body.amount) || (body.amount ?? 0) < 100 || typeof body.currency !== 'string') return this.error(response, 400, 'BAD_REQUEST_ERROR', 'The amount must be atleast INR 1.00');
      if (body.receipt && body.receipt.length > 40) return this.error(response, 400, 'BAD_REQUEST_ERROR', 'receipt: the length must be no more than 40.');
      const order: StubOrder = { id: `order_${randomBytes(7).toString('hex')}`, amount: body.amount!, currency: body.currency, receipt: body.receipt ?? '', notes: body.notes ?? {}, status: 'created' };
      this.orders.set(order.id, order);
      return this.json(response, 200, this.orderBody(order));
    }
    const orderPayments = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path);
    if (request.method === 'GET' && orderPayments) {
      if (!this.orders.has(orderPayments[1])) return this.error(response, 400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
      const items = [...this.payments.values()].filter((p) => p.order_id === orderPayments[1]).map((p) => ({ ...p, entity: 'payment' }));
      return this.json(response, 200, { entity: 'collection', count: items.length, items });
    }
    const order = /^\/v1\/orders\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && order) {
      const found = this.orders.get(order[1]);
      return found ? this.json(response, 200, this.orderBody(found)) : this.error(response, 400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
    }
    const payment = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && payment) {
      const found = this.payments.get(payment[1]);
      return found ? this.json(response, 200, { ...found, entity: 'payment' }) : this.error(response, 400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
    }
    return this.error(response, 404, 'NOT_FOUND', 'The requested URL was not found on the server.');
  }

  /**
   * Checkout's script: `new Razorpay(options).open()` shows a small payment dialog; Pay makes a
   * captured payment of the order here and calls `options.handler` with Checkout's signed answer,
   * Cancel calls `options.modal.ondismiss`, as the real Checkout does.
   */
  private checkout(request: IncomingMessage, response: ServerResponse, path: string, chunks: Buffer[]) {
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Content-Type' };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors);
      return response.end();
    }
    if (path === '/v1/checkout.js') {
      response.writeHead(200, { ...cors, 'Content-Type': 'application/javascript' });
      return response.end(CHECKOUT_SCRIPT.replace('__PAY_URL__', `http://127.0.0.1:${this.port}/v1/checkout/pay`));
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { order_id?: string };
    const order = body.order_id ? this.orders.get(body.order_id) : undefined;
    if (!order) return this.error(response, 400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
    response.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
    response.end(JSON.stringify(this.checkoutAnswer(this.pay(order.id))));
  }

  private orderBody(order: StubOrder) {
    const paid = order.status === 'paid' ? order.amount : 0;
    return { ...order, entity: 'order', amount_paid: paid, amount_due: order.amount - paid, attempts: 0, created_at: Math.floor(Date.now() / 1000) };
  }

  private json(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  private error(response: ServerResponse, status: number, code: string, description: string) {
    this.json(response, status, { error: { code, description, source: 'NA', step: 'NA', reason: 'NA', metadata: {} } });
  }
}

/** The stand-in's Checkout script (plain browser JavaScript, served as the app would load checkout.js). */
const CHECKOUT_SCRIPT = `(function () {
  function Razorpay(options) { this.options = options; }
  Razorpay.prototype.open = function () {
    var options = this.options;
    var dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-label', 'Razorpay Checkout');
    dialog.style.cssText = 'position:fixed;inset:0;z-index:1000;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.5)';
    var box = document.createElement('div');
    box.style.cssText = 'background:#fff;color:#111;padding:24px;border-radius:8px;min-width:260px;font:16px sans-serif';
    var title = document.createElement('h2');
    title.textContent = 'Razorpay Checkout (stand-in)';
    var amount = document.createElement('p');
    amount.textContent = (options.description || '') + ' ' + options.currency + ' ' + (options.amount / 100) + ' for ' + ((options.prefill && options.prefill.email) || '');
    var pay = document.createElement('button');
    pay.textContent = 'Pay';
    var cancel = document.createElement('button');
    cancel.textContent = 'Cancel';
    cancel.style.marginLeft = '8px';
    box.append(title, amount, pay, cancel);
    dialog.append(box);
    document.body.append(dialog);
    cancel.onclick = function () {
      dialog.remove();
      if (options.modal && options.modal.ondismiss) options.modal.ondismiss();
    };
    pay.onclick = function () {
      fetch('__PAY_URL__', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ order_id: options.order_id }) })
        .then(function (r) { return r.json(); })
        .then(function (answer) { dialog.remove(); options.handler(answer); });
    };
  };
  window.Razorpay = Razorpay;
})();
`;
