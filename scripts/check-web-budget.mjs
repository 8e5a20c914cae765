// Web delivery budgets (docs/decisions/022-web-delivery.md): the JavaScript a cold load of a route fetches
// before it can show that route, counted as the browser receives it (brotli), must stay within the route's
// budget; and every text asset of both builds is precompressed (.br and .gz beside it). A route's initial
// JavaScript is the entry chunk of index.html with every chunk it imports statically, plus the lazy screen of
// the route with its static imports (read from Vite's manifest, dist/.vite/manifest.json). Run after
// `npm run build`; writes a JSON report that scripts/test-summary.mjs counts, and exits non-zero on a failed
// check. The real transfer in a browser is measured by e2e/web-delivery.spec.ts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { finishChecks } from './check-report.mjs';

const [reportFile = 'test-results/web-budget.json'] = process.argv.slice(2);
// Kilobytes as Vite's build report and the performance issue count them (1 kB = 1,000 bytes).
const KB = 1000;

/**
 * Route budgets: the lazy modules a route renders (manifest keys, relative to the app) and its budget. /sign-in is
 * held to its 150 kB target: 154.4 kB when this check came, 159.5 kB after the KYC, payout and integration merges,
 * 140.6 kB since the fetch client replaced axios and the slices went into one chunk (decision 027;
 * docs/benchmarks.md "Web delivery"). Lower a budget when a route shrinks.
 */
export const BUDGETS = [
  { app: 'apps/web', route: '/sign-in', modules: ['src/features/auth/screens/sign-in-screen.tsx'], budget: 150 * KB },
  { app: 'apps/web', route: '/dashboard/home', modules: ['src/app/compose/home-route.tsx'], budget: 250 * KB },
  {
    app: 'apps/web',
    route: '/dashboard/challenge/:id',
    modules: ['src/app/compose/challenge-route.tsx'],
    budget: 250 * KB,
  },
  {
    app: 'apps/backoffice',
    route: '/backoffice/sign-in',
    modules: ['src/features/auth/sign-in-screen.tsx'],
    // 151.0 kB after the KYC and payout queues were merged, 133.9 kB with the fetch client, 146.0 kB with every
    // screen's English texts, 133.3 kB with only the sign-in steps' (the signed-in console's come with its chunk)
    budget: 140 * KB,
  },
  {
    app: 'apps/backoffice',
    route: '/backoffice/overview',
    // The signed-in chunk (the shell, the data store, the console's texts) loads with every section.
    modules: ['src/app/signed-in.tsx', 'src/features/overview/overview-screen.tsx'],
    budget: 250 * KB,
  },
];

/** Text assets a server sends compressed; smaller ones gain nothing (the plugin skips what would not shrink). */
const TEXT = /\.(js|mjs|css|html|svg|json)$/;

const manifests = new Map();
function manifestOf(app) {
  if (!manifests.has(app)) {
    const file = join(app, 'dist/.vite/manifest.json');
    manifests.set(app, existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
  }
  return manifests.get(app);
}

/** Bytes a browser receives for a built file: its brotli form, as the server sends it. */
function transferred(app, file) {
  const path = join(app, 'dist', file);
  if (existsSync(`${path}.br`)) return statSync(`${path}.br`).size;
  return brotliCompressSync(readFileSync(path), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** The JS files a manifest entry pulls in before it runs: itself and its static imports, transitively. */
function closure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const entry = manifest[key];
  if (!entry) throw new Error(`${key} is not in the manifest`);
  seen.add(key);
  for (const next of entry.imports ?? []) closure(manifest, next, seen);
  return seen;
}

function routeCheck({ app, route, modules, budget }) {
  const name = `${route} loads at most ${Math.round(budget / KB)} kB of JavaScript (brotli)`;
  const manifest = manifestOf(app);
  if (!manifest) return { name, problems: [`no manifest: build ${app} first`] };
  try {
    const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
    if (!entry) return { name, problems: ['no entry in the manifest'] };
    const keys = new Set();
    for (const key of [entry, ...modules]) for (const k of closure(manifest, key)) keys.add(k);
    const files = [...new Set([...keys].map((k) => manifest[k].file).filter((f) => /\.m?js$/.test(f)))];
    const bytes = files.reduce((sum, f) => sum + transferred(app, f), 0);
    const detail = `${(bytes / KB).toFixed(1)} kB in ${files.length} files`;
    return {
      name,
      detail,
      bytes,
      problems: bytes > budget ? [`${detail}, over by ${((bytes - budget) / KB).toFixed(1)} KB`] : [],
    };
  } catch (error) {
    return { name, problems: [String(error.message ?? error)] };
  }
}

function precompressedCheck(app) {
  const name = `${app}: every text asset has its .br and .gz beside it`;
  const dist = join(app, 'dist');
  if (!existsSync(dist)) return { name, problems: [`missing build: ${dist}`] };
  const files = readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && TEXT.test(e.name) && !(e.parentPath ?? e.path).includes('.vite'))
    .map((e) => join(e.parentPath ?? e.path, e.name));
  // Files under 1 KB may be left alone: their compressed forms are not smaller (skipIfLargerOrEqual).
  const missing = files.filter((f) => statSync(f).size > KB && !(existsSync(`${f}.br`) && existsSync(`${f}.gz`)));
  return { name, detail: `${files.length} files`, problems: missing };
}

const results = [precompressedCheck('apps/web'), precompressedCheck('apps/backoffice'), ...BUDGETS.map(routeCheck)].map(
  (r) => ({ ...r, ok: r.problems.length === 0 }),
);
finishChecks('web budget', results, reportFile, (r) =>
  r.ok ? (r.detail ? ` (${r.detail})` : '') : ` — ${r.problems.join(', ')}`,
);
