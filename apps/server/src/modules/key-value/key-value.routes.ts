import type { FastifyInstance } from 'fastify';
import {
  ApiPath,
  keyValueEnvelope,
  keyValueGetQuerySchema,
  keyValuePostBodySchema,
  keyValuePostQuerySchema,
} from '@portal/contract';
import { signedIn } from '../auth/require-auth.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { KeyValueService } from './key-value.service.ts';
import { router } from '../router.ts';

export function keyValueRoutes(deps: { keyValueService: KeyValueService; sessionsService: SessionsService }) {
  return async function (app: FastifyInstance) {
    const route = router(app, { tags: ['key-value'], access: signedIn(deps.sessionsService) });
    route.get(ApiPath.keyValue, {
      summary: "A trader's stored preference",
      querystring: keyValueGetQuerySchema,
      response: keyValueEnvelope,
      data: (req) => deps.keyValueService.get(req.brand, req.auth.userId, req.query.key),
    });
    route.post(ApiPath.keyValue, {
      summary: 'Store a preference (form fields key and value, or JSON)',
      querystring: keyValuePostQuerySchema,
      body: keyValuePostBodySchema,
      response: keyValueEnvelope,
      data: (req) => deps.keyValueService.set(req.brand, req.auth.userId, req.body.key, req.body.value),
    });
  };
}
