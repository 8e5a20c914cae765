import type { Db } from '../../db/client.ts';
import type { Audit } from '../admin-operators/audit.ts';
import { consoleModule } from '../module.ts';
import { catalogueRoutes } from './catalogue.routes.ts';
import { createDiscountCodesAdminRepository } from './discount-codes-admin.repository.ts';
import { createDiscountCodesAdminService } from './discount-codes-admin.service.ts';
import { createPackagesAdminRepository } from './packages-admin.repository.ts';
import { createPackagesAdminService } from './packages-admin.service.ts';

/** The console's catalogue: packages and discount codes. */
export function createAdminCatalogueModule(deps: { db: Db; audit: Audit }) {
  const packagesAdminService = createPackagesAdminService({
    ...deps,
    packagesAdminRepository: createPackagesAdminRepository(),
  });
  const discountCodesAdminService = createDiscountCodesAdminService({
    ...deps,
    discountCodesAdminRepository: createDiscountCodesAdminRepository(),
  });
  return consoleModule({ packagesAdminService, discountCodesAdminService }, [
    catalogueRoutes({ packagesAdminService, discountCodesAdminService }),
  ]);
}
export type AdminCatalogueModule = ReturnType<typeof createAdminCatalogueModule>;
