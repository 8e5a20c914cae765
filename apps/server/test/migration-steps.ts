import { copyFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../src/db/client.ts';
import { migrate, migrationsDir } from '../src/db/migrate.ts';
import { useTempDir, useTestDb } from './test-app.ts';

/**
 * A migration test's database, a fresh one per file: `before()` migrates it up to (not including) the migration
 * named `first`, so the test can store rows as the older code did; `rest()` then runs `first` and every later
 * migration, and `later` names those it must report having run.
 */
export function migrationSteps(first: string) {
  const files = readdirSync(migrationsDir);
  const copy = (names: string[]) => names.forEach((f) => copyFileSync(join(migrationsDir, f), join(dir.path, f)));
  const db = useTestDb({ migrated: false });
  const dir = useTempDir('portal-migrations-');
  return {
    later: files.filter((f) => f >= first).map((f) => f.replace(/\.sql$/, '')),
    async before(): Promise<Db> {
      copy(files.filter((f) => f < first));
      await migrate(db, dir.path);
      return db;
    },
    rest(): Promise<string[]> {
      copy(files);
      return migrate(db, dir.path);
    },
  };
}
