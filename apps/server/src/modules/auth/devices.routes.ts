import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authEndpoints } from '@portal/contract';
import { signedIn } from './require-auth.ts';
import { contextOf } from './request-context.ts';
import type { DevicesService } from './devices.service.ts';
import type { SessionsService } from './sessions.service.ts';
import { router } from '../router.ts';

/** The trader's "Devices": the live sessions, and ending them behind the password. */
export function devicesRoutes(deps: { devicesService: DevicesService; sessionsService: SessionsService }) {
  return async function (app: FastifyInstance) {
    const route = router(app, { tags: ['auth'], access: signedIn(deps.sessionsService) });
    route(authEndpoints.sessions, { data: (req) => deps.devicesService.list(req.auth) });
    route(authEndpoints.sessionsEnd, {
      config: { rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => req.ip } },
      data: (req) => deps.devicesService.end(contextOf(req), req.auth, req.body),
    });
  };
}
