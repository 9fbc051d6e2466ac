import type { SubscriptionOrderResponse, VerifyPaymentRequest } from '@hisaab/contracts';

/** The part of Razorpay Checkout's browser API we use (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/). */
interface RazorpayCheckoutOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (answer: VerifyPaymentRequest) => void;
  modal: { ondismiss: () => void };
}

type RazorpayConstructor = new (options: RazorpayCheckoutOptions) => { open: () => void };

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

/** Loads in flight, so two quick clicks add the script once. */
const loading = new Map<string, Promise<RazorpayConstructor>>();

/** Loads Checkout's script (the URL the server names) unless it is already on the page; a failed load may be tried again. */
export function loadCheckout(url: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  const pending =
    loading.get(url) ??
    new Promise<RazorpayConstructor>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Checkout did not load')));
      script.onerror = () => {
        script.remove();
        reject(new Error('Checkout did not load'));
      };
      document.head.append(script);
    }).finally(() => loading.delete(url));
  loading.set(url, pending);
  return pending;
}

/** Opens Checkout for the order; `onPaid` gets Checkout's signed answer, `onClosed` a dismissal. */
export async function openCheckout(order: SubscriptionOrderResponse, planName: string, onPaid: (answer: VerifyPaymentRequest) => void, onClosed: () => void) {
  const Razorpay = await loadCheckout(order.checkoutUrl);
  new Razorpay({
    key: order.key,
    amount: order.amount,
    currency: order.currency,
    order_id: order.orderId,
    name: 'Hisaab',
    description: planName,
    prefill: order.prefill,
    theme: { color: '#4f46e5' },
    handler: onPaid,
    modal: { ondismiss: onClosed },
  }).open();
}
