// Reads vitest's and Playwright's JSON reports and prints the closing line
//   Tests: N passed, N failed, N skipped
// It exits non-zero when anything failed or was skipped, or when a required suite ran no test.
import { existsSync, readFileSync } from 'node:fs';

const [vitestFile, playwrightFile, ...rest] = process.argv.slice(2);
// Reports of the checks that are not test runners, one test per check, each counted as a suite of its name:
// --bundles=FILE (bundle separation, scripts/check-bundles.mjs), --web-budget=FILE (route budgets and
// precompression, scripts/check-web-budget.mjs), --openapi=FILE (the OpenAPI document, scripts/check-openapi.mjs).
const checkReports = rest
  .filter((a) => a.startsWith('--') && a.includes('='))
  .map((a) => [a.slice(2, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]);
const required = rest.filter((a) => !a.startsWith('--'));
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const vitest = read(vitestFile);
const playwright = read(playwrightFile);

let passed = 0;
let failed = 0;
let skipped = 0;
const ranBySuite = new Map(required.map((name) => [name, 0]));

if (vitest) {
  const suites = vitest.testResults ?? [];
  const ran = (s) => (s.assertionResults ?? []).length > 0;
  for (const suite of suites) {
    if (suite.status === 'failed' && !ran(suite)) failed += 1; // a file that failed to load
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'passed') passed += 1;
      else if (test.status === 'failed') failed += 1;
      else skipped += 1;
    }
  }
  // The report does not name projects, so suites are told apart by path. API files run once per database
  // (twice in all), except *.pg.api.test.ts, which run on PostgreSQL only.
  const files = (re) => suites.filter((s) => re.test(s.name) && ran(s));
  const apiRuns = new Map();
  for (const s of files(/\.api\.test\.ts$/)) apiRuns.set(s.name, (apiRuns.get(s.name) ?? 0) + 1);
  const shared = [...apiRuns].filter(([name]) => !name.endsWith('.pg.api.test.ts')).map(([, n]) => n);
  const pgOnly = [...apiRuns].filter(([name]) => name.endsWith('.pg.api.test.ts')).length;
  ranBySuite.set('contract', files(/packages\/contract\//).length);
  ranBySuite.set('ui', files(/packages\/ui\//).length);
  ranBySuite.set('web', files(/apps\/web\//).length);
  ranBySuite.set('backoffice', files(/apps\/backoffice\//).length);
  ranBySuite.set('server-unit', files(/apps\/server\/src\/.*(?<!\.api)\.test\.ts$/).length);
  ranBySuite.set('api-pglite', shared.filter((n) => n >= 1).length);
  ranBySuite.set('api-postgres', shared.length > 0 && shared.every((n) => n >= 2) ? shared.length + pgOnly : 0);
}
if (playwright) {
  const s = playwright.stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
  failed += (playwright.errors ?? []).length; // e.g. the web server did not start
  ranBySuite.set('e2e', (s.expected ?? 0) + (s.unexpected ?? 0) + (s.flaky ?? 0));
}

for (const [name, file] of checkReports) {
  const report = read(file);
  if (!report) continue;
  passed += report.passed ?? 0;
  failed += report.failed ?? 0;
  ranBySuite.set(name, (report.passed ?? 0) + (report.failed ?? 0));
}

const empty = required.filter((name) => !ranBySuite.get(name));
if (empty.length) console.error(`no test ran for: ${empty.join(', ')}`);
if (skipped) console.error('skipped tests make the run fail: every suite must run');
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed || skipped || empty.length ? 1 : 0);
