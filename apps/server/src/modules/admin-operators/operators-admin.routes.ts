import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ApiPath,
  adminOperatorEnvelope,
  adminOperatorListEnvelope,
  adminOperatorResetEnvelope,
  adminOperatorSessionsEndedEnvelope,
} from '@portal/contract';
import { SESSION_ONLY } from './admin-guard.ts';
import { adminRouter } from './admin-route.ts';
import type { OperatorsAdminService } from './operators-admin.service.ts';

const params = z.object({ id: z.string().max(64) });

/** The owner's operator management: an operator's session only, never a key. */
export function operatorsAdminRoutes(deps: { operatorsAdminService: OperatorsAdminService }) {
  const service = deps.operatorsAdminService;
  return async function (app: FastifyInstance) {
    const route = adminRouter(app, 'operators.manage', SESSION_ONLY);
    route.get(ApiPath.adminOperators, {
      summary: 'Operators: role, brands, second factor, state, live sessions',
      response: adminOperatorListEnvelope,
      data: () => service.list(),
    });
    route.get(ApiPath.adminOperator, {
      summary: 'One operator',
      params,
      response: adminOperatorEnvelope,
      data: (req) => service.get(req.params.id),
    });
    // The owner's steps on another operator differ only in path, summary, reply and the service's step.
    for (const [url, summary, response, step] of [
      [
        ApiPath.adminOperatorReset,
        'Reset another operator after out-of-band identity proofing: a one-time password (72 h, in this reply only), TOTP and recovery codes cleared, sessions ended',
        adminOperatorResetEnvelope,
        service.reset,
      ],
      [
        ApiPath.adminOperatorEndSessions,
        "End another operator's sessions",
        adminOperatorSessionsEndedEnvelope,
        service.endSessions,
      ],
      [
        ApiPath.adminOperatorDisable,
        'Disable another operator: no sign-in, every session ended',
        adminOperatorEnvelope,
        service.disable,
      ],
      [ApiPath.adminOperatorEnable, 'Enable a disabled operator again', adminOperatorEnvelope, service.enable],
    ] as const)
      route.post(url, { summary, params, response, data: (req) => step(req.admin, req.params.id) });
  };
}
