import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notValid } from './error-handler.ts';
import { BACKOFFICE_PREFIX, isBackofficePath } from './spa-fallback.ts';

/**
 * The firm's console on an origin of its own (docs/decisions/054-console-on-its-own-origin.md): its own listener
 * (CONSOLE_PORT) serves the console's build and the admin API and nothing else, and an operator's cookie session
 * is taken only from the console's own page there. A trader page, whatever script a brand puts on it, shares
 * neither the console's origin nor, so, its cookie's use.
 */

const CONSOLE_LISTENER = Symbol('console listener');
type Marked = IncomingMessage & { [CONSOLE_LISTENER]?: true };

/** The console listener's request handler: the app's own routing, each request marked as the console's. */
export function consoleRouting(routing: (req: IncomingMessage, res: ServerResponse) => void) {
  return (req: IncomingMessage, res: ServerResponse) => {
    (req as Marked)[CONSOLE_LISTENER] = true;
    routing(req, res);
  };
}

/** Whether a request came in on the console's listener. */
export const isConsoleRequest = (request: FastifyRequest): boolean =>
  (request.raw as Marked)[CONSOLE_LISTENER] === true;

/** What the console's origin serves besides the admin API: its build, and the brands' files its screens show. */
const CONSOLE_PATHS = /^(?:\/backoffice(?:[/?#]|$)|\/api\/admin\/|\/brand-assets\/|\/api\/common\/v1\/BrandAsset\/)/;

/** Whether the console's origin serves this path; any other is a 404 envelope there. */
export const isConsolePath = (url: string) => CONSOLE_PATHS.test(url);

// Fetch Metadata of a request without Origin (a GET): its own page, or a person typing the address.
const OWN_FETCH = new Set(['same-origin', 'none']);

export type ConsoleSite = ReturnType<typeof createConsoleSite>;

export function createConsoleSite(config: {
  consolePort: number;
  consoleOrigin: string | undefined;
  trustProxy: boolean;
}) {
  const httpsOrigin = config.consoleOrigin?.startsWith('https:') ?? false;

  /**
   * Whether the browser reached us over https: TLS here, a configured https origin, or a trusted proxy saying so.
   * A chain of proxies lists one scheme per hop; the first is the one the browser used (a CDN's https before a
   * balancer's http), where Fastify's `request.protocol` takes the last.
   */
  function isHttps(request: FastifyRequest): boolean {
    if (httpsOrigin || request.protocol === 'https') return true;
    const forwarded = config.trustProxy ? request.headers['x-forwarded-proto'] : undefined;
    return typeof forwarded === 'string' && forwarded.split(',')[0]!.trim().toLowerCase() === 'https';
  }

  /** The console's origin as its page names it: the configured one, else the listener's own as the browser asked. */
  const originOf = (request: FastifyRequest) =>
    config.consoleOrigin ?? `${isHttps(request) ? 'https' : 'http'}://${request.host}`;

  return {
    isHttps,

    /**
     * Whether a call may use an operator's cookie: on the console's listener, from the console's own page. A
     * browser names the calling page's origin in Origin on every cross-origin request and every POST; a GET of its
     * own page sends none, and then Fetch Metadata tells a sibling origin's `<img>`/`<script>` apart.
     */
    fromConsolePage(request: FastifyRequest): boolean {
      if (!isConsoleRequest(request)) return false;
      const origin = request.headers.origin;
      if (origin !== undefined) return origin === originOf(request);
      const site = request.headers['sec-fetch-site'];
      return site === undefined || OWN_FETCH.has(site as string);
    },

    /**
     * The onRequest step of both origins (pipeline/api-hooks.ts); answers when the path is not the origin's. The
     * console's origin serves only the console: `/` leads to its pages, anything else not its own is a 404
     * envelope. The trader origin no longer serves the console: its old address leads to the console's origin.
     */
    gate(request: FastifyRequest, reply: FastifyReply): boolean {
      const url = request.url;
      if (isConsoleRequest(request)) {
        if (isConsolePath(url)) return false;
        if (url === '/' && (request.method === 'GET' || request.method === 'HEAD')) {
          void reply.header('cache-control', 'no-store').redirect(`${BACKOFFICE_PREFIX}/`, 302);
          return true;
        }
        void reply
          .status(404)
          .serializer(JSON.stringify)
          .type('application/json; charset=utf-8')
          .send(notValid(url.split('?')[0]!, 'not found'));
        return true;
      }
      if (!isBackofficePath(url)) return false;
      const base =
        config.consoleOrigin ?? `${isHttps(request) ? 'https' : 'http'}://${request.hostname}:${config.consolePort}`;
      void reply.header('cache-control', 'no-store').redirect(`${base}${url}`, 302);
      return true;
    },
  };
}
