import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './client.ts';

/** Numbered, forward-only SQL files; `migrations/` sits beside this module in src and in the build. */
export const migrationsDir = new URL('./migrations/', import.meta.url).pathname;

const MIGRATION_LOCK = 727_001; // advisory lock key: one instance migrates at a time

export function listMigrations(dir = migrationsDir): { version: string; sql: string }[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: f.replace(/\.sql$/, ''), sql: readFileSync(join(dir, f), 'utf8') }));
}

/** Applies every migration not applied yet, each in its own transaction; returns the versions applied. */
export async function migrate(db: Db, dir = migrationsDir): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    version text primary key,
    applied_at timestamptz not null default now()
  )`);
  const applied: string[] = [];
  for (const m of listMigrations(dir)) {
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const rows = await tx.query('select 1 from schema_migrations where version = $1', [m.version]);
      if (rows.length > 0) return false;
      for (const statement of splitStatements(m.sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (version) values ($1)', [m.version]);
      return true;
    });
    if (done) applied.push(m.version);
  }
  return applied;
}

/**
 * Splits a migration into statements on the semicolons that end them. A semicolon inside a dollar-quoted
 * body ($$ … $$ or $tag$ … $tag$, as functions and triggers need), a quoted string or a comment does not end
 * a statement. Comments are dropped outside quoted text only.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i]!;
    const rest = sql.slice(i);
    if (rest.startsWith('--')) {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end;
      continue;
    }
    const dollar = /^\$[A-Za-z_]*\$/.exec(rest);
    if (dollar) {
      const close = sql.indexOf(dollar[0], i + dollar[0].length);
      const end = close === -1 ? sql.length : close + dollar[0].length;
      current += sql.slice(i, end);
      i = end;
      continue;
    }
    if (ch === "'" || ch === '"') {
      let end = i + 1;
      // a doubled quote inside the text is the quote itself
      while (end < sql.length && !(sql[end] === ch && sql[end + 1] !== ch)) end += sql[end] === ch ? 2 : 1;
      current += sql.slice(i, end + 1);
      i = end + 1;
      continue;
    }
    if (ch === ';') {
      statements.push(current);
      current = '';
      i += 1;
      continue;
    }
    current += ch;
    i += 1;
  }
  statements.push(current);
  return statements.map((s) => s.trim()).filter(Boolean);
}
