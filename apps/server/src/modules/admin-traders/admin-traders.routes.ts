import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { ok } from '../../http/refusal.ts';
import { SESSION_OR_KEY, type RequireOperator } from '../operators/admin-guard.ts';
import type { AdminTradersService } from './admin-traders.service.ts';

const base = { tags: ['admin'], security: SESSION_OR_KEY };

/** The console's Traders screen: search, a trader's file, and support's actions on a trader. */
export function adminTradersRoutes(deps: {
  adminTradersService: AdminTradersService;
  requireOperator: RequireOperator;
}) {
  const svc = deps.adminTradersService;
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      ApiPath.adminTraders,
      {
        onRequest: deps.requireOperator('traders.read'),
        schema: {
          ...base,
          summary:
            'Traders, newest first: by e-mail or name (beginning), account login or platform id, order id or number',
          querystring: adminTradersQuerySchema,
          response: { 200: adminTradersPageEnvelope },
        },
      },
      async (req) => ok(await svc.search(req.admin, req.query)),
    );
    r.get(
      ApiPath.adminTrader,
      {
        onRequest: deps.requireOperator('traders.read'),
        schema: {
          ...base,
          summary: 'A trader: personal data, latest orders, accounts, live sessions, latest mails (no bodies)',
          params: adminIdParamsSchema,
          response: { 200: adminTraderEnvelope },
        },
      },
      async (req) => ok(await svc.get(req.admin, req.params.id)),
    );
    r.post(
      ApiPath.adminTraderSessionRevoke,
      {
        onRequest: deps.requireOperator('traders.manage'),
        schema: {
          ...base,
          summary: "End one of the trader's live sessions (its tokens stop working)",
          params: adminTraderSessionParamsSchema,
          response: { 200: adminSessionsRevokedEnvelope },
        },
      },
      async (req) => ok(await svc.revokeSession(req.admin, req.params.id, req.params.sessionId)),
    );
    r.post(
      ApiPath.adminTraderSessionsRevokeAll,
      {
        onRequest: deps.requireOperator('traders.manage'),
        schema: {
          ...base,
          summary: 'End every live session of the trader (signed out everywhere)',
          params: adminIdParamsSchema,
          response: { 200: adminSessionsRevokedEnvelope },
        },
      },
      async (req) => ok(await svc.revokeAllSessions(req.admin, req.params.id)),
    );
    r.post(
      ApiPath.adminTraderPasswordReset,
      {
        onRequest: deps.requireOperator('traders.manage'),
        schema: {
          ...base,
          summary: 'Send the trader the password-reset mail the portal sends (ForgotPassword)',
          params: adminIdParamsSchema,
          response: { 200: adminPasswordResetEnvelope },
        },
      },
      async (req) => ok(await svc.sendPasswordReset(req.admin, req.params.id)),
    );
  };
}
