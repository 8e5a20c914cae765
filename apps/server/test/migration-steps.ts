import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { migrate, migrationsDir } from '../src/db/migrate.ts';
import { openTestDb } from './test-app.ts';

/**
 * A migration test's database, a fresh one per file: `before()` migrates it up to (not including) the migration
 * named `first`, so the test can store rows as the older code did; `rest()` then runs `first` and every later
 * migration, and `later` names those it must report having run.
 */
export function migrationSteps(first: string) {
  const files = readdirSync(migrationsDir);
  const copy = (names: string[]) => names.forEach((f) => copyFileSync(join(migrationsDir, f), join(dir, f)));
  let db: Db;
  let drop: () => Promise<void>;
  let dir: string;
  beforeAll(async () => {
    ({ db, drop } = await openTestDb());
    dir = mkdtempSync(join(tmpdir(), 'portal-migrations-'));
  });
  afterAll(async () => {
    await drop();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    later: files.filter((f) => f >= first).map((f) => f.replace(/\.sql$/, '')),
    async before(): Promise<Db> {
      copy(files.filter((f) => f < first));
      await migrate(db, dir);
      return db;
    },
    rest(): Promise<string[]> {
      copy(files);
      return migrate(db, dir);
    },
  };
}
