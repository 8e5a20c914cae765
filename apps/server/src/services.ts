import { SITE_VERSION } from '@portal/contract';
import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createCaptchaVerifier } from './integrations/captcha/captcha-verifier.ts';
import type { CaptchaVerifier } from './lib/login-guard.ts';
import { geoipLiteLookup, type GeoLookup } from './integrations/geo/geo-lookup.ts';
import type { MailTransport } from './integrations/mail/mail-transport.ts';
import { outboxTransport } from './integrations/mail/outbox-transport.ts';
import { smtpTransport } from './integrations/mail/smtp-transport.ts';
import { createMailDispatcher } from './jobs/mail-dispatcher.ts';
import { createPostbackDispatcher } from './jobs/postback-dispatcher.ts';
import { httpPostbackClient, type PostbackClient } from './integrations/affiliate/postback-client.ts';
import { createOutgoingHttp } from './lib/outgoing-requests.ts';
import { createAffiliatePostbacksRepository } from './modules/affiliate/affiliate-postbacks.repository.ts';
import { createAffiliatePostbacksService } from './modules/affiliate/affiliate-postbacks.service.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { memoryCounterStore, redisCounterStore, type CounterStore } from './lib/counter-store.ts';
import { createAccessTokens } from './modules/auth/access-tokens.ts';
import { createAuthMailer } from './modules/auth/auth-mailer.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createCodesRepository } from './modules/auth/codes.repository.ts';
import { createCodesService } from './modules/auth/codes.service.ts';
import { createLoginGuard } from './lib/login-guard.ts';
import { argon2Hasher, DUMMY_HASH_INPUT } from './modules/auth/password-hasher.ts';
import { createPasswordService } from './modules/auth/password.service.ts';
import { createDevicesService } from './modules/auth/devices.service.ts';
import { createSessionsRepository } from './modules/auth/sessions.repository.ts';
import { createSessionsService } from './modules/auth/sessions.service.ts';
import { createUsersRepository } from './modules/auth/users.repository.ts';
import { createBrandsRepository } from './modules/brands/brands.repository.ts';
import { createBrandsService } from './modules/brands/brands.service.ts';
import { toBrandConfig } from './modules/brands/brand-config.ts';
import { createCommonService } from './modules/common/common.service.ts';
import { createKeyValueRepository } from './modules/key-value/key-value.repository.ts';
import { createKeyValueService } from './modules/key-value/key-value.service.ts';
import { createMailRepository } from './modules/mail/mail.repository.ts';
import { createMailQueue } from './modules/mail/mail-queue.service.ts';
import { createProfileRepository } from './modules/profile/profile.repository.ts';
import { createProfileService } from './modules/profile/profile.service.ts';
import { createCalendarRepository } from './modules/calendar/calendar.repository.ts';
import { createCalendarService } from './modules/calendar/calendar.service.ts';
import { createSandboxPayments, type WebhookSender } from './integrations/payments/sandbox/sandbox-provider.ts';
import { createSandboxPlatform } from './integrations/trading-platform/sandbox-platform.ts';
import { createMarketFeed } from './integrations/trading-platform/sandbox/market-feed.ts';
import { createMarketTicker } from './integrations/trading-platform/sandbox/market-ticker.ts';
import { createSandboxTrading } from './integrations/trading-platform/sandbox/trading.service.ts';
import { createSecretBox, derivedKey } from './lib/secret-box.ts';
import { createLeaderLock } from './lib/leader-lock.ts';
import { createChangeFeed } from './lib/change-feed.ts';
import { createPackagesRepository } from './modules/packages/packages.repository.ts';
import { createPackagesService } from './modules/packages/packages.service.ts';
import { createDiscountsRepository } from './modules/orders/discounts.repository.ts';
import { createOrdersRepository } from './modules/orders/orders.repository.ts';
import { createOrdersService } from './modules/orders/orders.service.ts';
import { createPaymentsRepository } from './modules/orders/payments.repository.ts';
import { createPaymentsService } from './modules/orders/payments.service.ts';
import { createTraderAccountsRepository } from './modules/trader-accounts/trader-accounts.repository.ts';
import { createTraderAccountsService } from './modules/trader-accounts/trader-accounts.service.ts';
import { createEvaluationsRepository } from './modules/evaluation/evaluations.repository.ts';
import { createAccountEventsRepository } from './modules/evaluation/account-events.repository.ts';
import { createChartRepository } from './modules/evaluation/chart.repository.ts';
import { createEvaluationStarter } from './modules/evaluation/evaluation-start.ts';
import { createIngestionService } from './modules/evaluation/ingestion.service.ts';
import { createAccountChanges } from './modules/evaluation/account-changes.ts';
import { createEvaluationCache } from './modules/evaluation/evaluation-cache.ts';
import { createTraderAccountsCache } from './modules/trader-accounts/trader-accounts-cache.ts';
import { createDashboardService } from './modules/evaluation/dashboard.service.ts';
import { createAccountAdminService } from './modules/evaluation/account-admin.service.ts';
import { createEconomicCalendarNews } from './modules/evaluation/news-source.ts';
import { createEvaluationTicks } from './jobs/evaluation-ticks.ts';
import { createAdminServices } from './modules/operators/operators.wiring.ts';
import { createTwoFactor } from './modules/auth/two-factor.wiring.ts';
import { createUnpaidOrderExpiry } from './jobs/unpaid-order-expiry.ts';
import { createAdminConsoleServices } from './admin-console.wiring.ts';
import { createCatalogueAdmin } from './modules/admin-catalogue/catalogue.wiring.ts';
import { createBrandsAdmin } from './modules/admin-brands/brands-admin.wiring.ts';
import { createCalendarAdmin } from './modules/admin-calendar/calendar-admin.wiring.ts';
import { createAccountImportRepository } from './modules/admin-account-import/account-import.repository.ts';
import { createAccountImportService } from './modules/admin-account-import/account-import.service.ts';
import { createCertificatesRepository } from './modules/certificates/certificates.repository.ts';
import { createCertificatesService } from './modules/certificates/certificates.service.ts';
import { createErrorReporter } from './integrations/error-reporting/error-reporter.ts';
import { createBrandLook } from './modules/certificates/brand-look.ts';
import { createBrandsAdminRepository } from './modules/admin-brands/brands-admin.repository.ts';

/** The server's assets (brand logos, the sandbox terminal): beside src/ and dist/ alike. */
const assetsDir = new URL('../assets/', import.meta.url).pathname;
import { createKyc } from './modules/kyc/kyc.wiring.ts';
import { createPayouts } from './modules/payouts/payouts.wiring.ts';
import { createAccountLedger } from './modules/evaluation/account-ledger.ts';
import type { PaidPayout } from './modules/payouts/admin-payouts.service.ts';

/** What tests (or a deployment) may replace: outside systems and time, never the domain. */
export type ServiceOverrides = {
  /** how the sandbox payment provider sends its webhooks (tests deliver them into the app) */
  webhookSender?: WebhookSender;
  clock?: Clock;
  mailTransport?: MailTransport;
  /** affiliate networks' postback endpoints (default: a real HTTP GET) */
  postbackClient?: PostbackClient;
  counters?: CounterStore;
  captcha?: CaptchaVerifier;
  geo?: GeoLookup;
  /** the sandbox market's seed: the same seed gives the same prices (tests); random by default */
  marketSeed?: number;
  /** after a payout is marked paid (certificates); failures are logged and never undo the payout */
  onPayoutPaid?: (payout: PaidPayout) => Promise<void>;
};

/** Wires repositories → services with explicit dependencies (ARCHITECTURE.md "Code style"). */
export function createServices(options: { config: Config; db: Db; log: FastifyBaseLogger } & ServiceOverrides) {
  const { config, db, log } = options;
  const clock = options.clock ?? systemClock;
  const outboxDir = `${config.dataDir}/outbox`;
  const mailTransport =
    options.mailTransport ??
    (config.smtpUrl
      ? smtpTransport(config.smtpUrl)
      : outboxTransport(outboxDir, (file) => log.info({ file }, 'mail written to the outbox')));
  const counters = options.counters ?? (config.redisUrl ? redisCounterStore(config.redisUrl) : memoryCounterStore());
  const captcha =
    options.captcha ??
    createCaptchaVerifier({ secret: config.recaptchaSecret, production: config.env === 'production' });

  const mailRepository = createMailRepository();
  const mailDispatcher = createMailDispatcher({
    db,
    mailRepository,
    transport: mailTransport,
    from: config.mailFrom,
    log,
  });
  // The database's announcements of changed sessions and brands, so both can be kept in memory (decision 020).
  const changeFeed = createChangeFeed({ db, log });
  const brandsRepository = createBrandsRepository(db);
  const brandsService = createBrandsService({ brandsRepository, fallbackPort: config.port, changes: changeFeed });
  const usersRepository = createUsersRepository();
  const accessTokens = createAccessTokens({
    secret: config.jwtSecret,
    ttlSeconds: config.accessTokenTtlSeconds,
    now: () => clock.now(),
  });
  const sessionsService = createSessionsService({
    db,
    sessionsRepository: createSessionsRepository(),
    accessTokens,
    clock,
    idleTimeoutMs: config.traderIdleTimeoutMs,
    successorBox: createSecretBox(config.jwtSecret, 'refresh-successor'),
    log,
    changes: changeFeed,
  });
  const codesService = createCodesService({
    codesRepository: createCodesRepository(),
    clock,
    secret: config.jwtSecret,
  });
  const loginGuard = createLoginGuard({ counters, captcha });
  const mailer = createAuthMailer({
    mailQueue: createMailQueue({ mailRepository, kick: () => mailDispatcher.kick() }),
    codeTtlMinutes: codesService.ttlMinutes,
    // Without SMTP and outside production the code is also logged, so a person on a fresh machine can sign up
    // (README); the only way a code reaches a log. It goes in the message: a field named `code` is masked.
    ...(config.logOneTimeCodes
      ? {
          onCode: (info) =>
            log.info({ mailTo: info.to, kind: info.kind }, `one-time code ${info.code} (outbox mode, not production)`),
        }
      : {}),
  });
  const sandboxPayments = createSandboxPayments({
    db,
    secret: config.paymentsWebhookSecret ?? derivedKey(config.jwtSecret, 'payments-webhook'),
    clock,
    webhookUrl: config.paymentsWebhookUrl,
    ...(options.webhookSender ? { send: options.webhookSender } : {}),
    confirmDelayMs: config.sandboxPaymentConfirmMs,
    log,
  });
  const sandboxPlatform = createSandboxPlatform({ secret: derivedKey(config.jwtSecret, 'sandbox-platform'), clock });
  const packagesService = createPackagesService({ packagesRepository: createPackagesRepository(db) });
  const ordersRepository = createOrdersRepository();
  const discountsRepository = createDiscountsRepository();
  const evaluationsRepository = createEvaluationsRepository({ changes: changeFeed });
  const accountEventsRepository = createAccountEventsRepository();
  const chartRepository = createChartRepository();
  const startEvaluation = createEvaluationStarter({ evaluationsRepository, chartRepository });
  const brandAssets = createBrandsAdminRepository();
  const certificatesService = createCertificatesService({
    db,
    certificatesRepository: createCertificatesRepository(),
    clock,
    secret: derivedKey(config.jwtSecret, 'certificate-assets'),
    lookOf: createBrandLook({ assetsDir, uploadedAsset: (brandId, kind) => brandAssets.asset(db, brandId, kind) }),
    originOf: (brand) => brandsService.origin(brand),
    log,
  });
  const traderAccountsService = createTraderAccountsService({
    db,
    traderAccountsRepository: createTraderAccountsRepository({ changes: changeFeed }),
    cache: createTraderAccountsCache(changeFeed),
    packagesService,
    platform: sandboxPlatform,
    passwords: createSecretBox(config.jwtSecret, 'platform-passwords'),
    // The evaluation starts with the account; a funded account gets its certificate (both in that transaction).
    onAccountOpened: async (tx, account) => {
      await startEvaluation(tx, account);
      if (account.isFunded) await certificatesService.fundedOpened(tx, account);
    },
  });
  const evaluationDeps = { db, evaluationsRepository, accountEventsRepository, chartRepository, traderAccountsService };
  const accountChanges = createAccountChanges({ feed: changeFeed });
  const evaluationCache = createEvaluationCache(changeFeed);
  const ingestionService = createIngestionService({
    ...evaluationDeps,
    charts: evaluationCache,
    accountChanges,
    startEvaluation,
    news: createEconomicCalendarNews(db, changeFeed),
    clock,
    log,
    maxAheadMs: config.bridgeMaxAheadSeconds * 1000,
    onPhasePassed: (tx, account, passedAt) => certificatesService.phasePassed(tx, account, passedAt),
  });
  const marketFeed = createMarketFeed({ db, clock, seed: options.marketSeed ?? randomInt(2 ** 31) });
  // The sandbox platform delivers its deals and equity through the same ingestion a bridge push uses.
  const sandboxTrading = createSandboxTrading({
    db,
    clock,
    feed: marketFeed,
    sink: async (platformId, login, events) => {
      try {
        return await ingestionService.ingest(platformId, login, events);
      } catch (err) {
        log.error({ err, platformId, login }, 'sandbox platform events not ingested');
        throw err;
      }
    },
  });
  // The sandbox terminal's sign-in with the portal password (platform types 2 and 3, SPEC §9); an unknown
  // user is checked against a dummy hash, so the time taken does not tell.
  let dummyHash: Promise<string> | undefined;
  const verifyPortalPassword = async (user: { brandId: string; userId: string } | null, password: string) => {
    const row = user ? await usersRepository.findById(db, user.brandId, user.userId) : undefined;
    const hash = row?.password_hash ?? (await (dummyHash ??= argon2Hasher.hash(DUMMY_HASH_INPUT)));
    return (await argon2Hasher.verify(hash, password)) && !!row?.password_hash;
  };
  const geo = options.geo ?? geoipLiteLookup;
  const admin = createAdminServices({
    config,
    db,
    clock,
    loginGuard,
    hasher: argon2Hasher,
    traderSessions: sessionsService,
    geo,
  });
  const twoFactor = createTwoFactor({
    db,
    clock,
    jwtSecret: config.jwtSecret,
    usersRepository,
    sessionsService,
    loginGuard,
    hasher: argon2Hasher,
    mailer,
  });
  const authDeps = {
    db,
    usersRepository,
    sessionsService,
    codesService,
    loginGuard,
    hasher: argon2Hasher,
    mailer,
    packagesService,
    secondFactor: twoFactor.signInChallenges,
  };
  const passwordService = createPasswordService(authDeps);
  const dashboardService = createDashboardService({
    ...evaluationDeps,
    clock,
    cache: evaluationCache,
  });
  const paymentsRepository = createPaymentsRepository();
  const kyc = createKyc({
    config,
    db,
    clock,
    log,
    mailQueue: createMailQueue({ mailRepository, kick: () => mailDispatcher.kick() }),
    brandsService,
    traderAccountsService,
    audit: admin.audit,
    webhookSender: options.webhookSender,
    changes: changeFeed,
  });
  const payouts = createPayouts({
    db,
    clock,
    log,
    serverSecret: config.jwtSecret,
    platform: sandboxPlatform,
    ledger: createAccountLedger({ evaluationsRepository, chartRepository, traderAccountsService }),
    traderAccountsService,
    brandsService,
    mailQueue: createMailQueue({ mailRepository, kick: () => mailDispatcher.kick() }),
    audit: admin.audit,
    // a paid payout earns its certificate (docs/decisions/019-certificates.md); a test may watch it instead
    onPaid: options.onPayoutPaid ?? ((paid) => certificatesService.issueForPaidPayout(paid).then(() => undefined)),
  });

  // Every URL an operator configures that the server calls goes through this guard (decision 056).
  const outgoingPolicy = { allowLoopback: config.outgoingAllowLoopback };
  const outgoingHttp = createOutgoingHttp(outgoingPolicy);
  const affiliatePostbacksRepository = createAffiliatePostbacksRepository();
  const postbackDispatcher = createPostbackDispatcher({
    db,
    repository: affiliatePostbacksRepository,
    client:
      options.postbackClient ?? httpPostbackClient(outgoingHttp, `prop-portal/${SITE_VERSION} (affiliate postback)`),
    log,
  });
  const paymentsService = createPaymentsService({
    db,
    ordersRepository,
    paymentsRepository,
    discountsRepository,
    traderAccountsService,
    provider: sandboxPayments.provider,
    clock,
    unpaidOrderTtlMs: config.unpaidOrderTtlMs,
    log,
    affiliatePostbacks: createAffiliatePostbacksService({
      repository: affiliatePostbacksRepository,
      kick: () => postbackDispatcher.kick(),
    }),
  });

  return {
    errorReporter: createErrorReporter({ dsn: config.sentryDsn, environment: config.env }),
    postbackDispatcher,
    outgoingHttp,
    clock,
    changeFeed,
    accessTokens,
    counters,
    mailTransport,
    mailDispatcher,
    brandsService,
    sessionsService,
    authService: createAuthService(authDeps),
    twoFactor,
    passwordService,
    devicesService: createDevicesService({ ...authDeps, geo }),
    commonService: createCommonService({
      geo,
      geoCountryHeader: config.geoCountryHeader,
    }),
    keyValueService: createKeyValueService({ keyValueRepository: createKeyValueRepository(db) }),
    profileService: createProfileService({
      profileRepository: createProfileRepository(db),
      clock,
      identityVerified: (userId) => kyc.kycService.identityVerified(userId),
    }),
    calendarService: createCalendarService({ db, calendarRepository: createCalendarRepository() }),
    sandboxPayments,
    sandboxPlatform,
    marketFeed,
    sandboxTrading,
    verifyPortalPassword,
    loginGuard,
    /** The bot-check site key of the brand a host serves (null for a host of no brand). */
    siteKeyOfHost: (host: string | undefined) =>
      brandsService.resolveHost(host).then(
        (brand) => toBrandConfig(brand).recaptchaSiteKey,
        () => null,
      ),
    marketTicker: createMarketTicker({
      feed: marketFeed,
      trading: sandboxTrading,
      clock,
      leader: createLeaderLock({ db, name: 'portal.sandbox-market', log }),
      log,
    }),
    packagesService,
    traderAccountsService,
    ingestionService,
    accountChanges,
    evaluationTicks: createEvaluationTicks({ ingestionService, log }),
    bridgeSecret: config.bridgeSecret ?? derivedKey(config.jwtSecret, 'platform-bridge'),
    dashboardService,
    accountAdminService: createAccountAdminService({ db, traderAccountsService, audit: admin.audit }),
    accountImportService: createAccountImportService({
      db,
      clock,
      accountImportRepository: createAccountImportRepository(),
      packagesService,
      traderAccountsService,
      audit: admin.audit,
    }),
    /** the back office: operators, their sessions, API keys and the audit log */
    admin,
    /** the back office's console: overview, traders, accounts, orders */
    adminConsole: createAdminConsoleServices({
      db,
      clock,
      log,
      audit: admin.audit,
      dashboardService,
      traderAccountsService,
      sessionsService,
      passwordService,
      brandsService,
      ordersRepository,
      paymentsRepository,
      discountsRepository,
      provider: sandboxPayments.provider,
      openQueues: (brandIds) => kyc.adminKycService.openCounts(brandIds),
      pendingPayouts: payouts.payoutsRepository.pendingCount,
    }),
    /** identity verification and contracts: the sandbox provider, the trader's service, the console's queues */
    kyc,
    payoutsService: payouts.payoutsService,
    adminPayoutsService: payouts.adminPayoutsService,
    adminPayoutSettingsService: payouts.adminPayoutSettingsService,
    catalogueAdmin: createCatalogueAdmin({ db, audit: admin.audit }),
    brandsAdmin: createBrandsAdmin({ db, brandsService, audit: admin.audit, outgoingPolicy }),
    calendarAdmin: createCalendarAdmin({ db, audit: admin.audit, clock, changes: changeFeed }),
    ordersService: createOrdersService({
      db,
      ordersRepository,
      discountsRepository,
      packagesService,
      clock,
      unpaidOrderTtlMs: config.unpaidOrderTtlMs,
    }),
    paymentsService,
    certificatesService,
    unpaidOrderExpiry: createUnpaidOrderExpiry({ paymentsService, log }),
  };
}
export type Services = ReturnType<typeof createServices>;
