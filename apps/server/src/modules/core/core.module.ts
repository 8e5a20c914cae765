import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createCaptchaVerifier } from '../../integrations/captcha/captcha-verifier.ts';
import { createErrorReporter } from '../../integrations/error-reporting/error-reporter.ts';
import { geoipLiteLookup, type GeoLookup } from '../../integrations/geo/geo-lookup.ts';
import type { MailTransport } from '../../integrations/mail/mail-transport.ts';
import { outboxTransport } from '../../integrations/mail/outbox-transport.ts';
import { smtpTransport } from '../../integrations/mail/smtp-transport.ts';
import { createSandboxPlatform } from '../../integrations/trading-platform/sandbox-platform.ts';
import { createChangeFeed } from '../../lib/change-feed.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import { memoryCounterStore, redisCounterStore, type CounterStore } from '../../lib/counter-store.ts';
import { createLoginGuard, type CaptchaVerifier } from '../../lib/login-guard.ts';
import { createOutgoingHttp } from '../../lib/outgoing-requests.ts';
import { derivedKey } from '../../lib/secret-box.ts';
import type { AppModule } from '../module.ts';

/** The outside systems and time a test (or a deployment) may replace; never the domain. */
export type CoreOverrides = {
  clock?: Clock;
  mailTransport?: MailTransport;
  counters?: CounterStore;
  captcha?: CaptchaVerifier;
  geo?: GeoLookup;
};

/**
 * What every module shares: time, the database's change announcements, counters and the login guard, the
 * outside systems chosen by configuration (mail, bot check, geolocation, error reporting, the trading platform)
 * and the guard of every URL an operator configures that the server calls.
 */
export function createCoreModule(deps: { config: Config; db: Db; log: FastifyBaseLogger } & CoreOverrides) {
  const { config, db, log } = deps;
  const clock = deps.clock ?? systemClock;
  const mailTransport =
    deps.mailTransport ??
    (config.smtpUrl
      ? smtpTransport(config.smtpUrl)
      : outboxTransport(`${config.dataDir}/outbox`, (file) => log.info({ file }, 'mail written to the outbox')));
  const counters = deps.counters ?? (config.redisUrl ? redisCounterStore(config.redisUrl) : memoryCounterStore());
  const captcha =
    deps.captcha ?? createCaptchaVerifier({ secret: config.recaptchaSecret, production: config.env === 'production' });
  // The database's announcements of changed sessions and brands, so both can be kept in memory.
  const changeFeed = createChangeFeed({ db, log });
  const outgoingPolicy = { allowLoopback: config.outgoingAllowLoopback };
  const outgoingHttp = createOutgoingHttp(outgoingPolicy);
  return {
    services: {
      clock,
      changeFeed,
      counters,
      mailTransport,
      loginGuard: createLoginGuard({ counters, captcha }),
      geo: deps.geo ?? geoipLiteLookup,
      outgoingPolicy,
      outgoingHttp,
      errorReporter: createErrorReporter({ dsn: config.sentryDsn, environment: config.env }),
      /** the trading platform the accounts are opened on (the sandbox's; its market is modules/trading-platform) */
      sandboxPlatform: createSandboxPlatform({ secret: derivedKey(config.jwtSecret, 'sandbox-platform'), clock }),
    },
    routes: [],
    jobs: [],
    async close() {
      await changeFeed.stop();
      await outgoingHttp.close();
      await counters.close();
      await mailTransport.close();
    },
  } satisfies AppModule<unknown>;
}
export type CoreModule = ReturnType<typeof createCoreModule>;
