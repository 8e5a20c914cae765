import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  const dirs: string[] = [];
  const temp = () => {
    const d = mkdtempSync(join(tmpdir(), 'config-'));
    dirs.push(d);
    return d;
  };
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('has the documented defaults', () => {
    const base = temp();
    const c = loadConfig({ INIT_CWD: base });
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: join(base, 'data'),
      databaseUrl: undefined,
      seedDemo: true,
      accessTokenTtlSeconds: 600,
    });
  });

  it('expires unpaid orders after UNPAID_ORDER_TTL_MINUTES (60 by default, 1 to 10080)', () => {
    const base = temp();
    expect(loadConfig({ INIT_CWD: base }).unpaidOrderTtlMs).toBe(60 * 60_000);
    expect(loadConfig({ INIT_CWD: base, UNPAID_ORDER_TTL_MINUTES: '15' }).unpaidOrderTtlMs).toBe(15 * 60_000);
    for (const bad of ['0', '10081', '1.5', 'soon'])
      expect(() => loadConfig({ INIT_CWD: base, UNPAID_ORDER_TTL_MINUTES: bad }), bad).toThrow(ConfigError);
  });

  it('listens on several addresses when HOST lists them (a brand per loopback address)', () => {
    const base = temp();
    expect(loadConfig({ INIT_CWD: base, HOST: '127.0.0.1, 127.0.0.2' })).toMatchObject({
      host: '127.0.0.1',
      extraHosts: ['127.0.0.2'],
    });
    expect(loadConfig({ INIT_CWD: base }).extraHosts).toEqual([]);
    expect(() => loadConfig({ INIT_CWD: base, HOST: '127.0.0.1,' })).toThrow(ConfigError);
  });

  it('gives the console a port of its own (PORT + 1 by default) and takes its public origin as an origin only', () => {
    const base = temp();
    expect(loadConfig({ INIT_CWD: base })).toMatchObject({ consolePort: 3001, consoleOrigin: undefined });
    expect(loadConfig({ INIT_CWD: base, PORT: '8080' }).consolePort).toBe(8081);
    expect(loadConfig({ INIT_CWD: base, CONSOLE_PORT: '9000' }).consolePort).toBe(9000);
    expect(loadConfig({ INIT_CWD: base, CONSOLE_ORIGIN: 'https://console.firm.example/' }).consoleOrigin).toBe(
      'https://console.firm.example',
    );
    for (const bad of [
      { CONSOLE_PORT: '3000' },
      { PORT: '0' },
      { PORT: '65535' },
      { CONSOLE_ORIGIN: 'https://console.firm.example/backoffice' },
      { CONSOLE_ORIGIN: 'ftp://console.firm.example' },
      { CONSOLE_ORIGIN: 'console.firm.example' },
    ])
      expect(() => loadConfig({ INIT_CWD: base, ...bad }), JSON.stringify(bad)).toThrow(/CONSOLE_(PORT|ORIGIN)/);
  });

  it('resolves a relative DATA_DIR against the folder the command was typed in (npm INIT_CWD)', () => {
    const base = temp();
    expect(loadConfig({ INIT_CWD: base, DATA_DIR: 'var/portal' }).dataDir).toBe(join(base, 'var/portal'));
  });

  it('generates the signing secret once under DATA_DIR and reuses it', () => {
    const dir = temp();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'secrets/jwt.key'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it('does not seed the demo trader on PostgreSQL unless asked', () => {
    const env = { DATA_DIR: temp(), DATABASE_URL: 'postgres://u@db:5432/portal' };
    expect(loadConfig(env).seedDemo).toBe(false);
    expect(loadConfig({ ...env, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('never allows the demo accounts in production unless told; a trader idles out after 30 minutes by default', () => {
    const dir = temp();
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' }).allowDemoSeedInProduction).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, ALLOW_DEMO_SEED_IN_PRODUCTION: 'true' }).allowDemoSeedInProduction).toBe(true);
    expect(loadConfig({ DATA_DIR: dir }).traderIdleTimeoutMs).toBe(1_800_000);
    expect(loadConfig({ DATA_DIR: dir, TRADER_IDLE_TIMEOUT_MS: '3600000' }).traderIdleTimeoutMs).toBe(3_600_000);
    expect(() => loadConfig({ DATA_DIR: dir, TRADER_IDLE_TIMEOUT_MS: '1000' })).toThrow(/TRADER_IDLE_TIMEOUT_MS/);
  });

  it('bounds the PostgreSQL connect wait and idle time, with defaults that fail fast', () => {
    const dir = temp();
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({ dbConnectTimeoutMs: 5000, dbIdleTimeoutMs: 30_000 });
    expect(loadConfig({ DATA_DIR: dir, DB_CONNECT_TIMEOUT_MS: '1500', DB_IDLE_TIMEOUT_MS: '0' })).toMatchObject({
      dbConnectTimeoutMs: 1500,
      dbIdleTimeoutMs: 0,
    });
    expect(() => loadConfig({ DATA_DIR: dir, DB_CONNECT_TIMEOUT_MS: '0' })).toThrow(/DB_CONNECT_TIMEOUT_MS/);
    expect(() => loadConfig({ DATA_DIR: dir, DB_IDLE_TIMEOUT_MS: 'soon' })).toThrow(/DB_IDLE_TIMEOUT_MS/);
  });

  it('takes bridge events dated up to 30 s ahead by default (clock skew), bounded to 5 minutes', () => {
    const dir = temp();
    expect(loadConfig({ DATA_DIR: dir }).bridgeMaxAheadSeconds).toBe(30);
    expect(loadConfig({ DATA_DIR: dir, BRIDGE_MAX_AHEAD_SECONDS: '0' }).bridgeMaxAheadSeconds).toBe(0);
    expect(() => loadConfig({ DATA_DIR: dir, BRIDGE_MAX_AHEAD_SECONDS: '301' })).toThrow(/BRIDGE_MAX_AHEAD_SECONDS/);
    expect(() => loadConfig({ DATA_DIR: dir, BRIDGE_MAX_AHEAD_SECONDS: '-1' })).toThrow(/BRIDGE_MAX_AHEAD_SECONDS/);
  });

  it('refuses wrong values with a message naming each variable', () => {
    const bad = { DATA_DIR: temp(), PORT: 'eighty', DATABASE_URL: 'not a url', JWT_SECRET: 'short' };
    expect(() => loadConfig(bad)).toThrow(ConfigError);
    expect(() => loadConfig(bad)).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*JWT_SECRET/);
  });

  it('serves the API docs outside production only, unless API_DOCS says otherwise', () => {
    const dir = temp();
    expect(loadConfig({ DATA_DIR: dir }).apiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dir, API_DOCS: 'maybe' })).toThrow(/API_DOCS/);
  });

  it('logs one-time codes only without SMTP and outside production', () => {
    const dir = temp();
    const smtp = { SMTP_URL: 'smtp://mail.example:25' };
    expect(loadConfig({ DATA_DIR: dir }).logOneTimeCodes).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, ...smtp }).logOneTimeCodes).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' }).logOneTimeCodes).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', ...smtp }).logOneTimeCodes).toBe(false);
  });
});
