// The ending every check script shares: one line a check on the console, then the JSON report that
// scripts/test-summary.mjs counts (one test per check), and a non-zero exit when a check failed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Prints each result as `✓ label: name` (or ✗ with `describe(result)` after it), writes the report to reportFile and
 * exits. `describe` says what follows a check's name: its problems when it failed, anything else when it passed.
 */
export function finishChecks(label, results, reportFile, describe) {
  for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${label}: ${r.name}${describe(r)}`);
  const report = {
    passed: results.filter((r) => r.ok).length,
    failed: results.filter((r) => !r.ok).length,
    checks: results,
  };
  mkdirSync(dirname(reportFile), { recursive: true });
  writeFileSync(reportFile, JSON.stringify(report, null, 2));
  process.exit(report.failed ? 1 : 0);
}
