import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable, parsed and validated in one place (the only module that reads process.env).
 * README.md "Configuration" lists the same variables.
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** http(s)://host[:port] with nothing after it (a trailing slash aside). */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.origin === value.replace(/\/$/, '').toLowerCase();
  } catch {
    return false;
  }
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** One address, or several separated by commas (e.g. 127.0.0.1,127.0.0.2: a brand per loopback address). */
  HOST: z
    .string()
    .default('127.0.0.1')
    .transform((v) => v.split(',').map((h) => h.trim()))
    .pipe(z.array(z.string().min(1)).min(1)),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The firm's console listens here, an origin of its own. Default: PORT + 1. */
  CONSOLE_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /**
   * The console's public origin when a proxy serves it on a host of its own (https://console.firm.example): the
   * only Origin its cookie session is taken from. Unset: the console's listener's own origin, as the browser names it.
   */
  CONSOLE_ORIGIN: z
    .string()
    .url()
    .refine(isOrigin, { message: 'an origin: http(s)://host[:port], no path' })
    .transform((v) => new URL(v).origin)
    .optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** PostgreSQL: how long a call waits for a connection before answering -8 (the database is away, or all busy). */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** PostgreSQL: an unused pooled connection is closed after this long; 0 keeps it. */
  DB_IDLE_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** Seed the demo trader. Default: on for the embedded database, off for PostgreSQL. */
  SEED_DEMO: bool.optional(),
  /**
   * A production server refuses to start with the demo accounts (published passwords and TOTP secrets), seeded or
   * present, unless this says the deployment is a demo.
   */
  ALLOW_DEMO_SEED_IN_PRODUCTION: bool.default(false),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('no-reply@portal.test'),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(600),
  /**
   * A trader's session ends when it has not been refreshed for this long; start-up checks that it
   * is longer than an active web app's refresh interval.
   */
  TRADER_IDLE_TIMEOUT_MS: z.coerce.number().int().min(60_000).max(43_200_000).default(1_800_000),
  REDIS_URL: z.string().url().optional(),
  TRUST_PROXY: bool.default(false),
  GEO_COUNTRY_HEADER: z.string().toLowerCase().optional(),
  RECAPTCHA_SECRET: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  /** The firm's console build, served at /backoffice on the console's origin in production. */
  BACKOFFICE_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where payment webhooks are delivered (the sandbox provider posts to this server's own endpoint). */
  PAYMENTS_WEBHOOK_URL: z.string().url().optional(),
  /** Shared secret of the payment provider's webhook signatures; derived from the server secret when unset. */
  PAYMENTS_WEBHOOK_SECRET: z.string().min(32).optional(),
  /** the verification provider's webhook signing secret (derived from the JWT secret when unset) */
  KYC_WEBHOOK_SECRET: z.string().min(32).optional(),
  /**
   * The master keys that seal the provider keys firms enter in the console: `id:base64` pairs (32-byte keys),
   * newest first (docs/providers.md, "Secrets"). Unset: one key derived from the server secret.
   */
  SECRETS_MASTER_KEYS: z.string().min(1).optional(),
  /** Where the Stripe SDK's calls go instead of Stripe's API (the tests' local fake); unset in production. */
  STRIPE_API_URL: z.string().url().optional(),
  /** Where the Sumsub and Veriff adapters' calls go instead of their APIs (the tests' local fakes); unset in production. */
  SUMSUB_API_URL: z.string().url().optional(),
  VERIFF_API_URL: z.string().url().optional(),
  /** The sandbox provider's delay between "processing" and "succeeded", like a real card network's. */
  SANDBOX_PAYMENT_CONFIRM_MS: z.coerce.number().int().min(0).max(600_000).default(1500),
  /**
   * How long an order may stay Unpaid: then it is cancelled, its checkout expired at the provider and its
   * discount code's use given back (an abandoned checkout never reaches Declined or Cancelled by itself).
   */
  UNPAID_ORDER_TTL_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  /** Shared secret of the trading platform bridge's signatures; derived from the server secret when unset. */
  BRIDGE_SECRET: z.string().min(32).optional(),
  /**
   * How far ahead of this server's clock a bridge event may be dated (clock skew); later ones are refused, since
   * one event dated ahead would move the account's trading day there. Late events are always taken.
   */
  BRIDGE_MAX_AHEAD_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  /** Serve the API's documentation at /api/docs. Default: on outside production, off in production. */
  API_DOCS: bool.optional(),
  /**
   * Lets the server call loopback addresses at URLs operators configure (affiliate postbacks), for a receiver on
   * this machine in development and tests; a production server refuses to start with it.
   */
  OUTGOING_REQUESTS_ALLOW_LOOPBACK: bool.default(false),
  /** Bearer token of GET /metrics; unset: /metrics answers 404. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Where unexpected server errors are reported (a Sentry DSN, https://key@host/project); unset: nowhere. */
  SENTRY_DSN: z
    .string()
    .regex(
      /^https?:\/\/[A-Za-z0-9]+@[A-Za-z0-9.-]+(:[0-9]{1,5})?\/([A-Za-z0-9._~-]+\/)*[0-9]+$/,
      'a DSN: https://key@host/project',
    )
    .optional(),
  /**
   * The API's general limit: requests per RATE_LIMIT_WINDOW_SECONDS, counted per signed-in trader for calls with a
   * valid access token and per client address otherwise. The sign-in, code and password routes keep their own
   * tighter limits whatever this is.
   */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  MIN_SITE_VERSION: z
    .string()
    .regex(/^\d+\.\d+\.\d+$/)
    .optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  /** the first address to listen on */
  host: string;
  /** further addresses served by the same app (HOST with commas) */
  extraHosts: string[];
  port: number;
  /** where the console listens (CONSOLE_PORT, PORT + 1 by default) */
  consolePort: number;
  /** CONSOLE_ORIGIN: the console's public origin behind a proxy; unset, its listener's own */
  consoleOrigin: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  dbConnectTimeoutMs: number;
  dbIdleTimeoutMs: number;
  seedDemo: boolean;
  allowDemoSeedInProduction: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  traderIdleTimeoutMs: number;
  redisUrl: string | undefined;
  trustProxy: boolean;
  geoCountryHeader: string | undefined;
  recaptchaSecret: string | undefined;
  webDistDir: string;
  backofficeDistDir: string;
  logLevel: string;
  minSiteVersion: string | undefined;
  paymentsWebhookUrl: string;
  paymentsWebhookSecret: string | undefined;
  kycWebhookSecret: string | undefined;
  secretsMasterKeys: string | undefined;
  stripeApiUrl: string | undefined;
  sumsubApiUrl: string | undefined;
  veriffApiUrl: string | undefined;
  sandboxPaymentConfirmMs: number;
  unpaidOrderTtlMs: number;
  bridgeSecret: string | undefined;
  bridgeMaxAheadSeconds: number;
  /** Whether /api/docs and /api/docs/json are served (the document itself is always generated). */
  apiDocs: boolean;
  /**
   * Whether e-mailed one-time codes are also written to the log: only without SMTP and outside production, so a
   * person on a fresh machine can sign up; a production server never logs a code.
   */
  logOneTimeCodes: boolean;
  metricsToken: string | undefined;
  /** OUTGOING_REQUESTS_ALLOW_LOOPBACK: configured URLs may name this machine (never in production). */
  outgoingAllowLoopback: boolean;
  /** SENTRY_DSN: unexpected errors are reported there (integrations/error-reporting); unset: not at all. */
  sentryDsn: string | undefined;
  /** The API's general rate limit (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_SECONDS, per trader or per address). */
  rateLimit: { max: number; windowMs: number };
};

export class ConfigError extends Error {}

/** Reads the token-signing secret from DATA_DIR, creating it on first start; never a constant in code. */
function loadOrCreateSecret(dataDir: string): string {
  const dir = join(dataDir, 'secrets');
  const file = join(dir, 'jwt.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const consolePort = e.CONSOLE_PORT ?? e.PORT + 1;
  if (consolePort === e.PORT || consolePort > 65535 || (e.PORT === 0 && !e.CONSOLE_PORT))
    throw new ConfigError('Invalid configuration:\n  CONSOLE_PORT: a port of its own, other than PORT (1 to 65535)');
  // npm runs workspace scripts inside the workspace; relative paths mean the folder the command was typed in.
  const base = env.INIT_CWD ?? process.cwd();
  const dataDir = resolve(base, overrides.dataDir ?? e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST[0]!,
    extraHosts: e.HOST.slice(1),
    port: e.PORT,
    consolePort,
    consoleOrigin: e.CONSOLE_ORIGIN,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    dbIdleTimeoutMs: e.DB_IDLE_TIMEOUT_MS,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    allowDemoSeedInProduction: e.ALLOW_DEMO_SEED_IN_PRODUCTION,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: overrides.jwtSecret ?? e.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    traderIdleTimeoutMs: e.TRADER_IDLE_TIMEOUT_MS,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    geoCountryHeader: e.GEO_COUNTRY_HEADER,
    recaptchaSecret: e.RECAPTCHA_SECRET,
    webDistDir: e.WEB_DIST_DIR ? resolve(base, e.WEB_DIST_DIR) : new URL('../../web/dist', import.meta.url).pathname,
    backofficeDistDir: e.BACKOFFICE_DIST_DIR
      ? resolve(base, e.BACKOFFICE_DIST_DIR)
      : new URL('../../backoffice/dist', import.meta.url).pathname,
    logLevel: e.LOG_LEVEL,
    minSiteVersion: e.MIN_SITE_VERSION,
    paymentsWebhookUrl:
      e.PAYMENTS_WEBHOOK_URL ??
      `http://${e.HOST[0] === '0.0.0.0' || e.HOST[0] === '::' ? '127.0.0.1' : e.HOST[0]}:${e.PORT}/api/payments/v1/webhook/sandbox`,
    paymentsWebhookSecret: e.PAYMENTS_WEBHOOK_SECRET,
    kycWebhookSecret: e.KYC_WEBHOOK_SECRET,
    secretsMasterKeys: e.SECRETS_MASTER_KEYS,
    stripeApiUrl: e.STRIPE_API_URL,
    sumsubApiUrl: e.SUMSUB_API_URL,
    veriffApiUrl: e.VERIFF_API_URL,
    sandboxPaymentConfirmMs: e.SANDBOX_PAYMENT_CONFIRM_MS,
    unpaidOrderTtlMs: e.UNPAID_ORDER_TTL_MINUTES * 60_000,
    bridgeSecret: e.BRIDGE_SECRET,
    bridgeMaxAheadSeconds: e.BRIDGE_MAX_AHEAD_SECONDS,
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    logOneTimeCodes: !e.SMTP_URL && e.NODE_ENV !== 'production',
    metricsToken: e.METRICS_TOKEN,
    outgoingAllowLoopback: e.OUTGOING_REQUESTS_ALLOW_LOOPBACK,
    sentryDsn: e.SENTRY_DSN,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_SECONDS * 1000 },
    ...overrides,
  };
}
