import { consoleModule, type ServiceDeps } from '../module.ts';
import { createAdminScalingRepository } from './admin-scaling.repository.ts';
import { adminScalingRoutes } from './admin-scaling.routes.ts';
import { createAdminScalingService } from './admin-scaling.service.ts';

/** The console's scaling reviews (docs/scaling.md): accounts due for a decision, applied or refused, audited. */
export function createAdminScalingModule(
  deps: ServiceDeps<typeof createAdminScalingService, 'adminScalingRepository'>,
) {
  const adminScalingService = createAdminScalingService({
    ...deps,
    adminScalingRepository: createAdminScalingRepository(),
  });
  return consoleModule({ adminScalingService }, [adminScalingRoutes({ adminScalingService })]);
}
export type AdminScalingModule = ReturnType<typeof createAdminScalingModule>;
