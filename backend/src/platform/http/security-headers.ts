import helmet, { type HelmetOptions } from 'helmet';
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
export function registerSecurityHeaders(app: NestFastifyApplication, config: AppConfig): void {
  const https = config.publicUrl.startsWith('https:');
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  // Every answer (404s included), as @fastify/helmet's hook on every route did, without building helmet afresh per request.
  fastify.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    // helmet's hidePoweredBy
    raw.removeHeader('X-Powered-By');
    done();
  });
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    if (PUBLIC_INVOICE_PATHS.some((prefix) => request.url.startsWith(prefix))) reply.header('X-Robots-Tag', 'noindex, nofollow');
    done(null, payload);
  });
}

/**
 * The headers helmet writes with these options, recorded once. Our policy is the same for every
 * request (no nonces, no per-route options), and @fastify/helmet, which we used before, built helmet
 * afresh and serialised the policy again on every request: a measured cost on every API answer
 * (`npm run bench`, invoices). Helmet only sets and removes headers on the response it is given, so
 * a stand-in response records them, without a server.
 */
export function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, [string, string]>();
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => void headers.set(name.toLowerCase(), [name, String(value)]),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase())?.[1],
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  const recorded = [...headers.values()];
  if (!recorded.some(([name]) => name.toLowerCase() === 'content-security-policy')) throw new Error('helmet set no Content-Security-Policy');
  return recorded;
}
