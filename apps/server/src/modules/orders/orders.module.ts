import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { pageTexts } from '../../http/page-texts.ts';
import { sandboxCheckoutRoutes } from '../../integrations/payments/sandbox/sandbox-checkout.routes.ts';
import { createSandboxPayments } from '../../integrations/payments/sandbox/sandbox-provider.ts';
import type { IdentityMarks } from '../../domain/risk/identity-marks.ts';
import type { Clock } from '../../lib/clock.ts';
import { derivedKey } from '../../lib/secret-box.ts';
import { stripeEndpointOf } from '../../integrations/payments/stripe/stripe-provider.ts';
import type { ProviderKeysService } from '../providers/provider-keys.service.ts';
import type { WebhookSender } from '../../lib/signed-webhooks.ts';
import type { AffiliatePostbacksService } from '../affiliate/affiliate-postbacks.service.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { AppModule } from '../module.ts';
import type { PackagesService } from '../packages/packages.service.ts';
import type { SecondChanceService } from '../second-chance/second-chance.service.ts';
import type { TraderAccountsService } from '../trader-accounts/trader-accounts.service.ts';
import { createDiscountsRepository } from './discounts.repository.ts';
import { createOrderCancelService } from './order-cancel.service.ts';
import { createOrdersRepository } from './orders.repository.ts';
import { ordersRoutes } from './orders.routes.ts';
import { createOrdersService } from './orders.service.ts';
import { createPaymentProviders } from './payment-providers.ts';
import { paymentWebhookRoutes } from './payment-webhooks.routes.ts';
import { createPaymentsRepository } from './payments.repository.ts';
import { createPaymentsService } from './payments.service.ts';
import { createUnpaidOrderExpiry } from './unpaid-order-expiry.ts';

/**
 * Buying a challenge: orders, discounts, payments through the brand's provider (the sandbox's, with its hosted
 * checkout and signed webhooks, or the Stripe account its firm entered) and the expiry of orders left unpaid. A paid
 * order opens the trader's account.
 */
export function createOrdersModule(deps: {
  config: Config;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  packagesService: PackagesService;
  traderAccountsService: TraderAccountsService;
  /** a reset order's checks, and its fresh account once paid */
  secondChanceService: SecondChanceService;
  sessionsService: SessionsService;
  affiliatePostbacks: AffiliatePostbacksService;
  identityMarks: IdentityMarks;
  /** the brands' chosen payment providers and their keys */
  providerKeys: ProviderKeysService;
  /** how the sandbox provider sends its webhooks (tests deliver them into the app) */
  webhookSender?: WebhookSender | undefined;
}) {
  const { config, db, clock, log } = deps;
  const sandboxPayments = createSandboxPayments({
    db,
    secret: config.paymentsWebhookSecret ?? derivedKey(config.jwtSecret, 'payments-webhook'),
    clock,
    webhookUrl: config.paymentsWebhookUrl,
    ...(deps.webhookSender ? { send: deps.webhookSender } : {}),
    confirmDelayMs: config.sandboxPaymentConfirmMs,
    log,
  });
  const providers = createPaymentProviders({
    sandbox: sandboxPayments.provider,
    providerKeys: deps.providerKeys,
    stripeEndpoint: stripeEndpointOf(config.stripeApiUrl),
  });
  const ordersRepository = createOrdersRepository();
  const discountsRepository = createDiscountsRepository();
  const paymentsRepository = createPaymentsRepository();
  const repositories = { db, ordersRepository, discountsRepository };
  const ordersService = createOrdersService({
    ...repositories,
    packagesService: deps.packagesService,
    secondChanceService: deps.secondChanceService,
    clock,
    unpaidOrderTtlMs: config.unpaidOrderTtlMs,
    identityMarks: deps.identityMarks,
  });
  const paymentsService = createPaymentsService({
    ...repositories,
    paymentsRepository,
    traderAccountsService: deps.traderAccountsService,
    secondChanceService: deps.secondChanceService,
    providers,
    clock,
    unpaidOrderTtlMs: config.unpaidOrderTtlMs,
    log,
    affiliatePostbacks: deps.affiliatePostbacks,
  });
  const unpaidOrderExpiry = createUnpaidOrderExpiry({ paymentsService, log });
  return {
    services: {
      ordersService,
      paymentsService,
      sandboxPayments,
      unpaidOrderExpiry,
      /** an unpaid order cancelled by the firm: its checkouts expire at the provider, its discount use given back */
      orderCancelService: createOrderCancelService({ ...repositories, paymentsRepository, providers, log }),
    },
    routes: [
      ordersRoutes({ ordersService, paymentsService, sessionsService: deps.sessionsService }),
      paymentWebhookRoutes({ paymentsService, providers }),
      sandboxCheckoutRoutes({ payments: sandboxPayments, clock, texts: pageTexts }),
    ],
    jobs: [unpaidOrderExpiry, sandboxPayments.deliveries],
  } satisfies AppModule<unknown>;
}
export type OrdersModule = ReturnType<typeof createOrdersModule>;
