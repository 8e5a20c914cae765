import { performance } from 'node:perf_hooks';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPgliteTemplate, openPgliteCopy } from './test/template-db.ts';
const f = join(mkdtempSync(join(tmpdir(), 'm4-')), 'tpl.tar');
await buildPgliteTemplate(f);
const db = await openPgliteCopy(f);
const tables = (await db.query<{ table_name: string }>(`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`)).map((r) => r.table_name);
console.log('tables', tables.length);
const sql = `select ${tables.map((n) => `(select count(*) from "${n}")::int as "${n}"`).join(', ')}`;
const xsql = `select pg_snapshot_xmax(pg_current_snapshot())::text as x`;
for (const [name, q] of [['counts', sql], ['xmax', xsql], ['counts', sql], ['xmax', xsql]] as const) {
  const a = performance.now();
  for (let i = 0; i < 200; i++) await db.query(q);
  console.log(name, ((performance.now() - a) / 200).toFixed(2), 'ms');
}
console.log(await db.query(xsql)); await db.query('insert into schema_migrations(version) values ($1)', ['x']); console.log(await db.query(xsql));
console.log(await db.query(xsql));
