import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type Config } from '../src/config.ts';
import { RECAPTCHA_TEST_SITE_KEY } from '../src/integrations/captcha/captcha-verifier.ts';
import { createEnvelopes } from '../src/lib/envelope-encryption.ts';
import { createProviderKeysService, secretContext } from '../src/modules/providers/provider-keys.service.ts';
import {
  activeRefreshIntervalMs,
  checkProviderSecrets,
  refuseDemoSeedInProduction,
  refuseIdleLimitBelowRefreshCadence,
  refuseLoopbackRequestsInProduction,
  runStartupChecks,
} from '../src/startup-checks.ts';
import { createTestApp, type TestApp, useTestApp } from './test-app.ts';

const REAL_SITE_KEY = '6Lc_real_site_key_of_bluewave_000000000000';

// main.ts runs these checks against the brands in the database before it listens.
describe('start-up checks: the bot-check setup of the brands', () => {
  const t = useTestApp();

  const setSiteKey = (code: string, key: string | null) =>
    t.db.query(
      `update brands set settings = settings || jsonb_build_object('recaptchaSiteKey', $2::text) where code = $1`,
      [code, key],
    );
  const check = async (config: Partial<Config>) => {
    const warnings: string[] = [];
    await runStartupChecks(
      // The test app seeds the demo accounts; their own check is the next suite's.
      { ...t.config, allowDemoSeedInProduction: true, ...config },
      { ...t.app.modules.brands.services, db: t.db },
      {
        warn: (m) => warnings.push(m),
      },
    );
    return warnings;
  };

  it('refuses to start in production with a real site key and no RECAPTCHA_SECRET, naming the brand', async () => {
    await setSiteKey('bluewave', REAL_SITE_KEY);
    const start = check({ env: 'production', recaptchaSecret: undefined });
    await expect(start).rejects.toThrow(ConfigError);
    await expect(check({ env: 'production', recaptchaSecret: undefined })).rejects.toThrow(
      /RECAPTCHA_SECRET[\s\S]*bluewave/,
    );
  });

  it('starts in production with that key once RECAPTCHA_SECRET is set, and outside production without it', async () => {
    await setSiteKey('bluewave', REAL_SITE_KEY);
    await expect(check({ env: 'production', recaptchaSecret: 'the-secret' })).resolves.toBeDefined();
    expect(await check({ env: 'development', recaptchaSecret: undefined })).toEqual([]);
    expect(await check({ env: 'test', recaptchaSecret: undefined })).toEqual([]);
  });

  it("starts in production on the provider's test key, warning that its bot-check cannot be passed", async () => {
    await setSiteKey('bluewave', RECAPTCHA_TEST_SITE_KEY);
    const warnings = await check({ env: 'production', recaptchaSecret: undefined });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/bluewave/);
    expect(warnings[0]).toMatch(/northwind/);
  });

  it('refuses OUTGOING_REQUESTS_ALLOW_LOOPBACK in production, and takes it in development and tests', async () => {
    const allowed = loadConfig(
      { NODE_ENV: 'production', OUTGOING_REQUESTS_ALLOW_LOOPBACK: 'true' },
      { dataDir: t.config.dataDir },
    );
    expect(allowed.outgoingAllowLoopback).toBe(true);
    expect(() => refuseLoopbackRequestsInProduction(allowed)).toThrow(/OUTGOING_REQUESTS_ALLOW_LOOPBACK/);
    await expect(check({ env: 'production', outgoingAllowLoopback: true })).rejects.toThrow(ConfigError);
    await expect(check({ env: 'production', outgoingAllowLoopback: false })).resolves.toBeDefined();
    expect(await check({ env: 'development', outgoingAllowLoopback: true })).toEqual([]);
    expect(await check({ env: 'test', outgoingAllowLoopback: true })).toEqual([]);
  });

  it('refuses to start with another server secret than the instances before it on this database', async () => {
    await expect(check({})).resolves.toBeDefined();
    const other = check({ jwtSecret: 'another-secret-of-at-least-32-characters!!' });
    await expect(other).rejects.toThrow(ConfigError);
    await expect(check({ jwtSecret: 'another-secret-of-at-least-32-characters!!' })).rejects.toThrow(/JWT_SECRET/);
    await expect(check({})).resolves.toBeDefined();
  });
});

// main.ts runs this after the checks above: a rotation finishes at start, and secrets that do not open stop production.
describe('start-up checks: the brands’ provider secrets', () => {
  const t = useTestApp();
  const key = (id: string) => ({ id, key: randomBytes(32) });
  const [oldKey, newKey, otherKey] = [key('old'), key('new'), key('other')];
  const keysOf = (...keys: (typeof oldKey)[]) =>
    createProviderKeysService({
      db: t.db,
      envelopes: createEnvelopes(keys),
      providersRepository: t.app.modules.providers.services.providersRepository,
    });
  const logged = () => {
    const lines: { fields: object; message: string }[] = [];
    const line = (fields: object, message: string) => void lines.push({ fields, message });
    return { lines, log: { info: line, error: line } };
  };
  const check = (env: Config['env'], providerKeys: ReturnType<typeof keysOf>, log = logged().log) =>
    checkProviderSecrets({ env }, { providerKeys, db: t.db }, log);

  let brandId: string;
  beforeAll(async () => {
    brandId = (await t.db.query<{ id: string }>(`select id from brands where code = 'northwind'`))[0]!.id;
    const { providersRepository: repo } = t.app.modules.providers.services;
    const at = new Date();
    await repo.saveProvider(t.db, {
      brandId,
      kind: 'payments',
      provider: 'stripe',
      publicSettings: {},
      at,
      by: 'test',
    });
    const sealing = keysOf(oldKey).envelopes;
    for (const [name, value] of Object.entries({ secretKey: 'sk_test_startup', webhookSecret: 'whsec_startup' }))
      await repo.saveSecret(t.db, {
        brandId,
        provider: 'stripe',
        name,
        envelope: sealing.seal(value, secretContext(brandId, 'stripe', name)),
        at,
        by: 'test',
      });
  });

  it('re-wraps the data keys under the newest master key at start, the secrets unchanged', async () => {
    const { lines, log } = logged();
    const rotated = keysOf(newKey, oldKey);
    await check('production', rotated, log);
    expect(lines).toEqual([{ fields: { rewrapped: 2 }, message: expect.stringMatching(/re-wrapped/) }]);
    const rows = await t.db.query<{ master_key_id: string }>(
      `select master_key_id from provider_secrets where brand_id = $1`,
      [brandId],
    );
    expect(rows.map((r) => r.master_key_id)).toEqual(['new', 'new']);
    // The old key can go: the new one alone opens them.
    expect(await keysOf(newKey).secrets(brandId, 'stripe')).toEqual({
      secretKey: 'sk_test_startup',
      webhookSecret: 'whsec_startup',
    });
    const again = logged();
    await check('production', rotated, again.log);
    expect(again.lines).toEqual([]);
  });

  it('refuses to start in production with a chosen provider’s secret no key opens, naming brand and provider, never the secret', async () => {
    const { lines, log } = logged();
    const start = check('production', keysOf(otherKey), log);
    await expect(start).rejects.toThrow(ConfigError);
    await expect(start).rejects.toThrow(/northwind: stripe secretKey; northwind: stripe webhookSecret/);
    const said = JSON.stringify(lines) + String(await start.catch((e: unknown) => e));
    expect(said).not.toMatch(/sk_test_startup|whsec_startup/);
    expect(lines[0]!.message).toMatch(/refusing to start/);
    // Outside production it says so and starts.
    const dev = logged();
    await expect(check('development', keysOf(otherKey), dev.log)).resolves.toBeUndefined();
    expect(dev.lines[0]!.message).toMatch(/northwind: stripe secretKey/);
  });

  it('starts once the brand is back on the sandbox: its kept Stripe keys serve no new payment', async () => {
    const { providersRepository: repo } = t.app.modules.providers.services;
    await repo.saveProvider(t.db, {
      brandId,
      kind: 'payments',
      provider: 'sandbox',
      publicSettings: {},
      at: new Date(),
      by: 'test',
    });
    await expect(check('production', keysOf(otherKey))).resolves.toBeUndefined();
  });
});

// Gap 3 of docs/security.md (ASVS V6.3.2): the demo accounts' credentials are published in the README.
describe('start-up checks: no demo accounts in production unless the deployment opts in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(); // seeds the demo trader, owner and finance operator
  });
  afterAll(() => t.close());

  const check = (config: Partial<Config>) =>
    runStartupChecks(
      { ...t.config, ...config },
      { ...t.app.modules.brands.services, db: t.db },
      { warn: () => undefined },
    );
  const production = { env: 'production', seedDemo: false, allowDemoSeedInProduction: false } as const;

  it('refuses NODE_ENV=production with demo seeding before anything is seeded, with what to set', () => {
    const refuse = () => refuseDemoSeedInProduction({ ...production, seedDemo: true });
    expect(refuse).toThrow(ConfigError);
    expect(refuse).toThrow(/SEED_DEMO=false[\s\S]*ALLOW_DEMO_SEED_IN_PRODUCTION=true/);
    // the embedded database seeds by default: the same refusal from the configuration as the server reads it
    expect(() =>
      refuseDemoSeedInProduction(loadConfig({ NODE_ENV: 'production' }, { dataDir: t.config.dataDir })),
    ).toThrow(/SEED_DEMO/);
    expect(() =>
      refuseDemoSeedInProduction({ ...production, seedDemo: true, allowDemoSeedInProduction: true }),
    ).not.toThrow();
    expect(() => refuseDemoSeedInProduction({ ...production, env: 'development', seedDemo: true })).not.toThrow();
    expect(() => refuseDemoSeedInProduction(production)).not.toThrow();
  });

  it('refuses NODE_ENV=production with demo accounts already in the database, naming them', async () => {
    await expect(check(production)).rejects.toThrow(ConfigError);
    await expect(check(production)).rejects.toThrow(
      /finance@demo\.test, northwind-admin@demo\.test, owner@demo\.test, risk@demo\.test, trader@demo\.test/,
    );
    await expect(check({ ...production, seedDemo: true })).rejects.toThrow(/SEED_DEMO/);
    await expect(check({ ...production, allowDemoSeedInProduction: true })).resolves.toBeUndefined();
    await expect(check({ ...production, env: 'development' })).resolves.toBeUndefined();
  });

  it('starts in production once the demo accounts are gone', async () => {
    await t.db.query(`update users set email = 'renamed-' || email where email like '%@demo.test'`);
    await t.db.query(`update operators set email = 'renamed-' || email where email like '%@demo.test'`);
    await expect(check(production)).resolves.toBeUndefined();
  });
});

describe('start-up checks: the traders’ idle limit outlasts an active app’s refreshes', () => {
  it('refuses TRADER_IDLE_TIMEOUT_MS not longer than an access token’s life plus a live stream’s, naming both', () => {
    const config = loadConfig({ NODE_ENV: 'test' }, { dataDir: mkdtempSync(join(tmpdir(), 'portal-idle-')) });
    expect(config.traderIdleTimeoutMs).toBe(30 * 60_000);
    expect(activeRefreshIntervalMs(config)).toBe(20 * 60_000); // 10-minute access tokens, 10-minute streams
    expect(() => refuseIdleLimitBelowRefreshCadence(config)).not.toThrow();
    const short = { ...config, traderIdleTimeoutMs: 20 * 60_000 };
    expect(() => refuseIdleLimitBelowRefreshCadence(short)).toThrow(ConfigError);
    expect(() => refuseIdleLimitBelowRefreshCadence(short)).toThrow(/TRADER_IDLE_TIMEOUT_MS[\s\S]*ACCESS_TOKEN_TTL/);
    expect(() => refuseIdleLimitBelowRefreshCadence({ ...config, accessTokenTtlSeconds: 3600 })).toThrow(ConfigError);
  });
});
