import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './http/error-handler.ts';
import { bearerTokenOf } from './modules/auth/require-auth.ts';
import { registerControlCharacterGuard } from './http/control-characters.ts';
import { registerOpenApi } from './http/openapi.ts';
import { logRedaction } from './lib/log-redaction.ts';
import { OneAccessLine } from './http/access-log.ts';
import { TurnLogDestination } from './http/log-destination.ts';
import { registerOps } from './http/ops.ts';
import { registerApiHooks } from './pipeline/api-hooks.ts';
import { createModules, assetsDir, type ServiceOverrides } from './modules.ts';
import type { AppModule } from './modules/module.ts';
import { ADMIN_PREFIX } from './modules/admin-operators/admin-route.ts';
import { spaFallback } from './http/spa-fallback.ts';
import { registerWebApps } from './http/web-static.ts';
import { consoleRouting } from './http/console-site.ts';
import { createWebIndex } from './pipeline/web-index.ts';
import { brandStylesheetReader } from './pipeline/brand-dark.ts';

export type BuildAppOptions = {
  config: Config;
  db: Db;
  logger?: boolean;
  /** Where log lines go (stdout by default); tests capture them to check what reaches a log. */
  logStream?: { write(line: string): void };
} & ServiceOverrides;

/** How the rate limit's Redis connection is named in CLIENT LIST, so an operator can tell it apart. */
export const RATE_LIMIT_CONNECTION_NAME = 'portal-rate-limit';

/** Builds the whole API without listening, so tests drive it with `app.inject` on a fresh instance. */
export async function buildApp(options: BuildAppOptions) {
  const { config } = options;
  // Standard output, the turn's lines in one write; a test hands its own stream.
  const logDestination = options.logger === false || options.logStream ? undefined : new TurnLogDestination(1);
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Tokens, codes, passwords and secrets are masked at any depth and in URLs (lib/log-redaction.ts).
            ...logRedaction,
            stream: options.logStream ?? logDestination,
          },
    // One access line a request, written when its reply has gone.
    logController: new OneAccessLine(),
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    // Refusals made before any route runs carry the envelope too (SPEC §3).
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const modules = createModules({ ...options, log: app.log });
  const { core, brands, sessions, adminOperators } = modules;
  // First of all hooks, one per phase: the refusal limit (an address that keeps presenting wrong credentials is
  // stopped before anything else), helmet's headers, the brand, the site version, the request id, the trader
  // app's per-brand policy and no-store (pipeline/api-hooks.ts).
  registerApiHooks(app, {
    counters: core.services.counters,
    brands: brands.services.brandsService,
    minSiteVersion: config.minSiteVersion,
    consoleSite: adminOperators.services.consoleSite,
  });
  await app.register(formbody);
  // Off by default: only routes that ask (`compress` in their options, e.g. the text catalogue) are compressed,
  // so the hot API path pays nothing; request bodies are never decompressed.
  // A route that does not ask gets none of the plugin's hooks: the plugin would otherwise add an
  // onRequest to every route only to set `reply.compress`, which no route here calls.
  app.addHook('onRoute', (route) => {
    route.compress ??= false;
  });
  await app.register(compress, {
    global: false,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  // Shared by every instance (docs/several-instances.md), so a limit counts requests to all of them;
  // ioredis is imported only then.
  const rateLimitRedis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, {
        maxRetriesPerRequest: 2,
        connectionName: RATE_LIMIT_CONNECTION_NAME,
      })
    : undefined;
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    // Counted per signed-in trader for a call with a valid access token (one trader behind a shared address does
    // not use up the others' limit), per address otherwise; the auth routes' own limits stay per address.
    keyGenerator: async (request) => {
      const token = bearerTokenOf(request);
      const claims = token ? await sessions.services.accessTokens.verify(token) : undefined;
      return typeof claims === 'object' ? `trader:${claims.userId}` : request.ip;
    },
    // The limit guards the API; the web app's files (one page load fetches dozens of chunks) are not counted.
    allowList: (request) => !request.url.startsWith('/api/'),
    ...(rateLimitRedis ? { redis: rateLimitRedis, nameSpace: 'portal:rl:' } : {}),
    errorResponseBuilder: (_req, context) => ({ statusCode: 429, message: `retry in ${context.after}` }),
  });
  await registerOpenApi(app, { serve: config.apiDocs });

  const hasWeb = existsSync(`${config.webDistDir}/index.html`) && config.env === 'production';
  const hasBackoffice = existsSync(`${config.backofficeDistDir}/index.html`) && config.env === 'production';
  // The trader app's index.html with its brand and start-up catalogues in the page.
  const webIndex = hasWeb
    ? createWebIndex({
        root: config.webDistDir,
        resolveBrand: (host) => brands.services.brandsService.resolveHost(host),
        stylesheet: brandStylesheetReader(assetsDir),
        catalogue: (brand, lang) => {
          try {
            return modules.common.services.commonService.translations(brand, lang);
          } catch {
            return null; // not offered, or no catalogue: start-up asks the API as before
          }
        },
      })
    : null;
  registerErrorHandling(
    app,
    spaFallback(
      {
        web: hasWeb ? config.webDistDir : null,
        backoffice: hasBackoffice ? config.backofficeDistDir : null,
      },
      webIndex?.send,
    ),
    core.services.errorReporter,
  );
  registerOps(app, { db: options.db, metricsToken: config.metricsToken });
  registerControlCharacterGuard(app);

  await app.register(fastifyStatic, {
    root: `${assetsDir}brands/`, // /brand-assets/<brand>/logo.svg is assets/brands/<brand>/logo.svg
    prefix: '/brand-assets/',
    decorateReply: !hasWeb && !hasBackoffice,
    maxAge: '1h',
  });
  // The trader app at / and the console at /backoffice/ of its own origin: precompressed, cached by kind.
  await registerWebApps(
    app,
    {
      web: hasWeb ? config.webDistDir : null,
      backoffice: hasBackoffice ? config.backofficeDistDir : null,
    },
    { webIndexRendered: !!webIndex },
  );

  const all: AppModule<unknown>[] = Object.values(modules);
  for (const area of all.filter((m) => !m.console)) for (const routes of area.routes) await app.register(routes);
  // The console's routes, each module's, under the admin prefix in one encapsulated plugin: cookies are parsed here
  // only (the traders' API takes bearer tokens, never cookies), and the operator guard runs first on every call,
  // with the access the route declares (admin-guard.ts); a console route cannot be registered anywhere else.
  await app.register(
    async (admin) => {
      await admin.register(cookie);
      admin.addHook('onRequest', adminOperators.services.operatorGuard);
      for (const area of all.filter((m) => m.console)) for (const routes of area.routes) await admin.register(routes);
    },
    { prefix: ADMIN_PREFIX },
  );

  // Sessions and brands are kept in memory only while this instance hears the database announce their changes.
  app.addHook('onReady', () => core.services.changeFeed.start());
  app.addHook('onClose', async () => {
    for (const area of all) for (const job of area.jobs) await job.stop();
    // Each module releases what it holds after the modules composed after it (the core last).
    for (const area of [...all].reverse()) await area.close?.();
    // The plugin does not close a client it was given; left open, it would keep the process alive.
    await rateLimitRedis?.quit().catch(() => undefined);
    // What the last turn logged, written now (the process's exit would write it too).
    logDestination?.end();
  });
  // The console's listener (CONSOLE_PORT) hands its requests here: the same routes, marked as the console's.
  return Object.assign(app as FastifyInstance, { modules, consoleRouting: consoleRouting(app.routing) });
}
export type App = Awaited<ReturnType<typeof buildApp>>;
