import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyServerFactory, FastifyServerOptions } from 'fastify';
import { ApiPath, SITE_VERSION_HEADER } from '@portal/contract';
import type { AccessLineOfGet } from '../http/access-log.ts';
import type { BrandRow } from '../modules/brands/brand.ts';
import type { BrandsService } from '../modules/brands/brands.service.ts';
import type { SessionsService } from '../modules/auth/sessions.service.ts';
import { helmetHeaders } from '../http/helmet-headers.ts';
import type { RateLimitCounter } from '../http/rate-limit-counter.ts';
import { olderSiteOf } from '../http/site-version.ts';
import { JSON_TYPE, type ReplyText } from '../http/json-reply.ts';
import type { DashboardService } from '../modules/evaluation/dashboard.service.ts';
import { metricsReply } from '../modules/evaluation/trading-metrics-reply.ts';
import type { TraderAccountsService } from '../modules/trader-accounts/trader-accounts.service.ts';
import { listReply } from '../modules/trader-accounts/trader-accounts-reply.ts';

/** A cached authenticated GET answered before Fastify (decision 035): its route pattern and its reply from memory. */
export type HotRead = {
  /** the route's pattern, as Fastify and the metrics name it (`/api/…/v1` or `/api/…/:id`, one parameter last) */
  route: string;
  /**
   * the very text the route answers, with its length kept beside it (decision 053), when memory holds it for this
   * trader; undefined lets the route answer
   */
  replyNow(brand: BrandRow, userId: string, id: string): ReplyText | undefined;
};

/** A path the fast path answers: its read, the path's parameter, and the read's duration series. */
type Route = { read: HotRead; id: string; observe: (seconds: number) => void };

type Deps = {
  reads: HotRead[];
  brands: BrandsService;
  sessions: SessionsService;
  /** the refusal limit's synchronous check (http/refusal-limit.ts) */
  refusalsClearNow: (request: { ip: string }) => boolean;
  /** absent with a shared (Redis) rate-limit store: then nothing is answered here */
  rateLimit: RateLimitCounter | undefined;
  /** the request-duration histogram's series of http/ops.ts, found once per read (decision 053) */
  observerOf: (method: string, route: string, status: number) => (seconds: number) => void;
  minSiteVersion: string | undefined;
  trustProxy: boolean;
  /** Writes the request's access line as the app's other requests have it (decision 040); absent without a logger. */
  accessLine: AccessLineOfGet | undefined;
};

/** The last value of a header a proxy may have set more than once (as Fastify reads X-Forwarded-Host). */
function lastEntry(value: string | string[] | undefined): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  return value.slice(value.lastIndexOf(',') + 1).trim();
}

/** A path parameter the fast path takes as it is: an id, nothing to decode (anything else goes to Fastify). */
const PLAIN_ID = /^[0-9A-Za-z-]{1,64}$/;
/** How many paths with a parameter are kept already matched (all forgotten when full). */
const MAX_KEPT_PATHS = 4096;

/**
 * The fast path of the hot authenticated reads (decision 035), in front of Fastify's request pipeline. It answers
 * a GET of a hot route only when every step Fastify would run can be decided at once from memory and every one of
 * them lets the request through: the refusal limit, the Host's kept brand, the site version, a token verified
 * before with its kept live session of this brand, the rate limit (counted in the plugin's own counters, by
 * trader), and the route's reply text from memory. It then writes the same status, body and headers as the route
 * (helmet's, the rate limit's, the content type, the request id, no-store) and counts the request in the
 * metrics. Anything else (another route or method, a query string, a miss, a refusal to decide, a limit reached,
 * a shared rate-limit store) returns false, untouched, for Fastify. It writes the one access line every request has.
 */
export function createHotReads(deps: Deps) {
  const exact = new Map<string, Route>();
  const withId: { prefix: string; read: HotRead; observe: Route['observe'] }[] = [];
  for (const read of deps.reads) {
    const observe = deps.observerOf('GET', read.route, 200);
    if (read.route.endsWith('/:id')) withId.push({ prefix: read.route.slice(0, -3), read, observe });
    else exact.set(read.route, { read, id: '', observe });
  }
  /**
   * Paths with a parameter already matched (decision 053): the id's path is read again on every call of a
   * dashboard, so the prefix walk, the id's check and the route object are done once per path, and a read is one
   * lookup by the path as TraderAccount's is. Only paths that matched are kept; bounded.
   */
  const matched = new Map<string, Route>();
  const helmet = helmetHeaders().flat();
  const olderSite = olderSiteOf(deps.minSiteVersion);
  const trustAll = () => true;
  const ipOf = deps.trustProxy
    ? (req: IncomingMessage) => proxyAddr.all(req, trustAll).at(-1)
    : (req: IncomingMessage) => req.socket.remoteAddress;
  // The host a request line names, as Fastify's `request.host`: the proxy's last X-Forwarded-Host when trusted.
  const hostOf = deps.trustProxy
    ? (req: IncomingMessage) => lastEntry(req.headers['x-forwarded-host']) ?? req.headers.host
    : (req: IncomingMessage) => req.headers.host;
  const stats = { served: 0 };

  function routeOf(url: string): Route | undefined {
    const known = exact.get(url) ?? matched.get(url);
    if (known) return known;
    for (const r of withId) {
      if (url.startsWith(r.prefix)) {
        const id = url.slice(r.prefix.length);
        if (!PLAIN_ID.test(id)) return undefined;
        if (matched.size >= MAX_KEPT_PATHS) matched.clear();
        const route = { read: r.read, id, observe: r.observe };
        matched.set(url, route);
        return route;
      }
    }
    return undefined;
  }

  /** Answers the request and returns true, or returns false without touching anything. */
  function answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || !deps.rateLimit) return false;
    const started = performance.now();
    const found = routeOf(req.url!);
    if (!found) return false;
    const { headers } = req;
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
    const site = headers[SITE_VERSION_HEADER];
    if (olderSite && typeof site === 'string' && olderSite(site)) return false;
    const ip = ipOf(req);
    if (ip === undefined || !deps.refusalsClearNow({ ip })) return false;
    const brand = deps.brands.keptBrandOf(headers.host);
    if (!brand) return false;
    const auth = headers.authorization;
    const token = auth?.startsWith('Bearer ') ? auth.slice(7).trim() || undefined : undefined;
    const claims = deps.sessions.authenticatedNow(brand.id, token);
    if (!claims) return false;
    const reply = found.read.replyNow(brand, claims.userId, found.id);
    if (reply === undefined) return false;
    // The last check, and the only one that changes anything: the request is counted from here on.
    const limit = deps.rateLimit.takeNow(`trader:${claims.userId}`);
    if (!limit) return false;

    const reqId = randomUUID();
    res.writeHead(200, [
      ...helmet,
      'x-ratelimit-limit',
      String(limit.max),
      'x-ratelimit-remaining',
      String(limit.remaining),
      'x-ratelimit-reset',
      String(limit.reset),
      'content-type',
      JSON_TYPE,
      'x-request-id',
      reqId,
      'cache-control',
      'no-store',
      'content-length',
      reply.length,
    ]);
    res.end(reply.text);
    stats.served++;
    const elapsed = performance.now() - started;
    deps.accessLine?.(reqId, { method: 'GET', url: req.url!, host: hostOf(req), ip, socket: req.socket }, elapsed);
    found.observe(elapsed / 1000);
    return true;
  }

  return { answer, stats };
}
export type HotReads = ReturnType<typeof createHotReads>;

/**
 * Fastify's documented `serverFactory`: the same HTTP server Fastify would make (its timeouts included), whose
 * requests go to the hot reads' fast path first and to Fastify's handler when it does not answer. `fast` is asked
 * for the fast path on each request, since it is built with the services, after Fastify.
 */
export function hotReadServerFactory(fast: () => HotReads | undefined): FastifyServerFactory {
  return (handler, options: FastifyServerOptions) => {
    // The app sets no `http` options of Node's own.
    const server: Server = createServer((req, res) => {
      if (!fast()?.answer(req, res)) handler(req, res);
    });
    // As Fastify sets its own server (lib/server.js); the options carry Fastify's defaults by now.
    server.keepAliveTimeout = options.keepAliveTimeout!;
    server.requestTimeout = options.requestTimeout!;
    server.setTimeout(options.connectionTimeout!);
    if (options.maxRequestsPerSocket! > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket!;
    return server;
  };
}

/** The list's fast path (decision 035): the route's very text and its length, when memory holds the trader's list. */
export function traderAccountsHotRead(service: TraderAccountsService): HotRead {
  return {
    route: ApiPath.traderAccounts,
    replyNow(brand, userId) {
      const list = service.listNow(brand, userId);
      return list && listReply(list);
    },
  };
}

/** TradingMetrics' fast path (decision 035): the route's very text and its length, when memory holds the account and its state. */
export function tradingMetricsHotRead(service: DashboardService): HotRead {
  return {
    route: ApiPath.tradingMetrics,
    replyNow(brand, userId, id) {
      const view = service.metricsNow(brand.id, userId, id);
      return view && metricsReply(view);
    },
  };
}
