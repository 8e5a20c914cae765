import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AdminAccountsService } from '../admin-accounts/admin-accounts.service.ts';
import type { Audit } from '../admin-operators/audit.ts';
import type { AdminOrdersService } from '../admin-orders/admin-orders.service.ts';
import type { PasswordService } from '../auth/password.service.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { BrandsService } from '../brands/brands.service.ts';
import { consoleModule } from '../module.ts';
import { createAdminTradersRepository } from './admin-traders.repository.ts';
import { adminTradersRoutes } from './admin-traders.routes.ts';
import { createAdminTradersService } from './admin-traders.service.ts';

/** The console's traders: the list, a trader with accounts and orders, ending sessions, a password reset. */
export function createAdminTradersModule(deps: {
  db: Db;
  clock: Clock;
  audit: Audit;
  adminAccountsService: AdminAccountsService;
  adminOrdersService: AdminOrdersService;
  sessionsService: SessionsService;
  passwordService: PasswordService;
  brandsService: BrandsService;
}) {
  const adminTradersService = createAdminTradersService({
    ...deps,
    adminTradersRepository: createAdminTradersRepository(),
  });
  return consoleModule({ adminTradersService }, [adminTradersRoutes({ adminTradersService })]);
}
export type AdminTradersModule = ReturnType<typeof createAdminTradersModule>;
