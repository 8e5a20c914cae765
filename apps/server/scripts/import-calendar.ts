// npm run calendar:import -- <file.json|file.csv> [--skip-invalid] [--dry-run]
// Imports a weekly economic-calendar export into economic_events (docs/economic-calendar.md), on the database
// the server uses (DATABASE_URL, or the embedded one under the data directory). Exit code 1 when rows were bad.
import { readFileSync } from 'node:fs';
import { loadConfig } from '../src/config.ts';
import { configuredDb, openDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { importCalendar } from '../src/modules/calendar/calendar-import.service.ts';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
if (!file) {
  process.stderr.write('usage: npm run calendar:import -- <file.json|file.csv> [--skip-invalid] [--dry-run]\n');
  process.exit(2);
}
const config = loadConfig();
const db = await openDb(configuredDb(config));
try {
  await migrate(db);
  const report = await importCalendar(db, file, readFileSync(file, 'utf8'), {
    skipInvalid: args.includes('--skip-invalid'),
    dryRun: args.includes('--dry-run'),
  });
  for (const p of report.problems) process.stderr.write(`${file}:${p.line}: ${p.message}\n`);
  const summary = `${report.read} events read (${report.format}), ${report.skipped} skipped (holidays), ${report.problems.length} bad`;
  process.stdout.write(
    report.applied
      ? `${summary}; ${report.inserted} added, ${report.updated} updated, ${report.unchanged} unchanged\n`
      : `${summary}; nothing written${report.problems.length ? ' (fix the rows or pass --skip-invalid)' : ' (dry run)'}\n`,
  );
  process.exitCode = report.problems.length > 0 ? 1 : 0;
} finally {
  await db.close();
}
