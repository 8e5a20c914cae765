import { createHmac } from 'node:crypto';
import type { Config } from './config.ts';
import type { Queryable } from './db/client.ts';
import { ConfigError } from './config.ts';
import { captchaStartupCheck } from './integrations/captcha/captcha-startup-check.ts';
import { DEMO_TRADER } from './seed/seed.ts';
import { RISK_DEMO_TRADERS } from './seed/risk-demo-traders.ts';
import { LIVE_MAX_MS } from './modules/evaluation/dashboard/live.routes.ts';
import { DEMO_BRAND_ADMIN, DEMO_FINANCE, DEMO_OWNER, DEMO_RISK } from './modules/admin-operators/operator-accounts.ts';
import type { BrandsService } from './modules/brands/brands.service.ts';
import type { ProviderKeysService } from './modules/providers/provider-keys.service.ts';

/**
 * Checks of the configuration against the database, before the server listens (main.ts): a setup that cannot
 * be run safely throws a ConfigError with a message saying what to set; one that runs degraded is logged.
 */
export async function runStartupChecks(
  config: Config,
  services: { brandsService: Pick<BrandsService, 'captchaSiteKeys'>; db: Queryable },
  log: { warn(message: string): void },
): Promise<void> {
  refuseIdleLimitBelowRefreshCadence(config);
  refuseDemoSeedInProduction(config);
  refuseLoopbackRequestsInProduction(config);
  await refuseDemoAccountsInProduction(services.db, config);
  await checkSharedSecret(services.db, config);
  const captcha = captchaStartupCheck(
    { production: config.env === 'production', secret: config.recaptchaSecret },
    await services.brandsService.captchaSiteKeys(),
  );
  if (captcha.refuse) throw new ConfigError(captcha.refuse);
  if (captcha.warn) log.warn(captcha.warn);
}

/**
 * The brands' provider secrets at start (docs/providers.md): data keys sealed under an older master key are
 * re-wrapped under the newest (a rotation finishes without the secrets being entered again); then a secret of a
 * brand's chosen provider that no configured master key opens stops a production server — its payments could not
 * be taken — naming the brand, the provider and the secret's name, never its value. Elsewhere it is a warning.
 */
export async function checkProviderSecrets(
  config: Pick<Config, 'env'>,
  services: { providerKeys: Pick<ProviderKeysService, 'rewrapAll' | 'unreadable'>; db: Queryable },
  log: { info(fields: object, message: string): void; error(fields: object, message: string): void },
): Promise<void> {
  const rewrapped = await services.providerKeys.rewrapAll();
  if (rewrapped > 0) log.info({ rewrapped }, 'provider secrets re-wrapped under the newest master key');
  const unreadable = await services.providerKeys.unreadable();
  if (unreadable.length === 0) return;
  const codes = new Map(
    (
      await services.db.query<{ id: string; code: string }>(`select id, code from brands where id = any($1::uuid[])`, [
        [...new Set(unreadable.map((u) => u.brandId))],
      ])
    ).map((b) => [b.id, b.code]),
  );
  const named = unreadable.map((u) => `${codes.get(u.brandId) ?? u.brandId}: ${u.provider} ${u.name}`);
  const fields = { secrets: unreadable.map((u) => ({ ...u, brand: codes.get(u.brandId) })) };
  const text =
    `Provider secrets that no master key opens (brand: provider secret): ${named.join('; ')}. The master key they ` +
    'were sealed with is missing from SECRETS_MASTER_KEYS (or the server secret changed, when it is unset): list ' +
    'it again (docs/providers.md "Secrets"), or enter those keys again in the console.';
  if (config.env !== 'production') {
    log.error(fields, text);
    return;
  }
  log.error(fields, 'refusing to start: a chosen provider’s secrets cannot be decrypted');
  throw new ConfigError(text);
}

/**
 * The longest an active web app goes without refreshing its session: it refreshes when a call finds
 * its access token expired, and an open dashboard calls at least each time its live stream is renewed.
 */
export const activeRefreshIntervalMs = (config: Pick<Config, 'accessTokenTtlSeconds'>): number =>
  config.accessTokenTtlSeconds * 1000 + LIVE_MAX_MS;

/** A trader's idle limit shorter than that would sign out a trader who is using the portal. */
export function refuseIdleLimitBelowRefreshCadence(
  config: Pick<Config, 'accessTokenTtlSeconds' | 'traderIdleTimeoutMs'>,
): void {
  const interval = activeRefreshIntervalMs(config);
  if (config.traderIdleTimeoutMs > interval) return;
  throw new ConfigError(
    `TRADER_IDLE_TIMEOUT_MS (${config.traderIdleTimeoutMs}) must be longer than ACCESS_TOKEN_TTL_SECONDS plus the ` +
      `dashboard's live stream (${interval} ms), or active traders would be signed out. README "Configuration".`,
  );
}

/** Calls to this machine at configured URLs are for a receiver in development and tests, never production. */
export function refuseLoopbackRequestsInProduction(config: Pick<Config, 'env' | 'outgoingAllowLoopback'>): void {
  if (config.env !== 'production' || !config.outgoingAllowLoopback) return;
  throw new ConfigError(
    'OUTGOING_REQUESTS_ALLOW_LOOPBACK=true lets brand settings make the server call this machine (its database, ' +
      'its own endpoints): it is for development and tests, and refused with NODE_ENV=production. README "Configuration".',
  );
}

type DemoSetting = Pick<Config, 'env' | 'seedDemo' | 'allowDemoSeedInProduction'>;
const DEMO_OPT_IN = 'ALLOW_DEMO_SEED_IN_PRODUCTION=true';

/**
 * The demo accounts' passwords and TOTP secrets are published (README), so a production server does not seed
 * them (ASVS V6.3.2) unless the deployment says it is a demo. main.ts runs this before seeding, so nothing is
 * written first.
 */
export function refuseDemoSeedInProduction(config: DemoSetting): void {
  if (config.env !== 'production' || !config.seedDemo || config.allowDemoSeedInProduction) return;
  throw new ConfigError(
    'NODE_ENV=production would seed the demo accounts, whose passwords are published: SEED_DEMO is on (its ' +
      'default on the embedded database). Set SEED_DEMO=false, or DATABASE_URL for PostgreSQL; a demo deployment ' +
      `sets ${DEMO_OPT_IN}. README "Configuration".`,
  );
}

/** Demo accounts seeded earlier (a demo database put into production) are refused alike, naming them. */
async function refuseDemoAccountsInProduction(db: Queryable, config: DemoSetting): Promise<void> {
  if (config.env !== 'production' || config.allowDemoSeedInProduction) return;
  const demo = [
    DEMO_TRADER.email,
    DEMO_OWNER.email,
    DEMO_FINANCE.email,
    DEMO_RISK.email,
    DEMO_BRAND_ADMIN.email,
    ...RISK_DEMO_TRADERS.map((t) => t.email),
  ];
  const found = await db.query<{ email: string }>(
    `select email from users where lower(email) = any($1::text[])
     union select email from operators where lower(email) = any($1::text[]) order by email`,
    [demo],
  );
  if (found.length)
    throw new ConfigError(
      `NODE_ENV=production with demo accounts in the database (${found.map((r) => r.email).join(', ')}), whose ` +
        `passwords are published: remove them, or set ${DEMO_OPT_IN} for a demo deployment. README "Configuration".`,
    );
}

/** The fingerprint of a secret: keyed by the secret itself, so it can be stored without revealing anything. */
export const secretFingerprint = (secret: string): string =>
  createHmac('sha256', secret).update('portal secret fingerprint').digest('base64url');

/**
 * Every instance on one database must run with the same server secret (JWT_SECRET, or DATA_DIR/secrets/jwt.key
 * when unset): the first one to start records its fingerprint, and one that differs stops here rather than
 * refusing another instance's tokens, signatures and sealed passwords at random behind a load balancer.
 */
async function checkSharedSecret(db: Queryable, config: Config): Promise<void> {
  const mine = secretFingerprint(config.jwtSecret);
  await db.query(
    `insert into secret_fingerprints (name, fingerprint) values ('server', $1) on conflict (name) do nothing`,
    [mine],
  );
  const [row] = await db.query<{ fingerprint: string }>(
    `select fingerprint from secret_fingerprints where name = 'server'`,
  );
  if (row && row.fingerprint !== mine)
    throw new ConfigError(
      'The server secret differs from the one this database was set up with: every instance on one database ' +
        'must have the same JWT_SECRET (or share DATA_DIR/secrets/jwt.key). README "Running several instances".',
    );
}
