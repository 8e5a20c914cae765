import { createHash } from 'node:crypto';
import { THEME_EARLY_SCRIPT, type BrandConfig } from '@portal/contract';
import { EARLY_READ_SCRIPT_SOURCE } from './early-read.ts';

/** Both pages' first script, which marks the theme before the first paint: allowed by its hash, no other inline. */
export const THEME_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(THEME_EARLY_SCRIPT).digest('base64')}'`;

/**
 * Content-Security-Policy of the portal (docs/decisions/023-third-party-integrations.md): own origin, and the
 * bot-check's hosts (the console's and the terminal's sign-in may ask for it). The trader app's page adds the
 * hosts of exactly the integrations its brand configures (`brandContentSecurityPolicy`), nothing more.
 * Frames may only embed us from our own origin (frame-ancestors).
 */
type Directives = Record<
  | 'defaultSrc'
  | 'scriptSrc'
  | 'styleSrc'
  | 'imgSrc'
  | 'fontSrc'
  | 'connectSrc'
  | 'frameSrc'
  | 'workerSrc'
  | 'frameAncestors'
  | 'objectSrc'
  | 'baseUri'
  | 'formAction'
  | 'scriptSrcAttr'
  | 'upgradeInsecureRequests',
  string[]
>;
type Hosts = Partial<Pick<Directives, 'scriptSrc' | 'connectSrc' | 'frameSrc' | 'workerSrc'>>;

/** reCAPTCHA v2: its script and the frames it renders (developers.google.com/recaptcha/docs/faq, CSP). */
const BOT_CHECK: Hosts = {
  scriptSrc: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frameSrc: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};
const TAG_MANAGER: Hosts = {
  scriptSrc: ['https://www.googletagmanager.com'],
  connectSrc: [
    'https://www.googletagmanager.com',
    'https://www.google-analytics.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
};
const FLOODLIGHT: Hosts = {
  scriptSrc: ['https://www.googletagmanager.com'],
  connectSrc: ['https://www.googletagmanager.com', 'https://*.doubleclick.net', 'https://www.google.com'],
  frameSrc: ['https://*.fls.doubleclick.net', 'https://td.doubleclick.net'],
};
const TIKTOK: Hosts = { scriptSrc: ['https://analytics.tiktok.com'], connectSrc: ['https://analytics.tiktok.com'] };
const LIVECHAT: Hosts = {
  scriptSrc: ['https://cdn.livechatinc.com'],
  connectSrc: ['https://*.livechatinc.com', 'wss://*.livechatinc.com', 'https://*.text.com', 'wss://*.text.com'],
  frameSrc: ['https://*.livechatinc.com'],
};
const INTERCOM: Hosts = {
  scriptSrc: ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
  connectSrc: [
    'https://*.intercom.io',
    'wss://*.intercom.io',
    'https://*.intercomcdn.com',
    'https://*.intercomassets.com',
  ],
  frameSrc: ['https://*.intercom.io', 'https://intercom-sheets.com'],
};

export const contentSecurityPolicy: Directives = {
  defaultSrc: ["'self'"],
  // the theme's and the signed-in home's inline scripts, by their hashes: no other inline script runs
  scriptSrc: ["'self'", THEME_SCRIPT_SOURCE, EARLY_READ_SCRIPT_SOURCE, ...BOT_CHECK.scriptSrc!],
  styleSrc: ["'self'", "'unsafe-inline'", 'https:'],
  imgSrc: ["'self'", 'data:', 'https:'],
  fontSrc: ["'self'", 'data:', 'https:'],
  connectSrc: ["'self'"],
  // blob: the trader's contract PDF, fetched with the session's token and shown in the app
  frameSrc: ["'self'", 'blob:', ...BOT_CHECK.frameSrc!],
  workerSrc: ["'self'"],
  frameAncestors: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  // helmet's defaults, written out so the per-brand header (serialised here) keeps them too
  scriptSrcAttr: ["'none'"],
  upgradeInsecureRequests: [],
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const serialise = (d: Directives) =>
  Object.entries(d)
    .map(([name, values]) => [kebab(name), ...values].join(' '))
    .join(';');

/**
 * The console's policy: its own files and API only. No brand's integrations, no third-party script
 * at all (its bot-check is the plain confirmation, never the provider's widget), no inline style, and no page may
 * frame it. Images may come from https (a brand's logo address) or be data: (the TOTP QR code).
 */
const consoleContentSecurityPolicy: Directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", THEME_SCRIPT_SOURCE],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ["'none'"],
  workerSrc: ["'none'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  scriptSrcAttr: ["'none'"],
  upgradeInsecureRequests: [],
};

/** Set on every reply of the console's origin over helmet's (pipeline/api-hooks.ts). */
export const consoleSecurityHeaders: [string, string][] = [
  ['content-security-policy', serialise(consoleContentSecurityPolicy)],
  ['x-frame-options', 'DENY'],
];

/** The error-reporting DSN's origin (where the SDK sends events), and the blob: worker its replay compresses in. */
function errorReporting(dsn: string): Hosts {
  try {
    const { protocol, host } = new URL(dsn);
    return { connectSrc: [`${protocol}//${host}`], workerSrc: ['blob:'] };
  } catch {
    return {};
  }
}

/** The hosts of the integrations a brand configures: each exactly when the web app would load it. */
export function brandThirdPartyHosts(brand: BrandConfig): Hosts[] {
  const hosts: Hosts[] = [];
  if (!brand.hideGoogleTag && brand.googleTagManagerKey) hosts.push(TAG_MANAGER);
  if (brand.googleAdsFloodlightKey) hosts.push(FLOODLIGHT);
  if (!brand.pixelTikTok.hide && brand.pixelTikTok.id) hosts.push(TIKTOK);
  if (brand.chatWidget.key) hosts.push(brand.chatWidget.type === 1 ? INTERCOM : LIVECHAT);
  if (brand.sentry.key) hosts.push(errorReporting(brand.sentry.key));
  return hosts;
}

/** The trader app's policy on one brand's hosts: the base, extended by that brand's integrations only. */
export function brandContentSecurityPolicy(brand: BrandConfig): string {
  const directives = structuredClone(contentSecurityPolicy);
  for (const extra of brandThirdPartyHosts(brand))
    for (const [name, values] of Object.entries(extra) as [keyof Hosts, string[]][])
      directives[name] = [...new Set([...directives[name], ...values])];
  return serialise(directives);
}

/**
 * The headers helmet gives every reply, for the few replies written before any hook runs (the router's own
 * refusals, http/error-handler.ts): helmet's defaults for these, and the same Content-Security-Policy.
 */
export const preRouteSecurityHeaders: Record<string, string> = {
  'content-security-policy': serialise(contentSecurityPolicy),
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
};
