import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, SITE_VERSION, SITE_VERSION_HEADER } from '@portal/contract';
import { testDatabaseUrl } from './test-app.ts';

/**
 * The real server process on a database of its own: PostgreSQL ending the server's connections (failover,
 * restart, idle timeout, an administrator) must not stop the process; it reconnects by itself.
 * Runs in the api-postgres project only (*.pg.api.test.ts).
 */
const repoRoot = resolve(import.meta.dirname, '../../..');
const suffix = randomBytes(5).toString('hex');
const dbName = `portal_resilience_${suffix}`;
const appName = `portal_resilience_${suffix}`;

const freePort = () =>
  new Promise<number>((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: testDatabaseUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Ends every backend the server holds, idle or not; returns how many. */
const terminateServerConnections = () =>
  admin(async (c) => {
    const r = await c.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid()`,
      [appName],
    );
    return r.rowCount ?? 0;
  });

describe('database outage: the server process (PostgreSQL)', () => {
  let child: ChildProcess;
  let port: number;
  let dataDir: string;
  let output = '';
  let exited: { code: number | null; signal: string | null } | undefined;
  const tail = () => output.slice(-3000);

  const brand = async () => {
    const res = await fetch(`http://127.0.0.1:${port}${ApiPath.brand}`, {
      headers: { [SITE_VERSION_HEADER]: SITE_VERSION },
      signal: AbortSignal.timeout(5000),
    });
    return { status: res.status, body: (await res.json()) as { result: number } };
  };

  beforeAll(async () => {
    await admin((c) => c.query(`create database ${dbName}`));
    port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'portal-resilience-'));
    const url = new URL(testDatabaseUrl!);
    url.pathname = `/${dbName}`;
    url.searchParams.set('application_name', appName);
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code, signal) => (exited = { code, signal }));
    const deadline = Date.now() + 45_000;
    for (;;) {
      if (exited) throw new Error(`server exited on start (${JSON.stringify(exited)}):\n${output}`);
      try {
        if ((await brand()).body.result === 0) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 60_000);

  afterAll(async () => {
    if (child && !exited) {
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([gone, new Promise((r) => setTimeout(r, 15_000))]);
      if (!exited) child.kill('SIGKILL');
    }
    await admin((c) => c.query(`drop database if exists ${dbName} with (force)`));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('survives PostgreSQL terminating its connections, idle and busy, and serves again by itself', async () => {
    for (let round = 0; round < 3; round++) {
      // The server's background jobs hold connections too; whatever it holds right now is ended.
      expect(await terminateServerConnections()).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 1500)); // a market tick and the pool's reaction both happen
      expect(exited, tail()).toBeUndefined();
      const after = await brand();
      expect(after.body.result, tail()).toBe(0);
      expect(after.status).toBe(200);
    }
    expect(exited, tail()).toBeUndefined();
    expect(output).not.toMatch(/shutting down after an error/);
    // The loss is logged as a warning, briefly: not the driver's client object with its whole state.
    expect(output).toMatch(/database connection lost/);
    expect(output).not.toMatch(/connectionParameters/);
  }, 30_000);
});
