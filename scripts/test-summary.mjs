// Reads vitest's and Playwright's JSON reports and prints the closing line
//   Tests: N passed, N failed, N skipped
// Before it: each stage's duration (--stages, scripts/stages.sh), each vitest project's files and time
// (--timings, scripts/vitest-timings.mjs) and the ten slowest test files, browser specs included.
// It exits non-zero when anything failed or was skipped, or when a required suite ran no test.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const [vitestFile, playwrightFile, ...rest] = process.argv.slice(2);
// Reports of the checks that are not test runners, one test per check, each counted as a suite of its name:
// --bundles=FILE (what the builds hold, scripts/check-bundles.mjs), --web-budget=FILE (route budgets and
// precompression, scripts/check-web-budget.mjs), --openapi=FILE (the OpenAPI document, scripts/check-openapi.mjs),
// --imports=FILE (the import graph's rules, scripts/check-imports.mjs).
const CHECKS = ['bundles', 'web-budget', 'openapi', 'imports'];
const option = (name) => rest.find((a) => a.startsWith(`--${name}=`))?.slice(`--${name}=`.length);
const checkReports = CHECKS.map((name) => [name, option(name)]).filter(([, file]) => file);
const timingsFile = option('timings');
const stagesFile = option('stages');
const required = rest.filter((a) => !a.startsWith('--'));
const read = (file) => (file && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const vitest = read(vitestFile);
// Playwright's reports, comma-separated: the browser suite runs in two lanes, each writing its own (scripts/test.sh).
// A lane whose report is missing did not run: it counts as a failure, never as nothing to report.
const playwrightFiles = (playwrightFile ?? '').split(',').filter(Boolean);
const playwrightReports = playwrightFiles.map(read).filter(Boolean);
const missingReports = playwrightFiles.filter((file) => !existsSync(file));

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
for (const file of missingReports) {
  console.error(`No browser-suite report at ${file}: that lane did not run.`);
  failed += 1;
}
for (const playwright of playwrightReports) {
  const s = playwright.stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
  failed += (playwright.errors ?? []).length; // e.g. the web server did not start
  ranBySuite.set('e2e', (ranBySuite.get('e2e') ?? 0) + (s.expected ?? 0) + (s.unexpected ?? 0) + (s.flaky ?? 0));
}

for (const [name, file] of checkReports) {
  const report = read(file);
  if (!report) continue;
  passed += report.passed ?? 0;
  failed += report.failed ?? 0;
  ranBySuite.set(name, (report.passed ?? 0) + (report.failed ?? 0));
}

printTimings();

// Errors outside any test (scripts/vitest-timings.mjs): each one fails the run and is printed here, near the end,
// where a CI log's tail shows it.
const outsideTests = read(timingsFile)?.errors ?? [];
for (const { file, error } of outsideTests)
  console.log(`\nAn error outside any test${file ? ` in ${file}` : ''}:\n${error}`);
// a file that failed to load is counted with vitest's report above
failed += outsideTests.filter((e) => !e.file || e.loaded).length;

const empty = required.filter((name) => !ranBySuite.get(name));
if (empty.length) console.error(`no test ran for: ${empty.join(', ')}`);
if (skipped) console.error('skipped tests make the run fail: every suite must run');
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed || skipped || empty.length ? 1 : 0);

/** Where the run's time went: stages, vitest projects, the ten slowest files. Printed before the closing line. */
function printTimings() {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);
  const stages =
    stagesFile && existsSync(stagesFile)
      ? readFileSync(stagesFile, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => line.split('\t'))
      : [];
  if (stages.length) {
    console.log('\nStages:');
    for (const [name, ms, rc] of stages)
      console.log(`${seconds(Number(ms))}  ${name}${rc === '0' ? '' : ` (exit ${rc})`}`);
  }
  const timings = read(timingsFile);
  const files = (timings?.files ?? []).map((f) => ({ project: f.project, file: f.file, ms: f.ms }));
  if (timings) {
    // busy: the files' own times added up; span: from the project's first file starting to its last ending
    console.log(`\nVitest projects (${seconds(timings.wallMs).trim()} in all, files run side by side):`);
    console.log(
      `${'project'.padEnd(14)}${'files'.padStart(6)}${'tests'.padStart(7)}${'busy'.padStart(10)}${'span'.padStart(10)}`,
    );
    const projects = [...new Set(timings.files.map((f) => f.project))];
    for (const name of projects) {
      const own = timings.files.filter((f) => f.project === name);
      const busy = own.reduce((sum, f) => sum + f.ms, 0);
      const span = Math.max(...own.map((f) => f.endedMs)) - Math.min(...own.map((f) => f.startedMs));
      const tests = own.reduce((sum, f) => sum + f.tests, 0);
      console.log(
        `${name.padEnd(14)}${String(own.length).padStart(6)}${String(tests).padStart(7)}${seconds(busy).padStart(10)}${seconds(span).padStart(10)}`,
      );
    }
  }
  // Playwright: each spec file's tests, retries included, added up.
  const specMs = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const ms = (spec.tests ?? []).flatMap((t) => t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
      const file = relative(process.cwd(), spec.file ?? suite.file ?? '?');
      specMs.set(file, (specMs.get(file) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of playwrightReports.flatMap((report) => report.suites ?? [])) walk(suite);
  for (const [file, ms] of specMs)
    files.push({ project: 'e2e', file: file.startsWith('e2e/') ? file : `e2e/${file}`, ms });
  if (files.length) {
    console.log('\nThe ten slowest test files:');
    for (const f of files.sort((a, b) => b.ms - a.ms).slice(0, 10))
      console.log(`${seconds(f.ms)}  ${f.project.padEnd(13)} ${f.file}`);
  }
  console.log('');
}
