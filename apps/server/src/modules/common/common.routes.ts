import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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

export function commonRoutes(deps: { commonService: CommonService }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['common'];
    r.get(
      ApiPath.brand,
      { schema: { tags, summary: "The brand configuration of the request's host", response: { 200: brandEnvelope } } },
      async (req) => ok(toBrandConfig(req.brand)),
    );
    r.get(
      ApiPath.disabledCountries,
      {
        schema: {
          tags,
          summary: 'Countries the brand does not serve (ISO 3166 alpha-2)',
          response: { 200: disabledCountriesEnvelope },
        },
      },
      async (req) => ok(deps.commonService.disabledCountries(req.brand)),
    );
    r.get(
      ApiPath.geolocationInfo,
      { schema: { tags, summary: "The visitor's country", response: { 200: geolocationInfoEnvelope } } },
      async (req) => ok(deps.commonService.geolocation(req.brand, req.ip, req.headers)),
    );
    r.get(
      ApiPath.translate,
      {
        schema: {
          tags,
          summary: 'The text catalogue of a language',
          params: translateParamsSchema,
          response: { 200: translateEnvelope },
        },
        // About 36 KB of JSON on the start-up's path to the first screen: sent compressed (decision 022).
        compress: { threshold: 1024 },
      },
      async (req, reply) => {
        void reply.header('cache-control', 'public, max-age=300');
        return ok(deps.commonService.translations(req.brand, req.params.lang));
      },
    );
  };
}
