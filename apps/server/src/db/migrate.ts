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

/** Splits a migration on statement-ending semicolons (our migrations hold no functions or quoted `;`). */
function splitStatements(sql: string): string[] {
  return sql
    .replace(/--.*$/gm, '')
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.trim())
    .filter(Boolean);
}
