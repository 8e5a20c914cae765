import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  brandConfigSchema,
  DEFAULT_LANGUAGE,
  LANG_COOKIE,
  PAGE_DATA_ID,
  type BrandConfig,
  type Catalogue,
} from '@portal/contract';
import { darkOverridesOf, toBrandConfig } from '../modules/brands/brand-config.ts';
import type { BrandRow } from '../modules/brands/brand.ts';
import { EARLY_READ_ELEMENT, EARLY_READ_ROUTES } from '../http/early-read.ts';
import { guestFrame, hasGuestFrame } from '../http/web-frame.ts';
import { REVALIDATE } from '../http/web-static.ts';
import { brandDarkStyle } from './brand-dark.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A page variant as sent: the HTML and its compressed forms, made once. */
type Variant = { etag: string; identity: Buffer; br: Buffer; gzip: Buffer };
/** (brand, language) pairs kept; a firm has a handful of brands of four languages, so this is a bound only. */
const MAX_VARIANTS = 200;

/**
 * The lazy modules of the pages whose chunks are worth announcing in the page (the trader app's route table,
 * apps/web/src/routes.tsx; the same keys as scripts/check-web-budget.mjs): the signed-in home's layout and screen.
 * Their chunks otherwise start only once the entry has run.
 */
export const ROUTE_MODULES: Record<string, string[]> = {
  '/dashboard/home': ['src/app/layout/auth-layout.tsx', 'src/app/compose/home-route.tsx'],
  '/sign-in': ['src/features/auth/screens/sign-in-screen.tsx'],
};

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/**
 * `<link>`s for a route's chunks beyond the entry's (from Vite's manifest): modulepreload for its scripts, preload
 * for its styles (Vite's loader then finds them in the cache), so they load alongside the entry.
 */
export function routePreloads(manifest: Manifest, modules: string[]): string {
  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const entry = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loaded = closure(entry);
  const extra = [...closure(modules)].filter((key) => !loaded.has(key));
  const scripts = extra.map((key) => manifest[key]!.file).filter((file) => /\.m?js$/.test(file));
  const styles = [...new Set(extra.flatMap((key) => manifest[key]!.css ?? []))];
  return [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ].join('');
}

/**
 * The brand's stylesheet (its theme tokens) as a link last in the head, so the first paint already has the brand's
 * colours instead of the theme's for the moment until the app has added it (brand-head.ts adopts this link).
 */
export function brandStylesLink(url: string): string {
  const href = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<link rel="stylesheet" data-brand-styles href="${href}">`;
}

/** Escapes JSON for a `<script type="application/json">`: no `<` (so no `</script>` nor `<!--`), no U+2028/9. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The language start-up will choose (SPEC §4, as apps/web/src/shared/i18n/choose-language.ts): query, cookie. */
export function pageLanguage(input: { query: string | null; cookie: string | null; configured: string[] }): string {
  const offered = (code: string | null): code is string => !!code && input.configured.includes(code.toLowerCase());
  if (offered(input.query)) return input.query.toLowerCase();
  if (offered(input.cookie)) return input.cookie.toLowerCase();
  if (input.configured.includes(DEFAULT_LANGUAGE)) return DEFAULT_LANGUAGE;
  return input.configured[0] ?? DEFAULT_LANGUAGE;
}

function cookieOf(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

/** Which encoding to send: brotli, else gzip, else none (a `;q=0` refuses one). */
function encodingFor(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = String(header ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
    .map((part) => part.split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip') || accepted.includes('*')) return 'gzip';
  return null;
}

/**
 * The trader app's `index.html` per host: the brand's configuration and the language catalogues
 * start-up needs (English, and the chosen language) rendered into the page as `<script type="application/json">`,
 * so the first screen does not wait for two round trips (GET /brand, then GET /Translate/{lang}). The page stays
 * `no-cache` (revalidated with its ETag); each (brand, language) variant is rendered and compressed once and kept
 * in memory. A brand changed in the console reaches this cache through the brands service: its cache is emptied
 * on every instance, the next page load resolves a new brand row, whose configuration is compared
 * with the one the variant was made from, and a changed one makes a new variant. The data is the very JSON the
 * API sends (the contract's schema applied), and the app falls back to the API when it is missing.
 */
export function createWebIndex(deps: {
  root: string;
  resolveBrand: (host: string | undefined) => Promise<BrandRow | null>;
  catalogue: (brand: BrandRow, lang: string) => Catalogue | null;
  /** a brand stylesheet's text when the portal serves it itself (brand-dark.ts), else null */
  stylesheet?: (url: string) => string | null;
}) {
  const template = readFileSync(join(deps.root, 'index.html'), 'utf8');
  const at = template.lastIndexOf('</body>');
  if (at < 0) throw new Error(`${deps.root}/index.html has no </body>`);
  const head = template.lastIndexOf('</head>');
  // Home's inline read goes before the entry's script and the styles: a script after a stylesheet waits for it.
  const headStarts = ['<script', '<link rel="modulepreload"', '<link rel="stylesheet"']
    .map((tag) => template.indexOf(tag))
    .filter((i) => i >= 0 && i < head);
  const earlyAt = headStarts.length > 0 ? Math.min(...headStarts) : head;
  // The start-up loader inside `<div id="root">` (apps/web/index.html), which a guest page's frame replaces.
  const rootOpen = template.indexOf('<div id="root">');
  const rootStart = rootOpen < 0 ? -1 : rootOpen + '<div id="root">'.length;
  const rootEnd = template.lastIndexOf('</div>', at);
  const framable = rootStart > 0 && rootEnd > rootStart && !template.slice(rootStart, rootEnd).includes('<script');
  const manifestFile = join(deps.root, '.vite/manifest.json');
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : null;
  const preloads = new Map(
    Object.entries(ROUTE_MODULES).map(([path, modules]) => [path, manifest ? routePreloads(manifest, modules) : '']),
  );
  const variants = new Map<string, { config: string; variant: Promise<Variant> }>();
  // A brand row's configuration as sent, worked out once per row read from the brands service.
  const configs = new WeakMap<BrandRow, { json: string; config: BrandConfig; dark: string }>();
  let plain: Promise<Variant> | null = null;

  async function make(html: string): Promise<Variant> {
    const identity = Buffer.from(html);
    const [br, gz] = await Promise.all([
      brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
      gzipped(identity, { level: 9 }),
    ]);
    const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
    return { etag, identity, br, gzip: gz };
  }

  function configOf(brand: BrandRow) {
    let kept = configs.get(brand);
    if (!kept) {
      const config = brandConfigSchema.parse(toBrandConfig(brand));
      const css = config.stylesCssUrl ? (deps.stylesheet?.(config.stylesCssUrl) ?? null) : null;
      const dark = brandDarkStyle(css, darkOverridesOf(brand.settings));
      // the dark style is part of what the variant was made from: a change of the brand's dark colours remakes it
      kept = { json: JSON.stringify(config) + dark, config, dark };
      configs.set(brand, kept);
    }
    return kept;
  }

  function render(page: {
    config: unknown;
    catalogues: Record<string, Catalogue>;
    links: string;
    frame: string | null;
    early: boolean;
    styles: string | null;
    dark: string;
  }) {
    const data = `<script type="application/json" id="${PAGE_DATA_ID}">${jsonForScript({ brand: page.config, catalogues: page.catalogues })}</script>`;
    let html = template.slice(0, at) + data + template.slice(at);
    if (page.frame && framable) html = html.slice(0, rootStart) + page.frame + html.slice(rootEnd);
    const headEnd = page.links + page.dark + (page.styles ? brandStylesLink(page.styles) : '');
    if (headEnd && head >= 0) html = html.slice(0, head) + headEnd + html.slice(head);
    if (page.early && earlyAt >= 0) html = html.slice(0, earlyAt) + EARLY_READ_ELEMENT + html.slice(earlyAt);
    return html;
  }

  async function variantFor(request: FastifyRequest): Promise<Variant> {
    const brand = await deps.resolveBrand(request.headers.host).catch(() => null);
    if (!brand) return (plain ??= make(template));
    const { json, config, dark } = configOf(brand);
    const configured = Object.keys(brand.languages);
    const url = new URL(request.url, 'http://page');
    const query = url.searchParams.get('lang');
    const route = url.pathname.replace(/\/+$/, '');
    const links = preloads.get(route) ?? '';
    const lang = pageLanguage({ query, cookie: cookieOf(request.headers.cookie, LANG_COOKIE.name), configured });
    const framed = hasGuestFrame(route, config.screensVariant);
    const early = EARLY_READ_ROUTES.has(route);
    // The copyright's year is the server's; a framed page is made anew when it turns.
    const year = new Date().getFullYear();
    // A page with its own head (`/` included, whose route is '') is kept apart from the plain one.
    const key = `${brand.id}\n${lang}\n${links || early ? `page ${route}` : ''}\n${framed ? `guest ${year}` : ''}`;
    const kept = variants.get(key);
    if (kept && kept.config === json) return kept.variant;
    const catalogues: Record<string, Catalogue> = {};
    for (const code of new Set([DEFAULT_LANGUAGE, lang])) {
      const catalogue = deps.catalogue(brand, code);
      if (catalogue) catalogues[code] = catalogue;
    }
    const frame = framed ? guestFrame({ brandName: config.brandName, catalogues, lang, year }) : null;
    const variant = make(
      render({ config, catalogues, links, frame, early, styles: config.stylesCssUrl ?? null, dark }),
    );
    if (!kept && variants.size >= MAX_VARIANTS) variants.delete(variants.keys().next().value!);
    variants.set(key, { config: json, variant });
    variant.catch(() => variants.delete(key));
    return variant;
  }

  return {
    /** Answers a page of the trader app with its index.html, as the browser accepts it. */
    async send(request: FastifyRequest, reply: FastifyReply) {
      const variant = await variantFor(request);
      void reply
        .type('text/html; charset=utf-8')
        .header('cache-control', REVALIDATE)
        .header('vary', 'accept-encoding, cookie')
        .header('etag', variant.etag);
      if (request.headers['if-none-match'] === variant.etag) return reply.status(304).send();
      const encoding = encodingFor(request.headers['accept-encoding']);
      if (encoding) void reply.header('content-encoding', encoding);
      return reply.send(encoding ? variant[encoding] : variant.identity);
    },
    /** For tests and the budget: how many variants are kept. */
    size: () => variants.size,
  };
}
export type WebIndex = ReturnType<typeof createWebIndex>;
