import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlanResponse, SubscriptionStatusResponse } from '@hisaab/contracts';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import SubscriptionPage from './SubscriptionPage';

const PLANS: PlanResponse[] = [
  { id: 'plan_1_year', name: 'Basic', duration: 12, price: 1500, features: ['GST invoices'], includesCampaigns: false },
  { id: 'plan_2_year', name: 'Professional', duration: 24, price: 2500, features: ['GST invoices'], includesCampaigns: false },
  { id: 'plan_3_year', name: 'Enterprise', duration: 36, price: 3500, features: ['GST invoices'], includesCampaigns: false },
  { id: 'plan_premium', name: 'Premium Campaign', duration: 12, price: 5000, features: ['Campaigns'], includesCampaigns: true },
];

const trial = (isTrialActive: boolean, daysRemaining = 0) => ({ isTrialActive, daysRemaining, trialStartDate: '2026-11-01T00:00:00.000Z', trialEndDate: '2026-11-08T00:00:00.000Z' });

const EXPIRED: SubscriptionStatusResponse = { hasActiveSubscription: false, subscription: null, trial: trial(false), hasAccess: false, canUseCampaigns: false, paymentsConfigured: true };
const ON_TRIAL: SubscriptionStatusResponse = { ...EXPIRED, trial: trial(true, 3), hasAccess: true };
const PROFESSIONAL: SubscriptionStatusResponse = {
  hasActiveSubscription: true,
  subscription: { planId: 'plan_2_year', planName: 'Professional', startDate: '2026-11-10T00:00:00.000Z', endDate: '2028-11-10T00:00:00.000Z', amount: 2500, status: 'active' },
  trial: trial(false),
  hasAccess: true,
  canUseCampaigns: false,
  paymentsConfigured: true,
};

const ORDER = {
  key: 'rzp_test_key',
  amount: 250_000,
  currency: 'INR',
  orderId: 'order_abc',
  planId: 'plan_2_year',
  checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
  prefill: { name: 'Menon Textiles', email: 'kavya@example.com', contact: '9847012345' },
};

const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API as the page calls it; `routes` answers the writes. */
function serve(status: SubscriptionStatusResponse, routes: Record<string, (init?: RequestInit) => Response | Promise<Response>> = {}) {
  const calls: { path: string; init?: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      calls.push({ path, init });
      if (routes[path]) return routes[path](init);
      if (path === '/api/subscription/status') return json(200, status);
      if (path === '/api/subscription/plans') return json(200, PLANS);
      if (path === '/api/subscriptions') return json(200, []);
      return json(404, { code: 'NOT_FOUND', message: 'Not found', requestId: 'r' });
    }),
  );
  return calls;
}

/** Razorpay Checkout as the page sees it once its script has loaded: `pay` plays the customer. */
function fakeCheckout(pay: (options: { handler: (answer: unknown) => void; modal: { ondismiss: () => void } }) => void) {
  const opened: Record<string, unknown>[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    const script = nodes[0] as HTMLScriptElement;
    window.Razorpay = class {
      constructor(private readonly options: Parameters<typeof pay>[0] & Record<string, unknown>) {}
      open() {
        opened.push(this.options);
        pay(this.options);
      }
    } as unknown as typeof window.Razorpay;
    script.onload?.(new Event('load'));
  });
  return opened;
}

function renderPage() {
  renderWithProviders(
    <>
      <SubscriptionPage logout={{ mutate: () => undefined, isPending: false }} />
      <Toaster />
    </>,
    { route: '/subscription' },
  );
}

afterEach(() => {
  dismissToast();
  delete window.Razorpay;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Subscription page', () => {
  it('labels each plan by its position against the current plan, with tags, savings and the current-subscription card', async () => {
    serve(PROFESSIONAL);
    renderPage();
    expect(isDisabled(await screen.findByRole('button', { name: 'Downgrade: Basic' }))).toBe(false);
    expect(isDisabled(screen.getByRole('button', { name: 'Professional: Current Plan' }))).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: 'Upgrade: Enterprise' }))).toBe(false);
    expect(isDisabled(screen.getByRole('button', { name: 'Upgrade: Premium Campaign' }))).toBe(false);
    expect(screen.getByText('Most Popular')).toBeTruthy();
    expect(screen.getByText('Campaign Master')).toBeTruthy();
    expect(screen.getByText('Save ₹500.00')).toBeTruthy();
    expect(screen.getByText('Save ₹1,000.00')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Current Subscription' })).toBeTruthy();
    expect(screen.getByText('10 Nov 2028')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(await screen.findByText('No subscriptions yet')).toBeTruthy();
  });

  it('shows the trial banner during the trial, without Logout', async () => {
    serve(ON_TRIAL);
    renderPage();
    expect(await screen.findByText('Free Trial Active: 3 days remaining')).toBeTruthy();
    expect(screen.getByText(/All features except campaigns are available during your trial/)).toBeTruthy();
    expect(isDisabled(await screen.findByRole('button', { name: 'Choose Plan: Basic' }))).toBe(false);
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('shows the trial-expired banner and Logout when the trial ended with no plan', async () => {
    serve(EXPIRED);
    renderPage();
    expect(await screen.findByText('Your free trial has ended')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('opens Checkout with the order and the business, and verifies what Checkout hands back', async () => {
    const answer = { razorpay_order_id: 'order_abc', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' };
    let paid = false;
    const calls = serve(EXPIRED, {
      '/api/subscription/create-order': () => json(200, ORDER),
      '/api/subscription/verify-payment': () => {
        paid = true;
        return json(200, { success: true, message: 'Payment verified and subscription activated!', subscription: {} });
      },
    });
    const opened = fakeCheckout((options) => options.handler(answer));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Choose Plan: Professional' }));

    expect(await screen.findByText('Payment verified and subscription activated!')).toBeTruthy();
    expect(paid).toBe(true);
    const create = calls.find((call) => call.path === '/api/subscription/create-order')!;
    expect(JSON.parse(String(create.init?.body))).toEqual({ planId: 'plan_2_year' });
    expect(new Headers(create.init?.headers).get('Idempotency-Key')).toBeTruthy();
    expect(opened[0]).toMatchObject({ key: 'rzp_test_key', amount: 250_000, currency: 'INR', order_id: 'order_abc', prefill: ORDER.prefill });
    const verify = calls.find((call) => call.path === '/api/subscription/verify-payment')!;
    expect(JSON.parse(String(verify.init?.body))).toEqual(answer);
    // Status and history are read again: the sidebar unlocks.
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/subscription/status').length).toBeGreaterThan(1));
  });

  it('says so when the payment cannot be verified', async () => {
    serve(EXPIRED, {
      '/api/subscription/create-order': () => json(200, ORDER),
      '/api/subscription/verify-payment': () => json(400, { code: 'PAYMENT_SIGNATURE_INVALID', message: 'Invalid signature', requestId: 'r' }),
    });
    fakeCheckout((options) => options.handler({ razorpay_order_id: 'order_abc', razorpay_payment_id: 'pay_1', razorpay_signature: 'forged' }));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Choose Plan: Basic' }));
    expect(await screen.findByText('Payment Verification Failed')).toBeTruthy();
    expect(screen.getByText('Please contact support')).toBeTruthy();
  });

  it('keeps the processing state while Checkout is open and closes it when Checkout is dismissed', async () => {
    serve(EXPIRED, { '/api/subscription/create-order': () => json(200, ORDER) });
    let dismiss!: () => void;
    fakeCheckout((options) => (dismiss = options.modal.ondismiss));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Choose Plan: Enterprise' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose Plan: Enterprise' }).textContent).toContain('Processing...'));
    expect(isDisabled(screen.getByRole('button', { name: 'Choose Plan: Basic' }))).toBe(true);
    dismiss();
    await waitFor(() => expect(isDisabled(screen.getByRole('button', { name: 'Choose Plan: Basic' }))).toBe(false));
  });

  it('says plainly that online payment is not set up when the server has no Razorpay keys', async () => {
    serve(EXPIRED, {
      '/api/subscription/create-order': () =>
        json(503, { code: 'PAYMENTS_NOT_CONFIGURED', message: 'Online payment is not set up on this server. Please contact the administrator.', requestId: 'r' }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Choose Plan: Basic' }));
    expect(await screen.findByText('Failed to create payment order')).toBeTruthy();
    expect(screen.getAllByText('Online payment is not set up on this server. Please contact the administrator.').length).toBeGreaterThan(0);
    // The processing state closed, and the buttons now say why they cannot be used.
    const basic = screen.getByRole('button', { name: 'Choose Plan: Basic' });
    expect(basic.textContent).not.toContain('Processing...');
    expect(isDisabled(basic)).toBe(true);
    expect(basic.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('says from the start, before any click, that online payment is not set up, and disables the plan buttons with that reason', async () => {
    const calls = serve({ ...PROFESSIONAL, paymentsConfigured: false });
    renderPage();
    expect(await screen.findByText('Online payment is not set up on this server. Please contact the administrator.')).toBeTruthy();
    for (const name of ['Downgrade: Basic', 'Upgrade: Enterprise', 'Upgrade: Premium Campaign']) {
      const button = await screen.findByRole('button', { name });
      expect(isDisabled(button)).toBe(true);
      const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
      expect(reason?.textContent).toBe('Online payment is not set up on this server.');
    }
    expect(screen.getByRole('button', { name: 'Professional: Current Plan' }).getAttribute('aria-describedby')).toBeNull();
    expect(calls.some((call) => call.path === '/api/subscription/create-order')).toBe(false);
  });

  it('shows no payment notice when the server can take payments', async () => {
    serve(ON_TRIAL);
    renderPage();
    expect(isDisabled(await screen.findByRole('button', { name: 'Choose Plan: Basic' }))).toBe(false);
    expect(screen.queryByText('Online payment is not set up on this server. Please contact the administrator.')).toBeNull();
  });

  it('refreshes the status with the spec’s toasts', async () => {
    let fail = false;
    serve(ON_TRIAL, {
      '/api/subscription/refresh': () => (fail ? json(502, { code: 'PAYMENT_GATEWAY_FAILED', message: 'x', requestId: 'r' }) : json(200, ON_TRIAL)),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Refresh Status' }));
    expect(await screen.findByText('Subscription status refreshed successfully!')).toBeTruthy();
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Refresh Status' }));
    expect(await screen.findByText('Failed to refresh subscription status')).toBeTruthy();
  });
});
