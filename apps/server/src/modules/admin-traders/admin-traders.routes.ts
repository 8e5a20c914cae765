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
import { adminRouter } from '../admin-operators/admin-route.ts';
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
      params: adminIdParamsSchema,
      response: adminTraderEnvelope,
      data: (req) => svc.get(req.admin, req.params.id),
    });
    route.post(ApiPath.adminTraderSessionRevoke, {
      summary: "End one of the trader's live sessions (its tokens stop working)",
      params: adminTraderSessionParamsSchema,
      response: adminSessionsRevokedEnvelope,
      data: (req) => svc.revokeSession(req.admin, req.params.id, req.params.sessionId),
    });
    route.post(ApiPath.adminTraderSessionsRevokeAll, {
      summary: 'End every live session of the trader (signed out everywhere)',
      params: adminIdParamsSchema,
      response: adminSessionsRevokedEnvelope,
      data: (req) => svc.revokeAllSessions(req.admin, req.params.id),
    });
    route.post(ApiPath.adminTraderPasswordReset, {
      summary: 'Send the trader the password-reset mail the portal sends (ForgotPassword)',
      params: adminIdParamsSchema,
      response: adminPasswordResetEnvelope,
      data: (req) => svc.sendPasswordReset(req.admin, req.params.id),
    });
  };
}
