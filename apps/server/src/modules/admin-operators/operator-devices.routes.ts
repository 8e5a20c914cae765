import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ApiPath,
  deviceSessionsEnvelope,
  endDeviceSessionsRequestSchema,
  endEverySessionRequestSchema,
  endedSessionsEnvelope,
  everySessionEndedEnvelope,
} from '@portal/contract';
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
    route.get(ApiPath.adminSessions, {
      summary: "The operator's own live sessions: device, address, country, signed in, last active",
      response: deviceSessionsEnvelope,
      data: (req) => service.list(req.operatorSession!),
    });
    route.post(ApiPath.adminSessionsEnd, {
      config: limit(10),
      summary:
        "End one of the operator's other sessions, or all of them, behind the current password (-4 wrong, 403/-50 not one of the other sessions)",
      body: endDeviceSessionsRequestSchema,
      response: endedSessionsEnvelope,
      data: (req) => service.end(req.operatorSession!, req.admin, req.body),
    });
    route.post(ApiPath.adminEndEverySession, {
      action: 'operators.manage',
      config: limit(5),
      summary:
        "The owner ends every trader's and every other operator's session at once, behind the password and a TOTP code (-4, -30); audited",
      body: endEverySessionRequestSchema,
      response: everySessionEndedEnvelope,
      data: (req) => service.endEverySession(req.operatorSession!, req.admin, req.body),
    });
  };
}
