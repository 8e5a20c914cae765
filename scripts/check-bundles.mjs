// What the builds hold. Bundle separation: the trader app's build carries none of the console's code and the
// console's build none of the trader app's. Each app's entry sets a marker string (data-app) found nowhere
// else; each marker must be in its own build and absent from the other, and the console's screens (their
// chunk names and texts) must not reach the trader app. The server's build: its entry maps stack traces to the
// TypeScript sources without the start flag that decodes the whole map at start (docs/decisions/089). Run after
// `npm run build`; writes a JSON report that scripts/test-summary.mjs counts, and exits non-zero on a failed check.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finishChecks } from './check-report.mjs';

const [reportFile = 'test-results/bundles.json'] = process.argv.slice(2);
const WEB = 'apps/web/dist';
const CONSOLE = 'apps/backoffice/dist';
const CONSOLE_MARKER = 'backoffice-console';
const TRADER_MARKER = 'trader-portal-app';
// Texts only the console's screens contain (apps/backoffice/src/shared/i18n/catalogues/en.json).
const CONSOLE_TEXTS = ['Sign in to the back office', 'I have saved my recovery codes'];

function files(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(js|css|html|mjs)$/.test(e.name))
    .map((e) => join(e.parentPath ?? e.path, e.name));
}
const contents = (dir) => files(dir).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
const containing = (bundle, needle) => bundle.filter((f) => f.text.includes(needle)).map((f) => f.file);

const web = contents(WEB);
const consoleBuild = contents(CONSOLE);
const consoleScreens = ['audit-screen', 'api-keys-screen', 'totp-enrol-screen', 'account-screen'];

/**
 * A start of the built server against a closed port: it stops on the database, printing the error's stack. Its data
 * directory (where a first start writes its signing secret) is a temporary one, removed after: the checkout's own
 * `./data` is left alone.
 */
function serverStartStack() {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-stack-check-'));
  try {
    const run = spawnSync(process.execPath, ['apps/server/dist/main.js'], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        DATABASE_URL: 'postgres://127.0.0.1:1/none',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    return `${run.stdout}${run.stderr}`;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const serverStart = JSON.parse(readFileSync('apps/server/package.json', 'utf8')).scripts.start;

const checks = [
  [
    'both builds exist',
    () => (web.length && consoleBuild.length ? [] : [`missing build: ${!web.length ? WEB : CONSOLE}`]),
  ],
  ['the console carries its marker', () => (containing(consoleBuild, CONSOLE_MARKER).length ? [] : ['no marker'])],
  ['the trader app carries its marker', () => (containing(web, TRADER_MARKER).length ? [] : ['no marker'])],
  ["no trader app file contains the console's marker", () => containing(web, CONSOLE_MARKER)],
  ["no console file contains the trader app's marker", () => containing(consoleBuild, TRADER_MARKER)],
  ["no trader app file contains the console's texts", () => CONSOLE_TEXTS.flatMap((s) => containing(web, s))],
  [
    "no trader app chunk is one of the console's screens",
    () => web.map((f) => f.file).filter((file) => consoleScreens.some((name) => file.includes(`/${name}-`))),
  ],
  [
    "the server's logged stack traces name its TypeScript sources",
    () => {
      const stack = serverStartStack();
      return /apps\/server\/src\/db\/client\.ts:\d+/.test(stack) ? [] : [`no mapped frame in: ${stack.slice(0, 400)}`];
    },
  ],
  [
    "the server's start script leaves --enable-source-maps out",
    () => (serverStart.includes('--enable-source-maps') ? [serverStart] : []),
  ],
];

const results = checks.map(([name, run]) => {
  const problems = run();
  return { name, ok: problems.length === 0, problems };
});
finishChecks('bundles', results, reportFile, (r) => (r.ok ? '' : ` — ${r.problems.join(', ')}`));
