// `npm run test:quick`, the inner loop's tier (docs/testing.md): every contract, ui and server unit test, and the
// API files on embedded PGlite that the change touches, in one vitest run. What changed is what differs from the
// merge base with main (QUICK_BASE to compare with another ref), committed or not.
//
// vitest's --changed follows imports, and every API file imports the whole app through test/test-app.ts: any server
// change would select them all. So the API files are picked by name instead: a changed API file itself, and the
// files that name the changed module (modules/payouts → payouts*.api.test.ts) or the changed file, or import it.
// At most MAX_API_FILES of them; the whole API suite is `npx vitest run --project api-pglite`.
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const MAX_API_FILES = 8;
const API_DIR = 'apps/server/test';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const base = (() => {
  try {
    return git('merge-base', 'HEAD', process.env.QUICK_BASE ?? 'main');
  } catch {
    return 'HEAD';
  }
})();
const changed = [
  ...new Set(
    [git('diff', '--name-only', base), git('ls-files', '--others', '--exclude-standard')]
      .join('\n')
      .split('\n')
      .filter(Boolean),
  ),
];

const apiFiles = readdirSync(API_DIR)
  .filter((f) => f.endsWith('.api.test.ts') && !f.endsWith('.pg.api.test.ts'))
  .map((f) => join(API_DIR, f));
const stem = (path) => basename(path).replace(/\.(api\.)?(test\.)?tsx?$/, '');
/** The words a changed file goes by: its module folder (modules/admin-orders) and its own name. */
const namesOf = (path) => {
  const module = /apps\/server\/src\/modules\/([^/]+)\//.exec(path)?.[1];
  return [module, stem(path)].filter((n) => n && n.length > 2);
};

const serverChanges = changed.filter((f) => f.startsWith('apps/server/') || f.startsWith('packages/contract/'));
const picked = new Map(); // file → why
for (const file of serverChanges) {
  if (apiFiles.includes(file)) picked.set(file, 'changed');
}
for (const file of serverChanges.filter((f) => !f.endsWith('.api.test.ts'))) {
  const names = namesOf(file);
  for (const api of apiFiles) {
    if (picked.has(api)) continue;
    const text = readFileSync(api, 'utf8');
    if (names.some((n) => basename(api).startsWith(n)) || text.includes(`/${stem(file)}.ts'`)) {
      picked.set(api, `names or imports ${file}`);
    }
  }
}
if (serverChanges.some((f) => f.includes('/db/migrations/') || f.endsWith('/seed/seed.ts'))) {
  for (const api of apiFiles.filter((f) => basename(f).startsWith('migrations')))
    picked.set(api, 'a migration changed');
}
if (serverChanges.length && picked.size === 0) picked.set(join(API_DIR, 'smoke.api.test.ts'), 'the server changed');

const chosen = [...picked.keys()].slice(0, MAX_API_FILES);
console.log(`test:quick: changes since ${base.slice(0, 10)}: ${changed.length} file(s)`);
for (const file of chosen) console.log(`  api-pglite ${file} (${picked.get(file)})`);
if (picked.size > chosen.length) {
  console.log(
    `  … and ${picked.size - chosen.length} more API file(s) left to \`npx vitest run --project api-pglite\``,
  );
}

if (process.argv.includes('--dry-run')) process.exit(0); // the choice only

const started = Date.now();
const run = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project=contract',
    '--project=ui',
    '--project=server-unit',
    ...(chosen.length ? ['--project=api-pglite'] : []),
    // path filters: every file of the unit projects, and the chosen API files
    'packages/contract/',
    'packages/ui/',
    'apps/server/src/',
    ...chosen,
  ],
  { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: '' } },
);
console.log(`test:quick: ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(run.status ?? 1);
