import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REPO_ROOT } from './paths';

/** Typed configuration, read from the environment once at boot. Nothing else reads process.env. */
export class AppConfig {
  readonly port!: number;
  /** Unset: the embedded PostgreSQL (PGlite) keeps its files in dataDir. */
  readonly databaseUrl!: string | null;
  /** Unset: jobs run in-process. */
  readonly redisUrl!: string | null;
  /** Redis key prefix of the queue, so several deployments (or test runs) can share one Redis. */
  readonly queuePrefix!: string;
  /** Unset: mail goes to the dev outbox (stored under dataDir and printed to the log). */
  readonly smtpUrl!: string | null;
  readonly mailFrom!: string;
  readonly jwtSecret!: string;
  readonly accessTokenTtlSeconds!: number;
  readonly otpTtlSeconds!: number;
  readonly otpSendsPerIpPerHour!: number;
  readonly masterAdminEmail!: string | null;
  /** Lower-case e-mail domains whose users may be made admin (the spec's "company-domain addresses"); empty: none. */
  readonly adminEmailDomains!: readonly string[];
  readonly publicUrl!: string;
  readonly dataDir!: string;
  readonly frontendDist!: string;
  readonly logLevel!: string;
  readonly chromiumPath!: string | null;
  readonly whatsapp!: WhatsAppConfig | null;
  /** Razorpay keys and API; null when RAZORPAY_KEY_ID/RAZORPAY_KEY_SECRET are unset (create-order answers 503). */
  readonly razorpay!: RazorpayConfig | null;
  /** First retry delay of a failed job (each further retry doubles it). */
  readonly jobBackoffMs!: number;
  /** How long a worker holds a job before another worker may take it over (a crashed worker's jobs return after this). */
  readonly jobLockMs!: number;
  /** How long a claimed e-mail/WhatsApp delivery is reserved for the worker sending it; a crashed worker's claims expire after it. */
  readonly deliveryLeaseMs!: number;
  /** How often each process relays job_outbox rows older than this (a relay that failed or never ran). */
  readonly outboxSweepMs!: number;
  /** The hour (0-23, Indian time) at which each day's recurring invoices become due. */
  readonly recurringRunHourIst!: number;
  /** Campaign e-mails one business may send a minute, counted across every worker; 0: no limit. */
  readonly campaignSendsPerMinute!: number;
  /** A campaign pauses itself after this many SMTP failures in a row (and says why). */
  readonly campaignMaxConsecutiveFailures!: number;
  /**
   * Which reverse proxies may say who the client is (X-Forwarded-For): a number of hops, or their
   * addresses/CIDRs. Unset: none, the client is the connection's peer. Rate limits key on it.
   */
  readonly trustProxy!: number | string[] | false;
  /** 'public': the OpenAPI document and UI at /api/docs for anyone; 'off': not served. */
  readonly apiDocs!: 'public' | 'off';
  readonly nodeEnv!: string;

  constructor(values: AppConfig) {
    Object.assign(this, values);
  }
}

export class ConfigError extends Error {}

/** WhatsApp Cloud API: credentials, the approved template names and the webhook secrets. */
export interface WhatsAppConfig {
  token: string;
  phoneNumberId: string;
  baseUrl: string;
  /** Signs webhook deliveries (X-Hub-Signature-256); without it the webhook refuses every POST. */
  appSecret: string | null;
  /** Answers Meta's GET verification handshake; without it the handshake is refused. */
  verifyToken: string | null;
  templates: { reminder: string; invoice: string; payment: string };
  language: string;
}

/** Razorpay: Basic-auth keys of the Orders/Payments API, its base URL, and the (different) webhook secret. */
export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  /** Signs webhook deliveries (X-Razorpay-Signature); without it the webhook refuses every POST. */
  webhookSecret: string | null;
  apiUrl: string;
  /** Checkout's script, loaded by the Subscription page; the security headers allow its origin. */
  checkoutUrl: string;
}

type Env = Record<string, string | undefined>;

function optional(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const value = optional(env, name);
  if (value === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: "${value}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${parsed.protocol}")`);
  }
  return value;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = optional(env, name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

function oneOf<T extends string>(env: Env, name: string, values: readonly T[], fallback: T): T {
  const value = optional(env, name) ?? fallback;
  if (!values.includes(value as T)) throw new ConfigError(`${name} must be one of ${values.join(', ')} (got "${value}")`);
  return value as T;
}

function trustProxy(env: Env): AppConfig['trustProxy'] {
  const value = optional(env, 'TRUST_PROXY');
  if (value === null) return false;
  if (/^\d+$/.test(value)) return integer(env, 'TRUST_PROXY', 0, 1, 10);
  const addresses = value.split(',').map((address) => address.trim());
  if (addresses.some((address) => !/^[0-9a-f.:]+(\/\d{1,3})?$/i.test(address))) {
    throw new ConfigError(`TRUST_PROXY must be a number of proxies (1-10) or their addresses, e.g. 10.0.0.1,10.0.1.0/24 (got "${value}")`);
  }
  return addresses;
}

function email(env: Env, name: string, fallback: string | null): string | null {
  const value = optional(env, name) ?? fallback;
  if (value !== null && !/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(value.replace(/^.*<(.+)>$/, '$1'))) {
    throw new ConfigError(`${name} is not a valid e-mail address: "${value}"`);
  }
  return value;
}

function domains(env: Env, name: string): string[] {
  const value = optional(env, name);
  if (value === null) return [];
  const list = value.split(',').map((domain) => domain.trim().toLowerCase()).filter(Boolean);
  const bad = list.find((domain) => !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain));
  if (bad !== undefined) throw new ConfigError(`${name} must be e-mail domains separated by commas, e.g. example.com,example.in (got "${bad}")`);
  return list;
}

/** The JWT secret is generated on first start and kept in the data directory, so tokens survive restarts. */
function jwtSecret(env: Env, dataDir: string): string {
  const configured = optional(env, 'JWT_SECRET');
  if (configured !== null) {
    if (configured.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
    return configured;
  }
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function templateName(env: Env, name: string, fallback: string): string {
  const value = optional(env, name) ?? fallback;
  if (!/^[a-z0-9_]{1,512}$/.test(value)) throw new ConfigError(`${name} must be a WhatsApp template name (lowercase letters, digits and _; got "${value}")`);
  return value;
}

function whatsapp(env: Env): AppConfig['whatsapp'] {
  const token = optional(env, 'WHATSAPP_TOKEN');
  const phoneNumberId = optional(env, 'WHATSAPP_PHONE_NUMBER_ID');
  if (!token && !phoneNumberId) return null;
  if (!token || !phoneNumberId) throw new ConfigError('WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID must be set together');
  return {
    token,
    phoneNumberId,
    baseUrl: url(env, 'WHATSAPP_API_URL', ['http:', 'https:']) ?? 'https://graph.facebook.com/v21.0',
    appSecret: optional(env, 'WHATSAPP_APP_SECRET'),
    verifyToken: optional(env, 'WHATSAPP_VERIFY_TOKEN'),
    templates: {
      reminder: templateName(env, 'WHATSAPP_TEMPLATE_REMINDER', 'payment_reminder'),
      invoice: templateName(env, 'WHATSAPP_TEMPLATE_INVOICE', 'invoice_link'),
      payment: templateName(env, 'WHATSAPP_TEMPLATE_PAYMENT', 'payment_confirmation'),
    },
    language: (() => {
      const code = optional(env, 'WHATSAPP_TEMPLATE_LANGUAGE') ?? 'en';
      if (!/^[a-z]{2,3}(_[A-Z]{2})?$/.test(code)) throw new ConfigError(`WHATSAPP_TEMPLATE_LANGUAGE must be a language code such as en or en_US (got "${code}")`);
      return code;
    })(),
  };
}

function razorpay(env: Env): AppConfig['razorpay'] {
  const keyId = optional(env, 'RAZORPAY_KEY_ID');
  const keySecret = optional(env, 'RAZORPAY_KEY_SECRET');
  if (!keyId && !keySecret) return null;
  if (!keyId || !keySecret) throw new ConfigError('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together');
  return {
    keyId,
    keySecret,
    webhookSecret: optional(env, 'RAZORPAY_WEBHOOK_SECRET'),
    apiUrl: (url(env, 'RAZORPAY_API_URL', ['http:', 'https:']) ?? 'https://api.razorpay.com').replace(/\/$/, ''),
    checkoutUrl: url(env, 'RAZORPAY_CHECKOUT_URL', ['http:', 'https:']) ?? 'https://checkout.razorpay.com/v1/checkout.js',
  };
}

export function loadConfig(env: Env = process.env): AppConfig {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const dataDir = resolve(optional(env, 'DATA_DIR') ?? 'data');
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const redisUrl = url(env, 'REDIS_URL', ['redis:', 'rediss:']);
  if (redisUrl && !databaseUrl) {
    throw new ConfigError('REDIS_URL needs DATABASE_URL: the embedded database serves a single process, so a separate worker could not reach it');
  }
  return new AppConfig({
    port,
    databaseUrl,
    redisUrl,
    queuePrefix: optional(env, 'QUEUE_PREFIX') ?? 'hisaab',
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: email(env, 'MAIL_FROM', 'Hisaab <no-reply@hisaab.local>')!,
    jwtSecret: jwtSecret(env, dataDir),
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', 7 * 24 * 3600, 60, 90 * 24 * 3600),
    otpTtlSeconds: integer(env, 'OTP_TTL_SECONDS', 600, 1, 3600),
    otpSendsPerIpPerHour: integer(env, 'OTP_SENDS_PER_IP_PER_HOUR', 20, 1, 100_000),
    masterAdminEmail: email(env, 'MASTER_ADMIN_EMAIL', null)?.toLowerCase() ?? null,
    adminEmailDomains: domains(env, 'ADMIN_EMAIL_DOMAINS'),
    publicUrl: (url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir,
    frontendDist: resolve(optional(env, 'FRONTEND_DIST') ?? join(REPO_ROOT, 'frontend', 'dist')),
    logLevel: optional(env, 'LOG_LEVEL') ?? 'info',
    chromiumPath: optional(env, 'CHROMIUM_PATH'),
    whatsapp: whatsapp(env),
    razorpay: razorpay(env),
    jobBackoffMs: integer(env, 'JOB_BACKOFF_MS', 1000, 1, 3_600_000),
    jobLockMs: integer(env, 'JOB_LOCK_MS', 30_000, 1000, 3_600_000),
    deliveryLeaseMs: integer(env, 'DELIVERY_LEASE_MS', 120_000, 1000, 3_600_000),
    outboxSweepMs: integer(env, 'OUTBOX_SWEEP_MS', 10_000, 100, 3_600_000),
    recurringRunHourIst: integer(env, 'RECURRING_RUN_HOUR_IST', 6, 0, 23),
    campaignSendsPerMinute: integer(env, 'CAMPAIGN_SENDS_PER_MINUTE', 300, 0, 1_000_000),
    campaignMaxConsecutiveFailures: integer(env, 'CAMPAIGN_MAX_CONSECUTIVE_FAILURES', 10, 1, 100_000),
    trustProxy: trustProxy(env),
    apiDocs: oneOf(env, 'API_DOCS', ['public', 'off'] as const, 'public'),
    nodeEnv: optional(env, 'NODE_ENV') ?? 'development',
  });
}
