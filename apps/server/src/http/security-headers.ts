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
  frameSrc: ["'self'", 'https://www.google.com', 'https://*.livechatinc.com', 'https://*.intercom.io'],
  frameAncestors: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};
