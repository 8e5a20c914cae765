import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { SESSION_TTL_SECONDS, type SandboxPlatform } from './sandbox-platform.ts';
import { renderSignIn, renderTerminal, type PageTexts } from './sandbox/terminal-page.ts';
import { terminalApiRoutes } from './sandbox/terminal-api.routes.ts';
import type { SandboxTrading } from './sandbox/trading.service.ts';
import type { MarketFeed } from './sandbox/market-feed.ts';

export const SESSION_COOKIE = 'sbx_session';
const COOKIE_PATH = '/platform/sandbox';

/** The terminal session's login, from its cookie (null without a valid one). */
export async function sessionLogin(platform: SandboxPlatform, req: FastifyRequest): Promise<string | null> {
  const token = String(req.headers.cookie ?? '').match(new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`))?.[1];
  return token ? platform.verifySession(decodeURIComponent(token)) : null;
}

/**
 * The platform's own site, so its session is a cookie of its own: HttpOnly, SameSite=Strict and scoped to
 * /platform/sandbox, never sent to the portal's API (whose tokens travel in a header).
 */
async function startSession(platform: SandboxPlatform, req: FastifyRequest, reply: FastifyReply, login: string) {
  const token = await platform.sessionToken(login);
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
 * The sandbox platform's web terminal: a signed one-time link (platformRedirectUrl) or the account's login and
 * platform password start a session; the terminal page, its script and its API live under /platform/sandbox.
 */
export function sandboxTerminalRoutes(deps: {
  db: Db;
  platform: SandboxPlatform;
  trading: SandboxTrading;
  feed: MarketFeed;
  texts: (request: { headers: Record<string, string | string[] | undefined> }) => PageTexts;
  assetsDir: string;
}) {
  const html = (reply: FastifyReply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
  const cache = new Map<string, string>();
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const hide = { hide: true } as const;

    r.get(
      '/platform/sandbox/sign-in',
      { schema: { ...hide, querystring: z.object({ token: z.string().max(2048).default('') }) } },
      async (req, reply) => {
        const who = req.query.token ? await deps.platform.verifySignIn(req.query.token) : null;
        const account = who && (await deps.platform.account(deps.db, who.login));
        if (account) return startSession(deps.platform, req, reply, account.login);
        return html(reply)
          .status(401)
          .send(renderSignIn(deps.texts(req), 'expired'));
      },
    );

    r.post(
      '/platform/sandbox/login',
      { schema: { ...hide, body: z.object({ login: z.string().max(64), password: z.string().max(128) }) } },
      async (req, reply) => {
        const { login, password } = req.body;
        if (await deps.platform.checkPassword(deps.db, login.trim(), password))
          return startSession(deps.platform, req, reply, login.trim());
        return html(reply)
          .status(401)
          .send(renderSignIn(deps.texts(req), 'failed'));
      },
    );

    r.get('/platform/sandbox/terminal', { schema: hide }, async (req, reply) => {
      const login = await sessionLogin(deps.platform, req);
      const account = login && (await deps.platform.account(deps.db, login));
      if (!account) return html(reply).send(renderSignIn(deps.texts(req), 'form'));
      return html(reply).send(renderTerminal(deps.texts(req), account));
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
