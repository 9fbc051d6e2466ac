import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
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
  const headers = await helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  // Every answer, as @fastify/helmet did (its hook on every route, 404s included), without building helmet afresh per request.
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
 * The headers @fastify/helmet writes with these options, recorded once from a scratch instance. Our
 * policy is the same for every request (no nonces, no per-route options), and @fastify/helmet built
 * helmet afresh and serialised the policy again on every request: a measured cost on every API
 * answer (`npm run bench`, invoices).
 */
export async function helmetHeaders(options: Record<string, unknown>): Promise<[string, string][]> {
  const scratch = Fastify();
  let headers: [string, string][] = [];
  await scratch.register(fastifyHelmet as never, options);
  scratch.addHook('onRequest', (_request, reply, done) => {
    // Under helmet's own spelling (Content-Security-Policy), as it wrote them.
    // (getRawHeaderNames is on every OutgoingMessage since Node 15; the types declare it on ClientRequest only.)
    const raw = reply.raw as typeof reply.raw & { getRawHeaderNames(): string[] };
    headers = raw.getRawHeaderNames().map((name) => [name, String(raw.getHeader(name))]);
    done();
  });
  scratch.get('/', (_request, reply) => reply.send(''));
  await scratch.inject({ method: 'GET', url: '/' });
  await scratch.close();
  if (!headers.some(([name]) => name.toLowerCase() === 'content-security-policy')) throw new Error('helmet set no Content-Security-Policy');
  return headers;
}
