import { consoleModule, type ServiceDeps } from '../module.ts';
import { createAdminTradersRepository } from './admin-traders.repository.ts';
import { adminTradersRoutes } from './admin-traders.routes.ts';
import { createAdminTradersService } from './admin-traders.service.ts';

/** The console's traders: the list, a trader with accounts and orders, ending sessions, a password reset. */
export function createAdminTradersModule(
  deps: ServiceDeps<typeof createAdminTradersService, 'adminTradersRepository'>,
) {
  const adminTradersService = createAdminTradersService({
    ...deps,
    adminTradersRepository: createAdminTradersRepository(),
  });
  return consoleModule({ adminTradersService }, [adminTradersRoutes({ adminTradersService })]);
}
export type AdminTradersModule = ReturnType<typeof createAdminTradersModule>;
