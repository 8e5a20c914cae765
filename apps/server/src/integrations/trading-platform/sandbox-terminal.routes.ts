import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ResultCode, textSchema } from '@portal/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { Refusal } from '../../domain/result.ts';
import type { LoginGuard } from '../../lib/login-guard.ts';
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
 * its API live under /platform/sandbox. Sign-ins go through the portal's login guard (per account, per address,
 * bot-check, delays), the same counters `Authenticate` uses.
 */
export function sandboxTerminalRoutes(deps: {
  db: Db;
  platform: SandboxPlatform;
  trading: SandboxTrading;
  feed: MarketFeed;
  texts: (request: { headers: Record<string, string | string[] | undefined> }) => PageTexts;
  assetsDir: string;
  guard: LoginGuard;
  verifyPortalPassword: PortalPasswordCheck;
  /** The bot-check site key of the brand whose host serves the terminal (null on a host of no brand). */
  siteKeyOf: (host: string | undefined) => Promise<string | null>;
}) {
  const html = (reply: FastifyReply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
  const signIn = createTerminalSignIn({
    platform: deps.platform,
    verifyPortalPassword: deps.verifyPortalPassword,
    guard: deps.guard,
  });
  /** The sign-in page for the platform named in the address (or a choice of platforms without one). */
  const signInPage = async (
    req: FastifyRequest,
    state: SignInState,
    platformId: string | undefined,
    botCheckSiteKey?: string | null,
  ) => {
    const platform: TerminalPlatform | undefined = platformId
      ? await signInRepository.platform(deps.db, platformId)
      : undefined;
    const platforms = platform ? [] : await signInRepository.platforms(deps.db);
    return renderSignIn(deps.texts(req), state, { platform, platforms, botCheckSiteKey });
  };
  const platformQuery = z.object({ platform: textSchema().max(64).optional() });
  const cache = new Map<string, string>();
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const hide = { hide: true } as const;

    r.get(
      '/platform/sandbox/sign-in',
      { schema: { ...hide, querystring: z.object({ token: textSchema().max(2048).default('') }) } },
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
            login: textSchema().max(254),
            password: textSchema().max(128),
            platform: textSchema().max(64).optional(),
            // the bot-check: the provider's widget posts g-recaptcha-response; the test key's confirmation, captchaToken
            'g-recaptcha-response': textSchema().max(4096).optional(),
            captchaToken: textSchema().max(4096).optional(),
          }),
        },
      },
      async (req, reply) => {
        const { login, password } = req.body;
        const platformId = req.body.platform || undefined;
        const siteKey = await deps.siteKeyOf(req.headers.host);
        try {
          const who = await signIn.authenticate(deps.db, {
            login,
            password,
            platformId: platformId ?? null,
            ip: req.ip,
            captchaToken: req.body['g-recaptcha-response'] || req.body.captchaToken || undefined,
            siteKey,
          });
          if (who) return await startSession(deps.platform, req, reply, who.login, who.logins);
          return html(reply)
            .status(401)
            .send(await signInPage(req, 'failed', platformId));
        } catch (error) {
          if (!(error instanceof Refusal)) throw error;
          // A bot-check is due: the form comes back with it (without a site key there is none to offer).
          if (error.result === ResultCode.BotCheckRequired && siteKey)
            return html(reply)
              .status(401)
              .send(await signInPage(req, 'botCheck', platformId, siteKey));
          const retryAfter = (error.data as { retryAfterSeconds?: number } | null)?.retryAfterSeconds;
          return html(reply)
            .status(429)
            .header('retry-after', String(retryAfter ?? 60))
            .send(await signInPage(req, 'tooMany', platformId));
        }
      },
    );

    // Another account of the same e-mail sign-in (type 2): only those the session was started with.
    r.post(
      '/platform/sandbox/switch',
      { schema: { ...hide, body: z.object({ login: textSchema().max(64) }) } },
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
      { schema: { ...hide, params: z.object({ name: textSchema().max(64) }) } },
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
