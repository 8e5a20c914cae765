import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CounterStore } from '../lib/counter-store.ts';
import type { BrandsService } from '../modules/brands/brands.service.ts';
import { decorateRefusalLimit, refusalLimit } from '../http/refusal-limit.ts';
import { helmetHeaderSetter } from '../http/helmet-headers.ts';
import { decorateBrandResolution, isBrandedPath, resolveBrandOf } from './brand-resolution.ts';
import { siteVersionCheck } from '../http/site-version.ts';
import { applyNoStore, registerNoStore } from '../http/no-store.ts';
import { isTraderPage, setBrandCsp } from './brand-csp.ts';
import { isConsoleRequest, type ConsoleSite } from '../http/console-site.ts';
import { consoleSecurityHeaders } from '../http/security-headers.ts';

/**
 * The app's per-request work as one hook per phase: Fastify runs each hook of a
 * chain through its own step (and an async one through a promise of its own), which on a hot read cost about a
 * tenth of the busy time for work that is a few header writes. In order, as the separate hooks were:
 * - onRequest: the refusal limit (first of all: a refused address is stopped before anything else), helmet's
 *   headers (the console's own policy on its origin), each origin's paths, the brand of the Host,
 *   the site-version check. The rate limit stays the plugin's own route hook.
 * - onSend: the request id, the trader app's per-brand policy (HTML only: the only part that may wait) and
 *   no-store; callback style, so an API reply makes no promise.
 * - onResponse: the refused-credential count (callback style; the metrics keep their own hook in ops.ts).
 * Register first (before the routes: no-store's onRoute sees only routes added after it).
 */
export function registerApiHooks(
  app: FastifyInstance,
  deps: {
    counters: CounterStore;
    brands: BrandsService;
    minSiteVersion: string | undefined;
    consoleSite: ConsoleSite;
  },
): void {
  const refusals = refusalLimit(deps.counters);
  const setHelmetHeaders = helmetHeaderSetter();
  const olderSite = siteVersionCheck(deps.minSiteVersion);
  decorateRefusalLimit(app);
  decorateBrandResolution(app);
  registerNoStore(app, { onSend: false });
  const setHeaders = (request: FastifyRequest, reply: FastifyReply) => {
    setHelmetHeaders(reply.raw);
    if (isConsoleRequest(request)) for (const [name, value] of consoleSecurityHeaders) reply.raw.setHeader(name, value);
  };
  const gate = deps.consoleSite.gate;

  // A step that answers the request (a path not of its origin, an older site) ends the hook with the reply.
  app.addHook('onRequest', async (request, reply) => {
    await refusals.check(request);
    setHeaders(request, reply);
    if (gate(request, reply)) return reply;
    if (isBrandedPath(request.url)) await resolveBrandOf(request, deps.brands);
    if (olderSite?.(request, reply)) return reply;
  });

  app.addHook('onSend', (request, reply, _payload, done) => {
    void reply.header('x-request-id', request.id);
    applyNoStore(request, reply);
    if (!isTraderPage(request, reply)) return done();
    setBrandCsp(request, reply, deps.brands).then(
      () => done(),
      (err: Error) => done(err),
    );
  });

  app.addHook('onResponse', (request, reply, done) => {
    refusals.record(request, reply.statusCode, done);
  });
}
