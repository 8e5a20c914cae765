import { consoleModule, type ServiceDeps } from '../module.ts';
import { createBrandsAdminRepository } from './brands-admin.repository.ts';
import { brandsAdminRoutes } from './brands-admin.routes.ts';
import { createBrandsAdminService } from './brands-admin.service.ts';

/** The console's brands: settings, hosts, uploaded logo and favicon (served publicly by the brands module). */
export function createAdminBrandsModule(deps: ServiceDeps<typeof createBrandsAdminService, 'brandsAdminRepository'>) {
  const brandsAdminService = createBrandsAdminService({
    ...deps,
    brandsAdminRepository: createBrandsAdminRepository(),
  });
  return consoleModule({ brandsAdminService }, [brandsAdminRoutes({ brandsAdminService })]);
}
export type AdminBrandsModule = ReturnType<typeof createAdminBrandsModule>;
