import { consoleModule } from '../module.ts';
import type { ScalingService } from '../scaling/scaling.service.ts';
import { adminScalingRoutes } from './admin-scaling.routes.ts';

/** The console's scaling reviews (docs/scaling.md): accounts due for a decision, applied or refused, audited. */
export function createAdminScalingModule(deps: { scalingService: ScalingService }) {
  return consoleModule({}, [adminScalingRoutes(deps)]);
}
export type AdminScalingModule = ReturnType<typeof createAdminScalingModule>;
