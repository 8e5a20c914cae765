import type { FastifyInstance } from 'fastify';
import { adminOperatorsEndpoints } from '@portal/contract';
import { SESSION_ONLY } from './admin-guard.ts';
import { adminRouter } from './admin-route.ts';
import type { ApiKeysService } from './api-keys.service.ts';

/** Owner-only management of machine clients' keys. */
export function apiKeysRoutes(deps: { apiKeysService: ApiKeysService }) {
  return async function (app: FastifyInstance) {
    const route = adminRouter(app, 'apiKeys.manage', SESSION_ONLY);
    route(adminOperatorsEndpoints.apiKeys, { data: () => deps.apiKeysService.list() });
    route(adminOperatorsEndpoints.createApiKey, { data: (req) => deps.apiKeysService.create(req.admin, req.body) });
    route(adminOperatorsEndpoints.apiKeyRevoke, {
      data: (req) => deps.apiKeysService.revoke(req.admin, req.params.id),
    });
  };
}
