// The import graph's rules (.dependency-cruiser.mjs, docs/decisions/068): no circle between files anywhere, no
// circle between the server's folders, and the server's layers pointing one way. dependency-cruiser reads the
// graph; each rule is one check of the report (counted by scripts/test-summary.mjs like the other checks).
//   node scripts/check-imports.mjs [REPORT.json]
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import config from '../.dependency-cruiser.mjs';

const reportFile = process.argv[2] ?? 'test-results/imports.json';
const run = spawnSync(
  'npx',
  ['depcruise', 'apps', 'packages', 'e2e', '--config', '.dependency-cruiser.mjs', '--output-type', 'json'],
  { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
);
let cruised;
try {
  cruised = JSON.parse(run.stdout);
} catch {
  console.error(run.stderr || run.stdout);
  cruised = null;
}

const violations = cruised?.summary.violations ?? [];
const describe = (v) =>
  v.cycle?.length
    ? [v.from, ...v.cycle.map((step) => (typeof step === 'string' ? step : step.name))].join(' → ')
    : `${v.from} → ${v.to}`;
const checks = config.forbidden.map((rule) => {
  const problems = cruised ? violations.filter((v) => v.rule.name === rule.name).map(describe) : ['not read'];
  return { name: `${rule.name}: ${rule.comment}`, ok: problems.length === 0, problems };
});
for (const c of checks)
  console.log(`${c.ok ? '✓' : '✗'} imports: ${c.name}${c.ok ? '' : `\n    ${c.problems.slice(0, 20).join('\n    ')}`}`);
if (cruised)
  console.log(`  ${cruised.summary.totalCruised} modules, ${cruised.summary.totalDependenciesCruised} imports read`);
const report = { passed: checks.filter((c) => c.ok).length, failed: checks.filter((c) => !c.ok).length, checks };
mkdirSync(dirname(reportFile), { recursive: true });
writeFileSync(reportFile, JSON.stringify(report, null, 2));
process.exit(report.failed ? 1 : 0);
