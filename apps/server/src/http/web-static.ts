import { relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { BACKOFFICE_PREFIX } from './spa-fallback.ts';

/** Hashed files: their name changes with their content, so a browser may keep them for a year unasked. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html: always revalidated (an ETag answer is cheap), so a new deployment is seen on the next load. */
export const REVALIDATE = 'no-cache';
/** Files of the apps' public folders (flags…): unhashed, so only briefly. */
export const SHORT = 'public, max-age=3600';

/** Where each build puts its hashed output (apps/web/vite.config.ts, apps/backoffice/vite.config.ts). */
const HASHED_DIRS = {
  web: ['dashboard/js/', 'dashboard/css/', 'dashboard/assets/'],
  backoffice: ['js/', 'css/', 'assets/'],
};

/** The Cache-Control of a built file, from where it sits in its build (its precompressed forms alike). */
export function cachePolicy(file: string, roots: { web: string | null; backoffice: string | null }): string {
  for (const app of ['web', 'backoffice'] as const) {
    const root = roots[app];
    if (!root) continue;
    const path = relative(root, file).split(sep).join('/');
    if (path.startsWith('..')) continue;
    if (/^index\.html(\.br|\.gz)?$/.test(path)) return REVALIDATE;
    if (HASHED_DIRS[app].some((dir) => path.startsWith(dir))) return IMMUTABLE;
    return SHORT;
  }
  return REVALIDATE;
}

/**
 * The two React apps' builds: each file sent as the brotli or gzip form made at build time
 * when the browser accepts it (`content-encoding`, `vary: accept-encoding`), hashed files cached for a year
 * as immutable, index.html revalidated on every load. `reply.sendFile` (the single-page fallback) is decorated
 * here, so index.html sent for a page path gets the same treatment.
 */
export async function registerWebApps(
  app: FastifyInstance,
  roots: { web: string | null; backoffice: string | null },
  options: { webIndexRendered?: boolean } = {},
): Promise<void> {
  const common = {
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    // The .br/.gz files are forms of their original, never addresses of their own.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (reply: FastifyReply, file: string) => void reply.header('cache-control', cachePolicy(file, roots)),
  };
  // The trader app's index.html is rendered per host (web-index.ts): `/` and `/index.html` are
  // left to the single-page fallback, which answers every page path with it.
  const webIndex = options.webIndexRendered
    ? { index: false as const, globIgnore: [...common.globIgnore, 'index.html'] }
    : {};
  if (roots.web)
    await app.register(fastifyStatic, { ...common, ...webIndex, root: roots.web, prefix: '/', decorateReply: true });
  if (roots.backoffice)
    await app.register(fastifyStatic, {
      ...common,
      root: roots.backoffice,
      prefix: `${BACKOFFICE_PREFIX}/`,
      decorateReply: !roots.web,
    });
}
