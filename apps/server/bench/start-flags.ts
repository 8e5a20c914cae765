import { readFileSync } from 'node:fs';

/**
 * The node flags of the server's `start` script (package.json), so a bench starts dist/main.js exactly as
 * production does (`node <flags> dist/main.js`).
 */
export function startFlags(): string[] {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    scripts: { start: string };
  };
  const match = pkg.scripts.start.match(/\bnode((?:\s+--\S+)*)\s+dist\/main\.js\b/);
  if (!match) throw new Error(`cannot read the node flags of the start script: ${pkg.scripts.start}`);
  return match[1]!.split(/\s+/).filter(Boolean);
}

/** Node flags from an environment variable (split on spaces; set but empty means none), else the fallback. */
export const flagsOf = (value: string | undefined, fallback: string[]): string[] =>
  value === undefined ? fallback : value.split(/\s+/).filter(Boolean);
