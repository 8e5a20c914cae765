import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { Services } from './services.ts';
import { adminAccountsRoutes } from './modules/admin-accounts/admin-accounts.routes.ts';
import { adminOrdersRoutes } from './modules/admin-orders/admin-orders.routes.ts';
import { adminPayoutsRoutes } from './modules/payouts/admin-payouts.routes.ts';
import { adminPayoutSettingsRoutes } from './modules/payouts/admin-payout-settings.routes.ts';
import { adminOverviewRoutes } from './modules/admin-overview/admin-overview.routes.ts';
import { adminTradersRoutes } from './modules/admin-traders/admin-traders.routes.ts';
import { accountImportRoutes } from './modules/admin-account-import/account-import.routes.ts';
import { adminRoutes } from './modules/evaluation/admin.routes.ts';
import { catalogueRoutes } from './modules/admin-catalogue/catalogue.routes.ts';
import { brandsAdminRoutes } from './modules/admin-brands/brands-admin.routes.ts';
import { calendarAdminRoutes } from './modules/admin-calendar/calendar-admin.routes.ts';
import { apiKeysRoutes } from './modules/operators/api-keys.routes.ts';
import { adminKycRoutes } from './modules/kyc/admin-kyc.routes.ts';
import { auditRoutes } from './modules/operators/audit.routes.ts';
import { operatorAuthRoutes } from './modules/operators/operator-auth.routes.ts';
import { operatorsAdminRoutes } from './modules/operators/operators-admin.routes.ts';
import { operatorDevicesRoutes } from './modules/operators/operator-devices.routes.ts';

/**
 * Everything under /api/admin/v1, in one encapsulated plugin: cookies are parsed here only, so the traders'
 * API (bearer tokens, never cookies: ARCHITECTURE.md "The wire contract") is unchanged.
 */
export function adminApi(services: Services) {
  return async function (app: FastifyInstance) {
    await app.register(cookie);
    const { db, requireOperator } = services.admin;
    await app.register(
      operatorAuthRoutes({
        db,
        operatorAuthService: services.admin.operatorAuthService,
        operatorsRepository: services.admin.operatorsRepository,
        requireOperator,
        site: services.admin.consoleSite,
        csrfTokenOf: services.admin.sessions.csrfTokenOf,
      }),
    );
    await app.register(
      operatorDevicesRoutes({ operatorDevicesService: services.admin.operatorDevicesService, requireOperator }),
    );
    await app.register(auditRoutes({ auditService: services.admin.auditService, requireOperator }));
    await app.register(apiKeysRoutes({ apiKeysService: services.admin.apiKeysService, requireOperator }));
    await app.register(
      operatorsAdminRoutes({ operatorsAdminService: services.admin.operatorsAdminService, requireOperator }),
    );
    await app.register(adminRoutes({ accountAdminService: services.accountAdminService, requireOperator }));
    const adminConsole = services.adminConsole;
    await app.register(
      adminOverviewRoutes({ adminOverviewService: adminConsole.adminOverviewService, requireOperator }),
    );
    await app.register(adminTradersRoutes({ adminTradersService: adminConsole.adminTradersService, requireOperator }));
    await app.register(
      adminAccountsRoutes({ adminAccountsService: adminConsole.adminAccountsService, requireOperator }),
    );
    await app.register(adminOrdersRoutes({ adminOrdersService: adminConsole.adminOrdersService, requireOperator }));
    await app.register(catalogueRoutes({ ...services.catalogueAdmin, requireOperator }));
    await app.register(brandsAdminRoutes({ ...services.brandsAdmin, requireOperator }));
    await app.register(calendarAdminRoutes({ ...services.calendarAdmin, requireOperator }));
    await app.register(adminKycRoutes({ adminKycService: services.kyc.adminKycService, requireOperator }));
    await app.register(accountImportRoutes({ accountImportService: services.accountImportService, requireOperator }));
    await app.register(adminPayoutsRoutes({ adminPayoutsService: services.adminPayoutsService, requireOperator }));
    await app.register(
      adminPayoutSettingsRoutes({ adminPayoutSettingsService: services.adminPayoutSettingsService, requireOperator }),
    );
  };
}
