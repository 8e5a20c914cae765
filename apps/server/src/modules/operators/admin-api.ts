import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { Services } from '../../services.ts';
import { adminAccountsRoutes } from '../admin-accounts/admin-accounts.routes.ts';
import { adminOrdersRoutes } from '../admin-orders/admin-orders.routes.ts';
import { adminPayoutsRoutes } from '../payouts/admin-payouts.routes.ts';
import { adminPayoutSettingsRoutes } from '../payouts/admin-payout-settings.routes.ts';
import { adminOverviewRoutes } from '../admin-overview/admin-overview.routes.ts';
import { adminTradersRoutes } from '../admin-traders/admin-traders.routes.ts';
import { accountImportRoutes } from '../admin-account-import/account-import.routes.ts';
import { adminRoutes } from '../evaluation/admin.routes.ts';
import { catalogueRoutes } from '../admin-catalogue/catalogue.routes.ts';
import { brandsAdminRoutes } from '../admin-brands/brands-admin.routes.ts';
import { calendarAdminRoutes } from '../admin-calendar/calendar-admin.routes.ts';
import { apiKeysRoutes } from './api-keys.routes.ts';
import { adminKycRoutes } from '../kyc/admin-kyc.routes.ts';
import { auditRoutes } from './audit.routes.ts';
import { operatorAuthRoutes } from './operator-auth.routes.ts';
import { operatorsAdminRoutes } from './operators-admin.routes.ts';
import { operatorDevicesRoutes } from './operator-devices.routes.ts';

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
