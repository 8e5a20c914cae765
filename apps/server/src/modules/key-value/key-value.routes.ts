import type { FastifyInstance } from 'fastify';
import { keyValueEndpoints } from '@portal/contract';
import { signedIn } from '../auth/require-auth.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { KeyValueService } from './key-value.service.ts';
import { router } from '../router.ts';

export function keyValueRoutes(deps: { keyValueService: KeyValueService; sessionsService: SessionsService }) {
  return async function (app: FastifyInstance) {
    const route = router(app, { tags: ['key-value'], access: signedIn(deps.sessionsService) });
    route(keyValueEndpoints.keyValue, {
      data: (req) => deps.keyValueService.get(req.brand, req.auth.userId, req.query.key),
    });
    route(keyValueEndpoints.setKeyValue, {
      data: (req) => deps.keyValueService.set(req.brand, req.auth.userId, req.body.key, req.body.value),
    });
  };
}
