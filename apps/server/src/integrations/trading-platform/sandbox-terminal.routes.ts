import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { CounterStore } from '../../lib/counter-store.ts';
import { SESSION_TTL_SECONDS, type SandboxPlatform } from './sandbox-platform.ts';
import { renderSignIn, renderTerminal, type PageTexts, type SignInState } from './sandbox/terminal-page.ts';
import {
  createTerminalSignIn,
  signInRepository,
  type PortalPasswordCheck,
  type TerminalPlatform,
} from './sandbox/terminal-sign-in.ts';
import { terminalApiRoutes } from './sandbox/terminal-api.routes.ts';
import type { SandboxTrading } from './sandbox/trading.service.ts';
import type { MarketFeed } from './sandbox/market-feed.ts';

export const SESSION_COOKIE = 'sbx_session';
const COOKIE_PATH = '/platform/sandbox';
/** Failed sign-ins on the terminal's form allowed per address within the window, then 429 until it ends. */
export const TERMINAL_FAILURE_LIMIT = 10;
export const TERMINAL_FAILURE_WINDOW_MS = 15 * 60_000;

/** The terminal session from its cookie: its account and the accounts it may switch to (null without one). */
async function sessionOf(platform: SandboxPlatform, req: FastifyRequest) {
  const token = String(req.headers.cookie ?? '').match(new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`))?.[1];
  return token ? platform.session(decodeURIComponent(token)) : null;
}

/** The terminal session's login, from its cookie (null without a valid one). */
export async function sessionLogin(platform: SandboxPlatform, req: FastifyRequest): Promise<string | null> {
  return (await sessionOf(platform, req))?.login ?? null;
}

/**
 * The platform's own site, so its session is a cookie of its own: HttpOnly, SameSite=Strict and scoped to
 * /platform/sandbox, never sent to the portal's API (whose tokens travel in a header).
 */
async function startSession(
  platform: SandboxPlatform,
  req: FastifyRequest,
  reply: FastifyReply,
  login: string,
  logins: string[] = [],
) {
  const token = await platform.sessionToken(login, logins);
  const secure = req.protocol === 'https' ? '; Secure' : '';
  void reply.header(
    'set-cookie',
    `${SESSION_COOKIE}=${token}; Path=${COOKIE_PATH}; Max-Age=${SESSION_TTL_SECONDS}; HttpOnly; SameSite=Strict${secure}`,
  );
  return reply.redirect('/platform/sandbox/terminal', 303);
}

const ASSETS: Record<string, { type: string; file: (assetsDir: string) => string }> = {
  'terminal.js': { type: 'text/javascript', file: (d) => join(d, 'sandbox-terminal/terminal.js') },
  'terminal.css': { type: 'text/css', file: (d) => join(d, 'sandbox-terminal/terminal.css') },
  // lightweight-charts' standalone build (window.LightweightCharts), served from node_modules.
  'lightweight-charts.js': {
    type: 'text/javascript',
    file: () =>
      join(
        dirname(createRequire(import.meta.url).resolve('lightweight-charts/package.json')),
        'dist/lightweight-charts.standalone.production.js',
      ),
  },
};

/**
 * The sandbox platform's web terminal: a signed link that works once (platformRedirectUrl) or the credentials of the
 * account's platform type (SPEC §9, see terminal-sign-in.ts) start a session; the terminal page, its script and
 * its API live under /platform/sandbox. Failed sign-ins are counted per address in the shared counter store.
 */
export function sandboxTerminalRoutes(deps: {
  db: Db;
  platform: SandboxPlatform;
  trading: SandboxTrading;
  feed: MarketFeed;
  texts: (request: { headers: Record<string, string | string[] | undefined> }) => PageTexts;
  assetsDir: string;
  counters: CounterStore;
  verifyPortalPassword: PortalPasswordCheck;
}) {
  const html = (reply: FastifyReply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
  const signIn = createTerminalSignIn({ platform: deps.platform, verifyPortalPassword: deps.verifyPortalPassword });
  const failuresKey = (ip: string) => `fail:sandbox-terminal:${ip}`;
  /** The sign-in page for the platform named in the address (or a choice of platforms without one). */
  const signInPage = async (req: FastifyRequest, state: SignInState, platformId: string | undefined) => {
    const platform: TerminalPlatform | undefined = platformId
      ? await signInRepository.platform(deps.db, platformId)
      : undefined;
    const platforms = platform ? [] : await signInRepository.platforms(deps.db);
    return renderSignIn(deps.texts(req), state, { platform, platforms });
  };
  const platformQuery = z.object({ platform: z.string().max(64).optional() });
  const cache = new Map<string, string>();
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const hide = { hide: true } as const;

    r.get(
      '/platform/sandbox/sign-in',
      { schema: { ...hide, querystring: z.object({ token: z.string().max(2048).default('') }) } },
      async (req, reply) => {
        // One use per link: a second use (a replayed or leaked link) gets the platform's sign-in form.
        const who = req.query.token ? await deps.platform.redeemSignIn(deps.db, req.query.token) : null;
        const account = who?.login && (await deps.platform.account(deps.db, who.login));
        if (account) return startSession(deps.platform, req, reply, account.login);
        return html(reply)
          .status(401)
          .send(await signInPage(req, 'expired', who?.platformId));
      },
    );

    r.post(
      '/platform/sandbox/login',
      {
        schema: {
          ...hide,
          body: z.object({
            login: z.string().max(254),
            password: z.string().max(128),
            platform: z.string().max(64).optional(),
          }),
        },
      },
      async (req, reply) => {
        const { login, password } = req.body;
        const platformId = req.body.platform || undefined;
        const key = failuresKey(req.ip);
        if ((await deps.counters.get(key)) >= TERMINAL_FAILURE_LIMIT) {
          return html(reply)
            .status(429)
            .header('retry-after', String(TERMINAL_FAILURE_WINDOW_MS / 1000))
            .send(await signInPage(req, 'tooMany', platformId));
        }
        const who = await signIn.authenticate(deps.db, { login, password, platformId: platformId ?? null });
        if (who) return startSession(deps.platform, req, reply, who.login, who.logins);
        await deps.counters.hit(key, TERMINAL_FAILURE_WINDOW_MS);
        return html(reply)
          .status(401)
          .send(await signInPage(req, 'failed', platformId));
      },
    );

    // Another account of the same e-mail sign-in (type 2): only those the session was started with.
    r.post(
      '/platform/sandbox/switch',
      { schema: { ...hide, body: z.object({ login: z.string().max(64) }) } },
      async (req, reply) => {
        const session = await sessionOf(deps.platform, req);
        if (!session || !session.logins.includes(req.body.login))
          return reply.redirect('/platform/sandbox/terminal', 303);
        return startSession(deps.platform, req, reply, req.body.login, session.logins);
      },
    );

    // The platform's address opens its terminal.
    r.get('/platform/sandbox', { schema: { ...hide, querystring: platformQuery } }, async (req, reply) =>
      reply.redirect(
        req.query.platform
          ? `/platform/sandbox/terminal?platform=${encodeURIComponent(req.query.platform)}`
          : '/platform/sandbox/terminal',
        302,
      ),
    );

    r.get('/platform/sandbox/terminal', { schema: { ...hide, querystring: platformQuery } }, async (req, reply) => {
      const session = await sessionOf(deps.platform, req);
      const account = session && (await deps.platform.account(deps.db, session.login));
      if (!account) return html(reply).send(await signInPage(req, 'form', req.query.platform));
      return html(reply).send(renderTerminal(deps.texts(req), account, session.logins));
    });

    r.get(
      '/platform/sandbox/assets/:name',
      { schema: { ...hide, params: z.object({ name: z.string().max(64) }) } },
      async (req, reply) => {
        const asset = ASSETS[req.params.name];
        if (!asset) return reply.status(404).send({ message: 'not found' });
        let body = cache.get(req.params.name);
        if (body === undefined) {
          body = await readFile(asset.file(deps.assetsDir), 'utf8');
          cache.set(req.params.name, body);
        }
        return reply.type(`${asset.type}; charset=utf-8`).header('cache-control', 'public, max-age=300').send(body);
      },
    );

    await app.register(
      terminalApiRoutes({ trading: deps.trading, feed: deps.feed, login: (req) => sessionLogin(deps.platform, req) }),
    );
  };
}
