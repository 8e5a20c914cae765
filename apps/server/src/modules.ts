import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { PostbackClient } from './integrations/affiliate/postback-client.ts';
import type { WebhookSender } from './lib/signed-webhooks.ts';
import { createAdminAccountImportModule } from './modules/admin-account-import/admin-account-import.module.ts';
import { createAdminAccountsModule } from './modules/admin-accounts/admin-accounts.module.ts';
import { createAdminBrandsModule } from './modules/admin-brands/admin-brands.module.ts';
import { createAdminCalendarModule } from './modules/admin-calendar/admin-calendar.module.ts';
import { createAdminCatalogueModule } from './modules/admin-catalogue/admin-catalogue.module.ts';
import { createAdminKycModule } from './modules/admin-kyc/admin-kyc.module.ts';
import { createAdminOperatorsModule } from './modules/admin-operators/admin-operators.module.ts';
import { createAdminOrdersModule } from './modules/admin-orders/admin-orders.module.ts';
import { createAdminOverviewModule } from './modules/admin-overview/admin-overview.module.ts';
import type { PaidPayout } from './modules/payouts/paid-payout.ts';
import { createAdminPayoutsModule } from './modules/admin-payouts/admin-payouts.module.ts';
import { createAdminRiskModule } from './modules/admin-risk/admin-risk.module.ts';
import { createProvidersModule } from './modules/providers/providers.module.ts';
import { createAdminProvidersModule } from './modules/admin-providers/admin-providers.module.ts';
import { stripeEndpointOf } from './integrations/payments/stripe/stripe-provider.ts';
import { createAdminTradersModule } from './modules/admin-traders/admin-traders.module.ts';
import { createAffiliateModule } from './modules/affiliate/affiliate.module.ts';
import { createAuthModule } from './modules/auth/auth.module.ts';
import { createSessionsModule } from './modules/auth/sessions.module.ts';
import { createBrandsModule } from './modules/brands/brands.module.ts';
import { createCalendarModule } from './modules/calendar/calendar.module.ts';
import { createCertificatesModule } from './modules/certificates/certificates.module.ts';
import { createClientLogModule } from './modules/client-log/client-log.module.ts';
import { createCommonModule } from './modules/common/common.module.ts';
import { createCoreModule, type CoreOverrides } from './modules/core/core.module.ts';
import { createEvaluationModule } from './modules/evaluation/evaluation.module.ts';
import { createKeyValueModule } from './modules/key-value/key-value.module.ts';
import { createKycModule } from './modules/kyc/kyc.module.ts';
import { createMailModule } from './modules/mail/mail.module.ts';
import { createNotificationsModule } from './modules/notifications/notifications.module.ts';
import { createOrdersModule } from './modules/orders/orders.module.ts';
import { createPackagesModule } from './modules/packages/packages.module.ts';
import { createPayoutsModule } from './modules/payouts/payouts.module.ts';
import { createScalingModule } from './modules/scaling/scaling.module.ts';
import { createAdminScalingModule } from './modules/admin-scaling/admin-scaling.module.ts';
import { createProfileModule } from './modules/profile/profile.module.ts';
import { createIdentityModule } from './modules/risk/identity.module.ts';
import { createRiskFeedRepository } from './modules/risk/risk-feed.repository.ts';
import { createRiskModule } from './modules/risk/risk.module.ts';
import { createSecondChanceModule } from './modules/second-chance/second-chance.module.ts';
import { createTraderAccountsModule } from './modules/trader-accounts/trader-accounts.module.ts';
import { createTradingPlatformModule } from './modules/trading-platform/trading-platform.module.ts';

/** What tests (or a deployment) may replace: outside systems and time, never the domain. */
export type ServiceOverrides = CoreOverrides & {
  /** how the sandbox payment and KYC providers send their webhooks (tests deliver them into the app) */
  webhookSender?: WebhookSender;
  /** affiliate networks' postback endpoints (default: a real HTTP GET) */
  postbackClient?: PostbackClient;
  /** the sandbox market's seed: the same seed gives the same prices (tests); random by default */
  marketSeed?: number;
  /** after a payout is marked paid (certificates); failures are logged and never undo the payout */
  onPayoutPaid?: (payout: PaidPayout) => Promise<void>;
  /** false: ingested batches do not feed the risk desk's detection (the ingestion benchmark's baseline) */
  riskFeed?: boolean;
};

/** The server's assets (brand logos, the sandbox terminal): beside src/ and dist/ alike. */
export const assetsDir = new URL('../assets/', import.meta.url).pathname;

/**
 * The one composition of the server: every module, each given what the modules before it provide. app.ts
 * registers their routes (the `admin-<area>` modules' behind the operator guard), main.ts starts their jobs.
 */
export function createModules(options: { config: Config; db: Db; log: FastifyBaseLogger } & ServiceOverrides) {
  const { config, db, log } = options;
  const core = createCoreModule(options);
  const { clock, changeFeed: changes, loginGuard, geo, sandboxPlatform: platform } = core.services;
  const base = { config, db, clock, log };
  const mail = createMailModule({ db, log, transport: core.services.mailTransport, from: config.mailFrom });
  const { mailQueue } = mail.services;
  const brands = createBrandsModule({ db, fallbackPort: config.port, changes, assetsDir });
  const { brandsService } = brands.services;
  // What traders act with (addresses, devices, payout destinations, documents): signal 4 of the risk desk.
  const identity = createIdentityModule(base);
  const { identityMarks } = identity.services;
  const sessions = createSessionsModule({ ...base, changes });
  const { sessionsService } = sessions.services;
  const trader = { db, sessionsService };
  // What the trader is told of, in the app and by e-mail: each event's one entry point.
  const notifications = createNotificationsModule({
    ...base,
    serverSecret: config.jwtSecret,
    mailQueue,
    brandsService,
    sessionsService,
  });
  const { notificationsService } = notifications.services;
  const packages = createPackagesModule(trader);
  const { packagesService } = packages.services;
  const auth = createAuthModule({
    ...base,
    sessionsService,
    loginGuard,
    mailQueue,
    packagesService,
    geo,
    identityMarks,
  });
  const certificates = createCertificatesModule({
    ...base,
    serverSecret: config.jwtSecret,
    assetsDir,
    brandsService,
    sessionsService,
  });
  const { certificatesService } = certificates.services;
  const traderAccounts = createTraderAccountsModule({
    config,
    db,
    changes,
    platform,
    packagesService,
    sessionsService,
    // The evaluation starts with the account (the evaluation, composed next, reads the accounts); a funded
    // account gets its certificate; both in the transaction that opens it.
    onAccountOpened: async (tx, account) => {
      await evaluation.services.startEvaluation(tx, account);
      if (account.isFunded) await certificatesService.fundedOpened(tx, account);
    },
  });
  const { traderAccountsService } = traderAccounts.services;
  const evaluation = createEvaluationModule({
    ...base,
    changes,
    traderAccountsService,
    sessionsService,
    onPhasePassed: async (tx, account, passedAt) => {
      await certificatesService.phasePassed(tx, account, passedAt);
      await notificationsService.phasePassed(tx, account);
    },
    onAccountFailed: (tx, account, rule) => notificationsService.accountFailed(tx, account, rule),
    onLossWarnings: (tx, account, warnings) => notificationsService.lossWarnings(tx, account, warnings),
    // Each ingested batch feeds the risk desk's detection job (composed below), in the batch's transaction.
    ...(options.riskFeed === false ? {} : { riskFeed: createRiskFeedRepository() }),
  });
  const risk = createRiskModule({ db, clock, log, news: evaluation.services.news });
  const affiliate = createAffiliateModule({
    db,
    log,
    outgoingHttp: core.services.outgoingHttp,
    postbackClient: options.postbackClient,
  });
  const secondChance = createSecondChanceModule({
    db,
    traderAccountsService,
    sessionsService,
    evaluationState: evaluation.services.evaluationState,
  });
  const providers = createProvidersModule({ config, db });
  const { providerKeys } = providers.services;
  const orders = createOrdersModule({
    ...base,
    providerKeys,
    packagesService,
    traderAccountsService,
    secondChanceService: secondChance.services.secondChanceService,
    sessionsService,
    affiliatePostbacks: affiliate.services.affiliatePostbacks,
    webhookSender: options.webhookSender,
    identityMarks,
  });
  const kyc = createKycModule({
    ...base,
    mailQueue,
    notifications: notificationsService,
    brandsService,
    sessionsService,
    changes,
    webhookSender: options.webhookSender,
    identityMarks,
    providerKeys,
  });
  const payouts = createPayoutsModule({
    db,
    clock,
    serverSecret: config.jwtSecret,
    platform,
    ledger: evaluation.services.ledger,
    traderAccountsService,
    brandsService,
    sessionsService,
    mailQueue,
    notifications: notificationsService,
    identityMarks,
  });
  // In the order app.ts registers their routes (the OpenAPI document's order).
  const traderModules = {
    core,
    mail,
    identity,
    sessions,
    auth,
    common: createCommonModule({ geo, geoCountryHeader: config.geoCountryHeader }),
    brands,
    keyValue: createKeyValueModule(trader),
    notifications,
    profile: createProfileModule({
      ...trader,
      clock,
      identityVerified: (userId) => kyc.services.kycService.identityVerified(userId),
    }),
    clientLog: createClientLogModule(),
    packages,
    providers,
    orders,
    traderAccounts,
    secondChance,
    evaluation,
    calendar: createCalendarModule(trader),
    risk,
    certificates,
    payouts,
    kyc,
    affiliate,
    tradingPlatform: createTradingPlatformModule({
      db,
      clock,
      log,
      assetsDir,
      platform,
      loginGuard,
      ingest: (platformId, login, events) => evaluation.services.ingestionService.ingest(platformId, login, events),
      verifyPortalPassword: auth.services.verifyPortalPassword,
      siteKeyOf: brands.services.siteKeyOfHost,
      marketSeed: options.marketSeed,
    }),
  };

  // The console's modules: every one writes the audit log and is registered behind the operator guard.
  const adminOperators = createAdminOperatorsModule({
    ...base,
    loginGuard,
    hasher: auth.services.hasher,
    traderSessions: sessionsService,
    geo,
  });
  const { audit, listExport } = adminOperators.services;
  const adminAccounts = createAdminAccountsModule({
    db,
    audit,
    listExport,
    dashboardService: evaluation.services.dashboardService,
    traderAccountsService,
  });
  const adminOrders = createAdminOrdersModule({
    db,
    audit,
    listExport,
    orderCancelService: orders.services.orderCancelService,
  });
  const adminKyc = createAdminKycModule({
    db,
    audit,
    kycRepository: kyc.services.kycRepository,
    kycService: kyc.services.kycService,
    mailer: kyc.services.mailer,
    traderAccountsService,
    brandsService,
  });
  const adminPayouts = createAdminPayoutsModule({
    ...base,
    ...payouts.services,
    audit,
    listExport,
    platform,
    ledger: evaluation.services.ledger,
    brandsService,
    // a paid payout earns its certificate (docs/decisions/019-certificates.md); a test may watch it instead
    onPaid: options.onPayoutPaid ?? ((paid) => certificatesService.issueForPaidPayout(paid).then(() => undefined)),
  });
  // A funded account's scaling plan (docs/scaling.md): its auto-applied growth is audited, so it comes after the audit.
  const scaling = createScalingModule({
    ...base,
    platform,
    ledger: evaluation.services.ledger,
    audit,
    sessionsService,
    firstTradeAt: payouts.services.payoutsRepository.firstTradeAt,
    notifications: notificationsService,
  });
  return {
    ...traderModules,
    scaling,
    adminOperators,
    adminAccounts,
    adminOverview: createAdminOverviewModule({
      db,
      clock,
      log,
      openQueues: (brandIds) => adminKyc.services.adminKycService.openCounts(brandIds),
      pendingPayouts: payouts.services.payoutsRepository.pendingCount,
      listExport,
    }),
    adminTraders: createAdminTradersModule({
      db,
      clock,
      audit,
      listExport,
      adminAccountsService: adminAccounts.services.adminAccountsService,
      adminOrdersService: adminOrders.services.adminOrdersService,
      sessionsService,
      passwordService: auth.services.passwordService,
      brandsService,
    }),
    adminOrders,
    adminCatalogue: createAdminCatalogueModule({ db, audit }),
    adminBrands: createAdminBrandsModule({ db, audit, brandsService, outgoingPolicy: core.services.outgoingPolicy }),
    adminProviders: createAdminProvidersModule({
      ...base,
      audit,
      brandsService,
      ...providers.services,
      stripeEndpoint: stripeEndpointOf(config.stripeApiUrl),
      identityEndpoints: { sumsubApiUrl: config.sumsubApiUrl, veriffApiUrl: config.veriffApiUrl },
    }),
    adminCalendar: createAdminCalendarModule({ db, audit, clock, changes }),
    adminKyc,
    adminAccountImport: createAdminAccountImportModule({ db, clock, audit, packagesService, traderAccountsService }),
    adminPayouts,
    adminScaling: createAdminScalingModule({ db, audit, scalingService: scaling.services.scalingService }),
    // A confirmed case blocks its accounts and rejects their payouts through the console's own paths.
    adminRisk: createAdminRiskModule({
      ...base,
      audit,
      mailQueue,
      consoleOrigin: () => config.consoleOrigin ?? `http://localhost:${config.consolePort}`,
      brandsService,
      blockAccount: adminAccounts.services.accountAdminService.blockIn,
      rejectPayout: adminPayouts.services.adminPayoutsService.rejectIn,
    }),
  };
}
export type Modules = ReturnType<typeof createModules>;
