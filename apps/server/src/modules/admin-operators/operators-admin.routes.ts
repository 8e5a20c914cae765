import type { FastifyInstance } from 'fastify';
import { adminOperatorsEndpoints } from '@portal/contract';
import { SESSION_ONLY } from './admin-guard.ts';
import { adminRouter, onRecord } from './admin-route.ts';
import type { OperatorsAdminService } from './operators-admin.service.ts';

/** The owner's operator management: an operator's session only, never a key. */
export function operatorsAdminRoutes(deps: { operatorsAdminService: OperatorsAdminService }) {
  const service = deps.operatorsAdminService;
  return async function (app: FastifyInstance) {
    const route = adminRouter(app, 'operators.manage', SESSION_ONLY);
    route(adminOperatorsEndpoints.operators, { data: () => service.list() });
    route(adminOperatorsEndpoints.operator, { data: (req) => service.get(req.params.id) });
    // The owner's steps on another operator differ only in path, summary, reply and the service's step.
    route(adminOperatorsEndpoints.operatorReset, { data: onRecord(service.reset) });
    route(adminOperatorsEndpoints.operatorEndSessions, { data: onRecord(service.endSessions) });
    route(adminOperatorsEndpoints.operatorDisable, { data: onRecord(service.disable) });
    route(adminOperatorsEndpoints.operatorEnable, { data: onRecord(service.enable) });
  };
}
