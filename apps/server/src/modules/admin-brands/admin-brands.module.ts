import type { Db } from '../../db/client.ts';
import type { OutgoingPolicy } from '../../lib/outgoing-requests.ts';
import type { Audit } from '../admin-operators/audit.ts';
import type { BrandsService } from '../brands/brands.service.ts';
import { consoleModule } from '../module.ts';
import { createBrandsAdminRepository } from './brands-admin.repository.ts';
import { brandsAdminRoutes } from './brands-admin.routes.ts';
import { createBrandsAdminService } from './brands-admin.service.ts';

/** The console's brands: settings, hosts, uploaded logo and favicon (served publicly by the brands module). */
export function createAdminBrandsModule(deps: {
  db: Db;
  audit: Audit;
  brandsService: BrandsService;
  outgoingPolicy: OutgoingPolicy;
}) {
  const brandsAdminService = createBrandsAdminService({
    ...deps,
    brandsAdminRepository: createBrandsAdminRepository(),
  });
  return consoleModule({ brandsAdminService }, [brandsAdminRoutes({ brandsAdminService })]);
}
export type AdminBrandsModule = ReturnType<typeof createAdminBrandsModule>;
