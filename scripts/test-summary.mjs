// Reads vitest's JSON report and prints the closing line "Tests: N passed, N failed, N skipped".
// Exits non-zero when anything failed or was skipped, or when a required project ran no test.
import { readFileSync } from 'node:fs';

const [file, ...requiredProjects] = process.argv.slice(2);
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  console.log('Tests: 0 passed, 1 failed, 0 skipped');
  console.error(`no test report at ${file}: the runner did not finish`);
  process.exit(1);
}

const perProject = new Map(requiredProjects.map((p) => [p, 0]));
let passed = 0;
let failed = 0;
let skipped = 0;
for (const suite of report.testResults ?? []) {
  if (suite.status === 'failed' && (suite.assertionResults ?? []).length === 0) failed += 1; // a file that failed to load
  for (const test of suite.assertionResults ?? []) {
    if (test.status === 'passed') passed += 1;
    else if (test.status === 'failed') failed += 1;
    else skipped += 1;
  }
}
// The JSON report does not name projects. The API files run once per database, so each must appear twice.
const ran = (s) => (s.assertionResults ?? []).length > 0;
const suites = report.testResults ?? [];
const countOf = (re) => suites.filter((s) => re.test(s.name) && ran(s)).length;
const apiFiles = new Map();
for (const s of suites.filter((x) => /\.api\.test\.ts$/.test(x.name) && ran(x)))
  apiFiles.set(s.name, (apiFiles.get(s.name) ?? 0) + 1);
// *.pg.api.test.ts run on PostgreSQL only, so once; every other API file runs once per database.
const shared = [...apiFiles].filter(([name]) => !name.endsWith('.pg.api.test.ts')).map(([, n]) => n);
const pgOnly = [...apiFiles].filter(([name]) => name.endsWith('.pg.api.test.ts')).length;
for (const project of requiredProjects) {
  if (project === 'contract') perProject.set(project, countOf(/packages\/contract\//));
  else if (project === 'server-unit') perProject.set(project, countOf(/apps\/server\/src\/.*(?<!\.api)\.test\.ts$/));
  else if (project === 'api-pglite') perProject.set(project, shared.filter((n) => n >= 1).length);
  else if (project === 'api-postgres')
    perProject.set(project, shared.length > 0 && shared.every((n) => n >= 2) ? shared.length + pgOnly : 0);
}
const empty = [...perProject].filter(([, files]) => files === 0).map(([p]) => p);

console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (empty.length) console.error(`no test ran for: ${empty.join(', ')}`);
if (skipped) console.error('skipped tests make the run fail: every suite must run');
process.exit(failed || skipped || empty.length ? 1 : 0);
