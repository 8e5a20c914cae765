import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import lightMyRequest, { type InjectOptions } from 'light-my-request';
import { afterAll, beforeAll, inject } from 'vitest';
import { SITE_VERSION, SITE_VERSION_HEADER } from '@portal/contract';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDb, type Db } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { DEMO_TRADER } from '../src/seed/seed.ts';
import type { ServiceOverrides } from '../src/modules.ts';
import type { WebhookSender } from '../src/integrations/payments/sandbox/sandbox-provider.ts';
import { outboxMails } from './eml.ts';
import { checkRepliesAgainstDocument } from './openapi-replies.ts';
import {
  createPostgresCopy,
  databaseUrl,
  markDone,
  migrateAndSeed,
  openPgliteCopy,
  resealDemoTotp,
} from './template-db.ts';

/**
 * A fresh app on a fresh, migrated and seeded database for one test file: embedded PGlite, or, when
 * TEST_DATABASE_URL is set, a database of its own on that PostgreSQL server (dropped afterwards). The database is a
 * copy of the run's template (test/template-db.ts) when the run has one. Mail goes to a temporary outbox.
 */
export type TestApp = {
  app: App;
  db: Db;
  config: Config;
  outboxDir: string;
  dialect: 'pglite' | 'postgres';
  /** PostgreSQL: the application_name of this app's connections, so a test can find (and end) only its own. */
  applicationName: string | undefined;
  close(): Promise<void>;
};

export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

type TestDb = { db: Db; applicationName: string | undefined; drop(): Promise<void> };

/** An empty database (no migration run), e.g. for the migrations' own tests: PGlite, or a schema in TEST_DATABASE_URL. */
export async function openTestDb(): Promise<TestDb> {
  if (!testDatabaseUrl) {
    const db = await openDb({ kind: 'pglite' });
    return { db, applicationName: undefined, drop: () => db.close() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const applicationName = `portal_test_${schema}`;
  const db = await openDb({ kind: 'postgres', url: testDatabaseUrl, schema, maxConnections: 20, applicationName });
  return {
    db,
    applicationName,
    async drop() {
      await db.close();
      const c = new pg.Client({ connectionString: testDatabaseUrl });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}

/** A copy of the run's migrated, seeded template, or undefined when this run has none. */
async function openTemplateCopy(): Promise<TestDb | undefined> {
  const ref = inject('testTemplate'); // global-setup.ts; absent when the file runs without it
  if (!ref) return undefined;
  if (ref.kind === 'pglite') {
    if (testDatabaseUrl) return undefined;
    const db = await openPgliteCopy(ref.dumpFile);
    return { db, applicationName: undefined, drop: () => db.close() };
  }
  if (!testDatabaseUrl) return undefined;
  const { database, schema } = await createPostgresCopy(testDatabaseUrl, ref.runId);
  const applicationName = `portal_test_${schema}`;
  const url = databaseUrl(testDatabaseUrl, database);
  const db = await openDb({ kind: 'postgres', url, schema, maxConnections: 20, applicationName });
  return {
    db,
    applicationName,
    async drop() {
      await db.close();
      await markDone(testDatabaseUrl, database);
    },
  };
}

export type TestAppOptions = {
  config?: Partial<Config>;
  env?: Record<string, string>;
  /** Turns the app's logger on, writing each line here (at LOG_LEVEL, silent unless `env` sets it). */
  logStream?: { write(line: string): void };
  /**
   * A database of the caller's (e.g. one a spawned server process will use) instead of a fresh one: migrated and
   * seeded here too, and left open and in place on close.
   */
  database?: Db;
} & ServiceOverrides;

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', SANDBOX_PAYMENT_CONFIRM_MS: '0', ...options.env },
    { dataDir, ...options.config },
  );
  const copy = options.database ? undefined : await openTemplateCopy();
  const { db, applicationName, drop } = options.database
    ? { db: options.database, applicationName: undefined, drop: async () => undefined }
    : (copy ?? (await openTestDb()));
  // A copy is migrated and seeded already, its demo TOTP secrets sealed with the template's key.
  if (copy) await resealDemoTotp(db, config.jwtSecret);
  else await migrateAndSeed(db, config.jwtSecret);
  const { config: _c, env: _e, logStream, database: _d, ...overrides } = options;
  // The sandbox payment provider's webhooks are delivered into this very app, never over the network.
  const self: { app?: App } = {};
  const intoApp: WebhookSender = async (url, headers, body) =>
    (await self.app!.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body })).statusCode;
  const app = await buildApp({
    config,
    db,
    ...(logStream ? { logger: true, logStream } : { logger: false }),
    webhookSender: intoApp,
    ...overrides,
  });
  self.app = app;
  // Every reply this app sends is checked against the committed OpenAPI document (openapi-replies.ts).
  const replies = checkRepliesAgainstDocument(app);
  replyChecks.set(app, replies);
  await app.ready();
  return {
    app,
    db,
    config,
    outboxDir: join(dataDir, 'outbox'),
    dialect: db.dialect,
    applicationName,
    async close() {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
      replies.assertNoneLeft();
    },
  };
}

export { DEMO_TRADER };

/**
 * A value a describe block (or a file, at its top) makes in a beforeAll registered where this is called, handed out
 * at once: the handle's fields (every field of T, named in `fields`) read the value once it is made, its methods
 * called on it, so tests and later hooks use the handle as they would a `let` set in beforeAll. Read while the block
 * is being collected, a field throws.
 */
export function madeBeforeAll<T extends object>(make: () => Promise<T>, fields: { [K in keyof Required<T>]: true }): T {
  let made: T | undefined;
  beforeAll(async () => {
    made = await make();
  });
  const handle = {} as T;
  for (const field of Object.keys(fields) as (keyof T)[])
    Object.defineProperty(handle, field, {
      enumerable: true,
      get: () => {
        if (!made) throw new Error(`${String(field)} is read before its beforeAll made it`);
        const value = made[field];
        return typeof value === 'function' ? value.bind(made) : value;
      },
    });
  return handle;
}

/** The app of a describe block (or of a file, at its top), made before its tests and closed after them. */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const t = madeBeforeAll(() => createTestApp(options), {
    app: true,
    db: true,
    config: true,
    outboxDir: true,
    dialect: true,
    applicationName: true,
    close: true,
  });
  afterAll(() => t.close());
  return t;
}

/** An empty database of the describe block (openTestDb), migrated unless told not to, dropped after its tests. */
export function useTestDb({ migrated = true } = {}): Db {
  let drop = async () => {};
  const db = madeBeforeAll(
    async () => {
      const opened = await openTestDb();
      drop = opened.drop;
      if (migrated) await migrate(opened.db);
      return opened.db;
    },
    {
      query: true,
      afterCommit: true,
      dialect: true,
      transaction: true,
      exec: true,
      dedicated: true,
      listen: true,
      close: true,
    },
  );
  afterAll(() => drop());
  return db;
}

/** A temporary directory of the describe block (its `path`), made before its tests and removed after them. */
export function useTempDir(prefix: string): { path: string } {
  const dir = madeBeforeAll(async () => ({ path: mkdtempSync(join(tmpdir(), prefix)) }), { path: true });
  afterAll(() => rmSync(dir.path, { recursive: true, force: true }));
  return dir;
}

const replyChecks = new WeakMap<App, ReturnType<typeof checkRepliesAgainstDocument>>();

/**
 * Which listener a request arrives on: the trader app's (PORT, `app.inject`) or the console's (CONSOLE_PORT,
 * decision 054), whose requests main.ts hands to `app.consoleRouting`.
 */
export type Listener = 'trader' | 'console';

/** A request injected as it would arrive on one of the process's listeners. */
export function injectInto(t: TestApp, listener: Listener, options: InjectOptions) {
  return listener === 'console' ? lightMyRequest(t.app.consoleRouting, options) : t.app.inject(options);
}

type Json = Record<string, unknown>;
export type Reply<T = Json> = { status: number; result: number; data: T; headers: Record<string, unknown> };

/** Calls the API as the web app does: JSON body, site version header, optional bearer token and host. */
export async function call<T = Json>(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  options: { body?: unknown; token?: string; host?: string; headers?: Record<string, string>; ip?: string } = {},
): Promise<Reply<T>> {
  const res = await t.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      host: options.host ?? 'localhost',
      [SITE_VERSION_HEADER]: SITE_VERSION,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined && typeof options.body !== 'string' ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined
      ? { payload: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }
      : {}),
  });
  const mismatch = replyChecks.get(t.app)?.take(res.headers['x-request-id']);
  if (mismatch) throw new Error(mismatch);
  const parsed = res.body ? (JSON.parse(res.body) as { result: number; data: T }) : { result: NaN, data: null as T };
  return { status: res.statusCode, result: parsed.result, data: parsed.data, headers: res.headers };
}

/** Delivers the queued mail and returns the newest code e-mailed to `email`, as the trader reads it. */
export async function latestCode(t: TestApp, email: string): Promise<string> {
  await t.app.modules.mail.services.mailDispatcher.flush();
  const mails = await outboxMails(t.outboxDir, email);
  const code = mails.at(-1)?.code;
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export const STRONG_PASSWORD = 'Str0ng#Pass';

let counter = 0;
/** A unique e-mail per call, so tests in one file never collide. */
export const uniqueEmail = (prefix = 'trader') => `${prefix}.${Date.now().toString(36)}.${counter++}@example.com`;

/** Registers, verifies and returns a signed-in trader with its tokens. */
export async function signedInTrader(
  t: TestApp,
  email = uniqueEmail(),
  password = STRONG_PASSWORD,
  host = 'localhost',
) {
  const reg = await call(t, 'POST', '/api/auth/v1/Register', {
    host,
    body: { email, password, firstName: 'Test', lastName: 'Trader', acceptTerms: true },
  });
  if (reg.result !== 0) throw new Error(`register failed: ${reg.result}`);
  const code = await latestCode(t, email);
  const v = await call<{ token: string; refreshToken: string }>(t, 'POST', '/api/auth/v1/VerifyEmailWithCode', {
    host,
    body: { email, code },
  });
  if (v.result !== 0) throw new Error(`verify failed: ${v.result}`);
  return { email, password, token: v.data.token, refreshToken: v.data.refreshToken };
}
