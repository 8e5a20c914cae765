// The OpenAPI document (apps/server/openapi.json) as the field's tools read it (docs/decisions/059): Redocly's
// recommended lint passes with no error and no warning (redocly.yaml), and openapi-typescript generates a client
// from it that a small file using it typechecks against. Offline (no telemetry, no update check). Writes a JSON
// report that scripts/test-summary.mjs counts (one test per check), and exits non-zero on a failed check.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { finishChecks } from './check-report.mjs';

const [reportFile = 'test-results/openapi.json'] = process.argv.slice(2);
const DOCUMENT = 'apps/server/openapi.json';
const bin = (name) => join('node_modules', '.bin', name);
const offline = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
const work = mkdtempSync(join(tmpdir(), 'openapi-client-'));

/** The types openapi-typescript makes of a document, or its error. */
async function generate(document) {
  try {
    return { types: astToString(await openapiTS(document, { silent: true })) };
  } catch (error) {
    return { error: String(error?.message ?? error).split('\n')[0] };
  }
}

// What a client writes with the generated types: the envelope of a success, of a refusal, and a request body.
const CLIENT = `import type { components, paths } from './api';
type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type PayoutsReply = Json<paths['/api/Payouts/v1/']['get']['responses'][200]>;
const page: PayoutsReply = { result: 0, data: { items: [], totalCount: 0, next: null, previous: null } };
const refused: PayoutsReply = { result: -60, data: null };
const unverified: Json<paths['/api/auth/v1/Authenticate']['post']['responses'][200]> = {
  result: -18,
  data: { emailVerificationRequired: true, email: 'a@example.com' },
};
const signIn: paths['/api/auth/v1/Authenticate']['post']['requestBody'] = {
  content: { 'application/json': { email: 'a@example.com', password: 'x' } },
};
const tooMany: components['schemas']['TooManyRequests'] = { result: -10, data: { retryAfterSeconds: 5 } };
// @ts-expect-error a success's result is 0
const wrong: Json<paths['/api/common/v1/brand']['get']['responses'][200]> = { result: 1, data: null };
export { page, refused, unverified, signIn, tooMany, wrong };
`;

const generated = await generate(pathToFileURL(DOCUMENT));
const checks = [
  [
    "Redocly's recommended lint: no error, no warning",
    () => {
      const run = spawnSync(bin('redocly'), ['lint', DOCUMENT, '--format', 'json'], { env: offline, encoding: 'utf8' });
      let totals;
      try {
        totals = JSON.parse(run.stdout).totals;
      } catch {
        return [`redocly did not report: ${run.stderr.trim().split('\n').at(-1)}`];
      }
      const problems = JSON.parse(run.stdout).problems ?? [];
      return totals.errors || totals.warnings
        ? problems.slice(0, 20).map((p) => `${p.ruleId}: ${p.message} (${p.location?.[0]?.pointer ?? ''})`)
        : [];
    },
  ],
  ['openapi-typescript generates a client from it', () => (generated.error ? [generated.error] : [])],
  [
    'the generated client typechecks in use',
    () => {
      if (generated.error) return ['no client generated'];
      writeFileSync(join(work, 'api.d.ts'), generated.types);
      writeFileSync(join(work, 'client.ts'), CLIENT);
      const args = ['--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext', join(work, 'client.ts')];
      const run = spawnSync(bin('tsc'), args, { encoding: 'utf8' });
      return run.status === 0 ? [] : run.stdout.trim().split('\n').slice(0, 10);
    },
  ],
  [
    'openapi-typescript refuses a document with a dangling $ref',
    async () => {
      const doc = JSON.parse(readFileSync(DOCUMENT, 'utf8'));
      const first = Object.values(Object.values(doc.paths)[0])[0];
      first.responses['200'].content['application/json'].schema = { $ref: '#/components/schemas/schema0' };
      // the refusal is expected here: its "✘ Can't resolve $ref" line (printed even when silent) is kept out of the log
      const print = console.error;
      console.error = () => {};
      try {
        return (await generate(doc)).error ? [] : ['a dangling $ref went through'];
      } finally {
        console.error = print;
      }
    },
  ],
];

const results = [];
for (const [name, run] of checks) {
  const problems = await run();
  results.push({ name, ok: problems.length === 0, problems });
}
rmSync(work, { recursive: true, force: true });
finishChecks('openapi', results, reportFile, (r) => (r.ok ? '' : `\n    ${r.problems.join('\n    ')}`));
