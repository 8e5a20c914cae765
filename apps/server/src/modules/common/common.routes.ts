import type { FastifyInstance } from 'fastify';
import {
  ApiPath,
  brandEnvelope,
  disabledCountriesEnvelope,
  geolocationInfoEnvelope,
  translateEnvelope,
  translateParamsSchema,
} from '@portal/contract';
import { ok } from '../../domain/result.ts';
import { toBrandConfig } from '../brands/brand-config.ts';
import type { CommonService } from './common.service.ts';
import { router } from '../router.ts';

export function commonRoutes(deps: { commonService: CommonService }) {
  return async function (app: FastifyInstance) {
    const route = router(app, { tags: ['common'] });
    route.get(ApiPath.brand, {
      summary: "The brand configuration of the request's host",
      response: brandEnvelope,
      data: (req) => toBrandConfig(req.brand),
    });
    route.get(ApiPath.disabledCountries, {
      summary: 'Countries the brand does not serve (ISO 3166 alpha-2)',
      response: disabledCountriesEnvelope,
      data: (req) => deps.commonService.disabledCountries(req.brand),
    });
    route.get(ApiPath.geolocationInfo, {
      summary: "The visitor's country",
      response: geolocationInfoEnvelope,
      data: (req) => deps.commonService.geolocation(req.brand, req.ip, req.headers),
    });
    route.get(ApiPath.translate, {
      summary: 'The text catalogue of a language',
      params: translateParamsSchema,
      response: translateEnvelope,
      // About 36 KB of JSON on the start-up's path to the first screen: sent compressed.
      compress: { threshold: 1024 },
      handler: async (req, reply) => {
        void reply.header('cache-control', 'public, max-age=300');
        return ok(deps.commonService.translations(req.brand, req.params.lang));
      },
    });
  };
}
