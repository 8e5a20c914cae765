import type { FastifyInstance } from 'fastify';
import {
  ApiPath,
  adminIdParamsSchema,
  adminPasswordResetEnvelope,
  adminSessionsRevokedEnvelope,
  adminTraderEnvelope,
  adminTraderSessionParamsSchema,
  adminTradersPageEnvelope,
  adminTradersQuerySchema,
} from '@portal/contract';
import { adminRouter, onRecord } from '../admin-operators/admin-route.ts';
import type { AdminTradersService } from './admin-traders.service.ts';

/** The console's Traders screen: search, a trader's file, and support's actions on a trader. */
export function adminTradersRoutes(deps: { adminTradersService: AdminTradersService }) {
  const svc = deps.adminTradersService;
  return async function (app: FastifyInstance) {
    const route = adminRouter(app, 'traders.manage');
    const read = adminRouter(app, 'traders.read');
    read.get(ApiPath.adminTraders, {
      summary: 'Traders, newest first: by e-mail or name (beginning), account login or platform id, order id or number',
      querystring: adminTradersQuerySchema,
      response: adminTradersPageEnvelope,
      data: (req) => svc.search(req.admin, req.query),
    });
    read.get(ApiPath.adminTrader, {
      summary: 'A trader: personal data, latest orders, accounts, live sessions, latest mails (no bodies)',
      response: adminTraderEnvelope,
      ...onRecord(svc.get),
    });
    route.post(ApiPath.adminTraderSessionRevoke, {
      summary: "End one of the trader's live sessions (its tokens stop working)",
      params: adminTraderSessionParamsSchema,
      response: adminSessionsRevokedEnvelope,
      data: (req) => svc.revokeSession(req.admin, req.params.id, req.params.sessionId),
    });
    // Ending every session and sending a reset differ only in path, summary, reply and the service's step.
    for (const [url, summary, response, step] of [
      [
        ApiPath.adminTraderSessionsRevokeAll,
        'End every live session of the trader (signed out everywhere)',
        adminSessionsRevokedEnvelope,
        svc.revokeAllSessions,
      ],
      [
        ApiPath.adminTraderPasswordReset,
        'Send the trader the password-reset mail the portal sends (ForgotPassword)',
        adminPasswordResetEnvelope,
        svc.sendPasswordReset,
      ],
    ] as const)
      route.post(url, {
        summary,
        params: adminIdParamsSchema,
        response,
        data: (req) => step(req.admin, req.params.id),
      });
  };
}
