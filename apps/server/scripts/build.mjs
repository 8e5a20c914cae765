// Bundles the server into dist/server.js (the workspace's TypeScript, the contract included); npm
// dependencies stay external and load from node_modules. Migrations are copied beside the bundle, and
// dist/main.js, the process's entry, turns source maps on before it loads the bundle.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@portal/'));

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });

// Stack traces map to the TypeScript sources, but only stack traces: turned on at run time rather than by
// --enable-source-maps, under which util.getCallSites() maps call sites too. pino calls it whenever a logger is
// created, so the flag decoded the whole bundle's map (~25 MB of heap) at start; this way a map is decoded at the
// first stack formatted. It must run before the bundle loads: Node keeps a module's map only if maps were on when
// the module was compiled.
writeFileSync(
  new URL('../dist/main.js', import.meta.url),
  "process.setSourceMapsEnabled(true);\nawait import('./server.js');\n",
);
