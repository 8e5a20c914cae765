// Writes (--write) or checks (--check) apps/server/openapi.json, the OpenAPI document generated from the
// contract's zod schemas. CI runs --check, so the committed document never drifts from the code.
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDb } from '../src/db/client.ts';

const file = new URL('../openapi.json', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'openapi-'));
const db = await openDb({ kind: 'pglite' });
const app = await buildApp({
  // The document is generated whether or not the server serves it (API_DOCS): not serving it here proves that.
  config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { dataDir, jwtSecret: 'x'.repeat(32), apiDocs: false }),
  db,
  logger: false,
});
await app.ready();
const doc = `${JSON.stringify(app.swagger(), null, 2)}\n`;
await app.close();
await db.close();
rmSync(dataDir, { recursive: true, force: true });

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(file, 'utf8');
  } catch {
    // missing counts as drift
  }
  if (committed !== doc) {
    console.error('apps/server/openapi.json is out of date: run `npm run openapi` and commit it.');
    process.exit(1);
  }
  console.log('openapi.json is up to date');
} else {
  writeFileSync(file, doc);
  console.log(`wrote ${file}`);
}
