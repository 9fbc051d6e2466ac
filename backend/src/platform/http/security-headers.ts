import fastifyHelmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppConfig } from '../config/app-config';

/**
 * The Content-Security-Policy of every response. Scripts only from our own origin (the built app
 * has no inline script; the service worker is registered from a bundled module); inline styles are
 * allowed for React style attributes and the API docs page. No page of ours may be framed.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** Razorpay Checkout's script host and the host its payment frames come from (Razorpay's CSP guidance). */
const RAZORPAY_CHECKOUT_ORIGINS = ['https://checkout.razorpay.com', 'https://api.razorpay.com'];

/**
 * With Razorpay configured, the Subscription page loads Checkout's script (RAZORPAY_CHECKOUT_URL) and
 * Checkout opens its frames and calls its API: those origins, and the configured script's own origin
 * (a stand-in in tests), are allowed for scripts, frames and connections. Without it, nothing is.
 */
export function contentSecurityPolicy(config: AppConfig): Record<string, string[] | null> {
  if (!config.razorpay) return CONTENT_SECURITY_POLICY;
  const origins = [...new Set([...RAZORPAY_CHECKOUT_ORIGINS, new URL(config.razorpay.checkoutUrl).origin])];
  return {
    ...CONTENT_SECURITY_POLICY,
    scriptSrc: [...CONTENT_SECURITY_POLICY.scriptSrc, ...origins],
    connectSrc: [...CONTENT_SECURITY_POLICY.connectSrc, ...origins],
    frameSrc: ["'self'", ...origins],
  };
}

/** The public invoice page (/client/{shareId}) and the API it reads. */
const PUBLIC_INVOICE_PATHS = ['/client/', '/api/client/'];

/**
 * Security headers (helmet): CSP, nosniff, no framing, no referrer (public invoice links carry
 * their share id), HSTS only when the app is served over HTTPS (PUBLIC_URL https://), and
 * `Cache-Control: no-store` on API answers that set no caching of their own (they are per-user), and
 * `X-Robots-Tag: noindex` on the public invoice page and its API: a customer's invoice is not for search engines.
 */
export async function registerSecurityHeaders(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const https = config.publicUrl.startsWith('https:');
  await app.register(fastifyHelmet as never, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
      if (PUBLIC_INVOICE_PATHS.some((prefix) => request.url.startsWith(prefix))) reply.header('X-Robots-Tag', 'noindex, nofollow');
      return payload;
    });
}
