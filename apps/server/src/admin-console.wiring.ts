import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client.ts';
import type { PaymentProvider } from './integrations/payments/payment-provider.ts';
import type { BrandScope } from './domain/operators/permissions.ts';
import type { Clock } from './lib/clock.ts';
import { createAdminAccountsRepository } from './modules/admin-accounts/admin-accounts.repository.ts';
import { createAdminAccountsService } from './modules/admin-accounts/admin-accounts.service.ts';
import { createAdminOrdersRepository } from './modules/admin-orders/admin-orders.repository.ts';
import { createAdminOrdersService } from './modules/admin-orders/admin-orders.service.ts';
import { createAdminOverviewRepository } from './modules/admin-overview/admin-overview.repository.ts';
import { createAdminOverviewService } from './modules/admin-overview/admin-overview.service.ts';
import { createAdminTradersRepository } from './modules/admin-traders/admin-traders.repository.ts';
import { createAdminTradersService } from './modules/admin-traders/admin-traders.service.ts';
import type { PasswordService } from './modules/auth/password.service.ts';
import type { SessionsService } from './modules/auth/sessions.service.ts';
import type { BrandsService } from './modules/brands/brands.service.ts';
import type { DashboardService } from './modules/evaluation/dashboard.service.ts';
import type { Audit } from './modules/operators/audit.ts';
import type { DiscountsRepository } from './modules/orders/discounts.repository.ts';
import { createOrderCancelService } from './modules/orders/order-cancel.service.ts';
import type { OrdersRepository } from './modules/orders/orders.repository.ts';
import type { PaymentsRepository } from './modules/orders/payments.repository.ts';
import type { TraderAccountsService } from './modules/trader-accounts/trader-accounts.service.ts';

/** Wires the back office's console reads and trader/order actions (services.ts keeps to one line for it). */
export function createAdminConsoleServices(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  audit: Audit;
  dashboardService: DashboardService;
  traderAccountsService: TraderAccountsService;
  sessionsService: SessionsService;
  passwordService: PasswordService;
  brandsService: BrandsService;
  ordersRepository: OrdersRepository;
  paymentsRepository: PaymentsRepository;
  discountsRepository: DiscountsRepository;
  provider: PaymentProvider;
  /** the identity and contract queues' open counts (null: every brand) */
  openQueues: (brandIds: readonly string[] | null) => Promise<{ identity: number; contracts: number }>;
  pendingPayouts?: (q: Db, scope: BrandScope, brandId: string | undefined) => Promise<number>;
}) {
  const { db, clock, audit } = deps;
  const adminAccountsService = createAdminAccountsService({
    db,
    adminAccountsRepository: createAdminAccountsRepository(),
    dashboardService: deps.dashboardService,
    traderAccountsService: deps.traderAccountsService,
  });
  const adminOrdersService = createAdminOrdersService({
    db,
    adminOrdersRepository: createAdminOrdersRepository(),
    orderCancelService: createOrderCancelService({
      db,
      ordersRepository: deps.ordersRepository,
      paymentsRepository: deps.paymentsRepository,
      discountsRepository: deps.discountsRepository,
      provider: deps.provider,
      log: deps.log,
    }),
    audit,
  });
  return {
    adminAccountsService,
    adminOrdersService,
    adminTradersService: createAdminTradersService({
      db,
      adminTradersRepository: createAdminTradersRepository(),
      adminAccountsService,
      adminOrdersService,
      sessionsService: deps.sessionsService,
      passwordService: deps.passwordService,
      brandsService: deps.brandsService,
      audit,
      clock,
    }),
    adminOverviewService: createAdminOverviewService({
      db,
      adminOverviewRepository: createAdminOverviewRepository(),
      clock,
      openQueues: deps.openQueues,
      ...(deps.pendingPayouts ? { pendingPayouts: deps.pendingPayouts } : {}),
    }),
  };
}
export type AdminConsoleServices = ReturnType<typeof createAdminConsoleServices>;
