/**
 * Content-Security-Policy of the portal: own origin, plus the third-party hosts a brand may switch on
 * (tag manager, bot-check, pixel, chat widgets, error reporting; ARCHITECTURE.md "Web app").
 * Frames may only embed us from our own origin (frame-ancestors).
 */
const thirdPartyScripts = [
  'https://www.googletagmanager.com',
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
  'https://analytics.tiktok.com',
  'https://cdn.livechatinc.com',
  'https://widget.intercom.io',
  'https://js.intercomcdn.com',
  'https://browser.sentry-cdn.com',
];

export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", ...thirdPartyScripts],
  styleSrc: ["'self'", "'unsafe-inline'", 'https:'],
  imgSrc: ["'self'", 'data:', 'https:'],
  fontSrc: ["'self'", 'data:', 'https:'],
  connectSrc: ["'self'", 'https:', 'wss:'],
  // blob: the trader's contract PDF, fetched with the session's token and shown in the app
  frameSrc: ["'self'", 'blob:', 'https://www.google.com', 'https://*.livechatinc.com', 'https://*.intercom.io'],
  frameAncestors: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The headers helmet gives every reply, for the few replies written before any hook runs (the router's own
 * refusals, http/error-handler.ts): helmet's defaults for these, and the same Content-Security-Policy.
 */
export const preRouteSecurityHeaders: Record<string, string> = {
  'content-security-policy': Object.entries(contentSecurityPolicy)
    .map(([name, values]) => `${kebab(name)} ${values.join(' ')}`)
    .join(';'),
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
};
