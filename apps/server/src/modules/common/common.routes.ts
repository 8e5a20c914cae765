import type { FastifyInstance } from 'fastify';
import { commonEndpoints } from '@portal/contract';
import { ok } from '../../domain/result.ts';
import { toBrandConfig } from '../brands/brand-config.ts';
import type { CommonService } from './common.service.ts';
import { router } from '../router.ts';

export function commonRoutes(deps: { commonService: CommonService }) {
  return async function (app: FastifyInstance) {
    const route = router(app, { tags: ['common'] });
    route(commonEndpoints.brand, { data: (req) => toBrandConfig(req.brand) });
    route(commonEndpoints.disabledCountries, { data: (req) => deps.commonService.disabledCountries(req.brand) });
    route(commonEndpoints.geolocationInfo, {
      data: (req) => deps.commonService.geolocation(req.brand, req.ip, req.headers),
    });
    route(commonEndpoints.translate, {
      // About 36 KB of JSON on the start-up's path to the first screen: sent compressed.
      compress: { threshold: 1024 },
      handler: async (req, reply) => {
        void reply.header('cache-control', 'public, max-age=300');
        return ok(deps.commonService.translations(req.brand, req.params.lang));
      },
    });
  };
}
