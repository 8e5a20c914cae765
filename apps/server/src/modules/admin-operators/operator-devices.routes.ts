import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminOperatorsEndpoints } from '@portal/contract';
import { SESSION_ONLY } from './admin-guard.ts';
import { adminRouter } from './admin-route.ts';
import type { OperatorDevicesService } from './operator-devices.service.ts';

const limit = (max: number) => ({
  rateLimit: { max, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => req.ip },
});

/** The operator's own sessions, and the owner's "End every session": a session's calls, never a key's. */
export function operatorDevicesRoutes(deps: { operatorDevicesService: OperatorDevicesService }) {
  const service = deps.operatorDevicesService;
  return async function (app: FastifyInstance) {
    const route = adminRouter(app, {}, SESSION_ONLY);
    route(adminOperatorsEndpoints.sessions, { data: (req) => service.list(req.operatorSession!) });
    route(adminOperatorsEndpoints.sessionsEnd, {
      config: limit(10),
      data: (req) => service.end(req.operatorSession!, req.admin, req.body),
    });
    route(adminOperatorsEndpoints.endEverySession, {
      action: 'operators.manage',
      config: limit(5),
      data: (req) => service.endEverySession(req.operatorSession!, req.admin, req.body),
    });
  };
}
