import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { createPglite, openDb, pgliteDb, type Db } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/seed/seed.ts';
import { argon2Hasher } from '../src/modules/auth/password-hasher.ts';
import { totpSecretBox } from '../src/modules/admin-operators/admin-operators.module.ts';
import {
  DEMO_BRAND_ADMIN,
  DEMO_FINANCE,
  DEMO_OWNER,
  DEMO_RISK,
} from '../src/modules/admin-operators/operator-accounts.ts';

/**
 * The migrated, seeded database that every test file starts from (docs/testing.md). Migrating and seeding cost
 * 2.5-7 s a file; the run builds them once (test/global-setup.ts) and each file takes a copy: PGlite loads a dump
 * of the template's data directory, PostgreSQL creates a database from the template database.
 */

/** The server secret the template's demo TOTP secrets are sealed with; each copy reseals them with its own. */
const TEMPLATE_SECRET = 'the-test-template-secret-of-at-least-32-characters';

/** The schema of the PostgreSQL template; each copy renames it, so every file keeps a schema name of its own. */
const TEMPLATE_SCHEMA = 'portal_tpl';

/** What global-setup.ts hands the test files (vitest's provide/inject). */
export type TemplateRef = { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; runId: string };

/** Migrates and seeds as the app's first start does, demo accounts included, sealed with `serverSecret`. */
export async function migrateAndSeed(db: Db, serverSecret: string): Promise<void> {
  await migrate(db);
  await seed(db, { demo: true, hasher: argon2Hasher, sealTotp: totpSecretBox(serverSecret).seal });
}

/** The demo operators' TOTP secrets, sealed again with this copy's server secret (the seed's key differs). */
export async function resealDemoTotp(db: Db, serverSecret: string): Promise<void> {
  const { seal } = totpSecretBox(serverSecret);
  for (const o of [DEMO_OWNER, DEMO_FINANCE, DEMO_RISK, DEMO_BRAND_ADMIN]) {
    await db.query('update operators set totp_secret_sealed = $1 where email = $2', [seal(o.totpSecret), o.email]);
  }
}

// ---- PGlite: a dump of the data directory ---------------------------------------------------------------------

export async function buildPgliteTemplate(dumpFile: string): Promise<void> {
  const pglite = await createPglite();
  await migrateAndSeed(pgliteDb(pglite), TEMPLATE_SECRET);
  // A copy needs only the app's database (PGlite opens `postgres`): without the cluster's two template databases
  // each file loads a third fewer bytes and half the files, about a fifth less time a copy.
  for (const name of ['template0', 'template1']) {
    await pglite.exec(`update pg_database set datistemplate = false where datname = '${name}'`);
    await pglite.exec(`drop database ${name}`);
  }
  // Uncompressed: loading 28 MB is quicker than inflating it, once per file.
  const dump = await pglite.dumpDataDir('none');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
}

let dumpBlob: { file: string; blob: Blob } | undefined;

export function openPgliteCopy(dumpFile: string): Promise<Db> {
  if (dumpBlob?.file !== dumpFile) dumpBlob = { file: dumpFile, blob: new Blob([readFileSync(dumpFile)]) };
  return openDb({ kind: 'pglite', loadDataDir: dumpBlob.blob });
}

// ---- PostgreSQL: CREATE DATABASE … TEMPLATE ------------------------------------------------------------------------

/** A run's databases are named `portal_t_<run>_…` and its template `portal_tpl_<run>`; the run id starts with the time. */
export const newRunId = () => `${Math.floor(Date.now() / 1000).toString(36)}_${randomBytes(3).toString('hex')}`;
const runStartedAt = (runId: string) => parseInt(runId.split('_')[0]!, 36) * 1000;
const templateDatabase = (runId: string) => `portal_tpl_${runId}`;
const copyPrefix = (runId: string) => `portal_t_${runId}_`;

/** `url` with another database. */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function withAdmin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/**
 * Commits need not wait for the disk: a test database never outlives a crash of the server. Per database, not for
 * the cluster, which other work on this machine shares.
 */
const relaxDurability = (c: pg.Client, database: string) =>
  c.query(`alter database ${c.escapeIdentifier(database)} set synchronous_commit = off`);

export async function buildPostgresTemplate(url: string, runId: string): Promise<void> {
  const database = templateDatabase(runId);
  await withAdmin(url, async (c) => {
    await c.query(`create database ${c.escapeIdentifier(database)}`);
    await relaxDurability(c, database);
  });
  const templateUrl = databaseUrl(url, database);
  await withAdmin(templateUrl, (c) => c.query(`create schema ${TEMPLATE_SCHEMA}`));
  const db = await openDb({ kind: 'postgres', url: templateUrl, schema: TEMPLATE_SCHEMA, maxConnections: 2 });
  try {
    await migrateAndSeed(db, TEMPLATE_SECRET);
  } finally {
    await db.close();
  }
}

/**
 * A copy of the run's template for one test file: a database of its own whose schema takes the file's name, so
 * the names derived from it (LISTEN channels, listener and application names) stay unique on the server.
 */
export async function createPostgresCopy(url: string, runId: string): Promise<{ database: string; schema: string }> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const database = `${copyPrefix(runId)}${schema}`;
  await withAdmin(url, async (c) => {
    await c.query(
      `create database ${c.escapeIdentifier(database)} template ${c.escapeIdentifier(templateDatabase(runId))}`,
    );
    await relaxDurability(c, database);
  });
  await withAdmin(databaseUrl(url, database), (c) => c.query(`alter schema ${TEMPLATE_SCHEMA} rename to ${schema}`));
  return { database, schema };
}

/**
 * DROP DATABASE waits for a checkpoint (1-3 s on a busy machine), so a file only marks its copy as done, and the
 * run's reaper (global-setup.ts) drops it in the background.
 */
export const markDone = (url: string, database: string) =>
  withAdmin(url, (c) => c.query(`comment on database ${c.escapeIdentifier(database)} is 'done'`));

const dropDatabase = (c: pg.Client, database: string) =>
  c.query(`drop database if exists ${c.escapeIdentifier(database)} with (force)`);

/** Drops the run's copies marked done (all of them with `all`, once the run is over) and returns how many. */
export async function reap(url: string, runId: string, options: { all: boolean }): Promise<number> {
  return withAdmin(url, async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      `select d.datname from pg_database d
         left join pg_shdescription s on s.objoid = d.oid and s.classoid = 'pg_database'::regclass
        where starts_with(d.datname, $1) and ($2 or s.description = 'done')`,
      [copyPrefix(runId), options.all],
    );
    for (const { datname } of rows) await dropDatabase(c, datname);
    if (options.all) await dropDatabase(c, templateDatabase(runId));
    return rows.length;
  });
}

/** Drops what runs killed before their teardown left behind: their ids are older than any run lasts. */
export async function dropAbandoned(url: string, olderThanMs = 6 * 3_600_000): Promise<void> {
  await withAdmin(url, async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      `select datname from pg_database where datname like 'portal\\_t%'`,
    );
    for (const { datname } of rows) {
      const runId = /^portal_(?:tpl|t)_([0-9a-z]+_[0-9a-f]{6})(?:_|$)/.exec(datname)?.[1];
      if (runId && Date.now() - runStartedAt(runId) > olderThanMs) await dropDatabase(c, datname);
    }
  });
}
