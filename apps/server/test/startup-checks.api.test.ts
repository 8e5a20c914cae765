import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type Config } from '../src/config.ts';
import { RECAPTCHA_TEST_SITE_KEY } from '../src/integrations/captcha/captcha-verifier.ts';
import {
  activeRefreshIntervalMs,
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
      /finance@demo\.test, owner@demo\.test, risk@demo\.test, trader@demo\.test/,
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
