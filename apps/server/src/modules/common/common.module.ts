import type { GeoLookup } from '../../integrations/geo/geo-lookup.ts';
import { areaModule } from '../module.ts';
import { commonRoutes } from './common.routes.ts';
import { createCommonService } from './common.service.ts';

/** What any page asks first: its brand's configuration, texts, disabled countries, the caller's country. */
export function createCommonModule(deps: { geo: GeoLookup; geoCountryHeader: string | undefined }) {
  const commonService = createCommonService(deps);
  return areaModule({ commonService }, [commonRoutes({ commonService })]);
}
export type CommonModule = ReturnType<typeof createCommonModule>;
