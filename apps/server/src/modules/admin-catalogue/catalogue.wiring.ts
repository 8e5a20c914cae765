import type { Db } from '../../db/client.ts';
import type { Audit } from '../operators/audit.ts';
import { createDiscountCodesAdminRepository } from './discount-codes-admin.repository.ts';
import { createDiscountCodesAdminService } from './discount-codes-admin.service.ts';
import { createPackagesAdminRepository } from './packages-admin.repository.ts';
import { createPackagesAdminService } from './packages-admin.service.ts';

/** The back office's catalogue services (services.ts keeps to one line for them). */
export function createCatalogueAdmin(deps: { db: Db; audit: Audit }) {
  return {
    packagesAdminService: createPackagesAdminService({
      ...deps,
      packagesAdminRepository: createPackagesAdminRepository(),
    }),
    discountCodesAdminService: createDiscountCodesAdminService({
      ...deps,
      discountCodesAdminRepository: createDiscountCodesAdminRepository(),
    }),
  };
}
