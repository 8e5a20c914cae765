import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** The built server a bench starts (`npm run build -w @portal/server`), and the folder it runs in. */
export function builtServer(): { serverDir: string; mainJs: string } {
  const serverDir = new URL('..', import.meta.url).pathname;
  const mainJs = join(serverDir, 'dist/main.js');
  if (!existsSync(mainJs)) throw new Error('dist/main.js is missing: run `npm run build -w @portal/server` first');
  return { serverDir, mainJs };
}

/**
 * What a bench's server processes share for one run: a PostgreSQL schema of its own on the database at `url`, a
 * data directory and a JWT secret. `remove()` drops the schema and the directory when the bench ends.
 */
export async function benchStore(url: string, dirPrefix: string) {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const dataDir = mkdtempSync(join(tmpdir(), dirPrefix));
  return {
    schema,
    dataDir,
    jwtSecret: randomBytes(32).toString('base64url'),
    async remove() {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
