/**
 * Keeps tokens, codes, passwords and secrets out of every log line, whoever writes it: a route's `req.log`, a
 * background job, Fastify's own request lines (whose URL carries `?token=` for the sandbox terminal's one-time
 * link) or an error's properties. A list of paths (pino's `redact`) only covers the places someone thought of;
 * this masks by field name at any depth and by shape in any string, so a new log call is safe by default.
 */

export const CENSOR = '[REDACTED]';

// A field is secret when its name (case, `-` and `_` aside) ends like one of these: refreshToken, captchaToken,
// x-bridge-signature, x-admin-key, RECAPTCHA_SECRET, newPassword, password_hash, set-cookie, …
const SECRET_NAME_END =
  /(token|tokens|password|passwd|passwordhash|secret|signature|cookie|authorization|apikey|adminkey|tokenhash|codehash)$/;
// A one-time code: `code` itself, or a code named for what it verifies (not statusCode, countryCode, …).
const CODE_NAME = /^(code|otp|(verification|verify|reset|email|confirm|confirmation|onetime|auth|login|sms)code)$/;

export function isSecretName(name: string): boolean {
  const n = name.toLowerCase().replace(/[-_\s]/g, '');
  return SECRET_NAME_END.test(n) || CODE_NAME.test(n);
}

// `name=value` in a query string, a fragment or a form body; the value ends at the next separator.
const PARAM = /(^|[?&;#\s,])([A-Za-z0-9_.[\]-]+)=([^&#\s"'<>;,]*)/g;
// A JSON Web Token, wherever it appears (access tokens, the terminal's link and session): three base64url parts.
const JWT = /\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g;
const BEARER = /\b(Bearer\s+)[^\s"',]+/gi;
// The password in a URL's user info (smtps://user:pass@host, postgres://…, redis://…), as connection errors print it.
const USER_INFO = /\b([a-z][a-z0-9+.-]*:\/\/[^\s:/@]*:)[^\s@/]+@/gi;

/** A string with secret-named parameters, JWTs, bearer credentials and passwords in URLs masked. */
export function scrubString(s: string): string {
  if (!s.includes('=') && !s.includes('eyJ') && !s.includes('@') && !/bearer/i.test(s)) return s; // cheaply
  return s
    .replace(PARAM, (match, pre: string, name: string) => (isSecretName(name) ? `${pre}${name}=${CENSOR}` : match))
    .replace(JWT, CENSOR)
    .replace(BEARER, `$1${CENSOR}`)
    .replace(USER_INFO, `$1${CENSOR}@`);
}

const isPlain = (v: object) => {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

const MAX_DEPTH = 12;

/**
 * A copy of a value about to be logged with every secret-named field masked and every string scrubbed. Errors
 * become plain records (type, message, stack, their own fields, cause), scrubbed the same way; an error's own
 * `code` (ECONNREFUSED, 23505, FST_…) says what went wrong and is kept. Other class instances (Fastify's request
 * and reply) are left to their serializers (`requestSummary` for the request).
 */
export function scrubLogValue(value: unknown): unknown {
  return scrub(value, undefined, 0);
}

/**
 * The values already on the way down, to tell a cycle; `undefined` until the walk first goes below the top, so a
 * flat record (the access line with its request and reply, a child logger's bindings: one per request) allocates no set.
 */
type Seen = WeakSet<object> | undefined;

function scrub(value: unknown, seen: Seen, depth: number): unknown {
  if (typeof value === 'string') return scrubString(value);
  if (value === null || typeof value !== 'object') return value;
  if (seen?.has(value)) return '[Circular]';
  if (depth > MAX_DEPTH) return '[Truncated]';
  if (value instanceof Error) return scrubError(value, below(seen, value), depth);
  if (Array.isArray(value)) {
    const inner = below(seen, value);
    return value.map((v) => scrub(v, inner, depth + 1));
  }
  if (!isPlain(value)) return value;
  const out: Record<string, unknown> = {};
  let inner: Seen;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const v = (value as Record<string, unknown>)[key];
    if (walked(v)) inner ??= below(seen, value);
    out[key] = scrubField(key, v, inner ?? seen, depth);
  }
  return out;
}

/** Whether `scrub` goes into a value (other class instances, like Fastify's request and reply, are left as they are). */
const walked = (v: unknown): v is object =>
  v !== null && typeof v === 'object' && (v instanceof Error || Array.isArray(v) || isPlain(v));

/** The set of values above the next level down: `value` added to `seen`, or a new set of it at the top. */
const below = (seen: Seen, value: object): WeakSet<object> => (seen ?? new WeakSet()).add(value);

function scrubField(key: string, v: unknown, seen: Seen, depth: number): unknown {
  return isSecretName(key) && v !== null && v !== undefined && v !== '' ? CENSOR : scrub(v, seen, depth + 1);
}

function scrubError(error: Error, seen: Seen, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {
    type: error.constructor?.name ?? error.name,
    message: scrubString(error.message),
    stack: error.stack === undefined ? undefined : scrubString(error.stack),
  };
  for (const [key, v] of Object.entries(error)) {
    if (key in out) continue;
    const ownCode = key === 'code' && (typeof v === 'string' || typeof v === 'number');
    out[key] = ownCode ? v : scrubField(key, v, seen, depth);
  }
  if (error.cause !== undefined) out.cause = scrub(error.cause, seen, depth + 1);
  if (error instanceof AggregateError) out.aggregateErrors = scrub(error.errors, seen, depth + 1);
  return out;
}

/** What a request line says about the request: never its headers, and its URL with secret parameters masked. */
export function requestSummary(req: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}) {
  return {
    method: req.method,
    url: scrubString(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** How pino types a serialized error. */
type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

/**
 * The logger options that apply all this (app.ts): the merge object of every call, child bindings and the
 * request and error serializers go through `scrubLogValue`, and string arguments (the message, interpolated
 * values) through `scrubString`.
 */
export const logRedaction = {
  serializers: {
    req: requestSummary,
    // formatters.log has already turned a logged error into a scrubbed record (keeping its own `code`).
    err: (err: unknown) => (err instanceof Error ? scrubLogValue(err) : err) as LoggedError,
  },
  formatters: {
    log: (object: Record<string, unknown>) => scrubLogValue(object) as Record<string, unknown>,
    bindings: (bindings: Record<string, unknown>) => scrubLogValue(bindings) as Record<string, unknown>,
  },
  hooks: {
    logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
      // The arguments as given unless a string among them changes (most messages hold nothing to mask).
      let scrubbed: unknown[] | undefined;
      for (let i = 0; i < args.length; i++) {
        const a = args[i];
        const s = typeof a === 'string' ? scrubString(a) : a;
        if (s !== a) (scrubbed ??= [...args])[i] = s;
      }
      method.apply(this, scrubbed ?? args);
    },
  },
};
