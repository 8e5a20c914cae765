import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiPath,
  adminAccountDashboardEnvelope,
  adminAccountEventsEnvelope,
  adminAccountEventsQuerySchema,
  adminAccountsPageEnvelope,
  adminAccountsQuerySchema,
  adminIdParamsSchema,
} from '@portal/contract';
import { ok } from '../../http/refusal.ts';
import { SESSION_OR_KEY, type RequireOperator } from '../operators/admin-guard.ts';
import type { AdminAccountsService } from './admin-accounts.service.ts';

const base = { tags: ['admin'], security: SESSION_OR_KEY };

/** The console's Accounts screen: the list, an account's dashboard as its trader sees it, and its log. */
export function adminAccountsRoutes(deps: {
  adminAccountsService: AdminAccountsService;
  requireOperator: RequireOperator;
}) {
  const svc = deps.adminAccountsService;
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      ApiPath.adminTraderAccounts,
      {
        onRequest: deps.requireOperator('accounts.read'),
        schema: {
          ...base,
          summary: 'Trader accounts, newest first, by brand, package, status, phase, login or e-mail',
          querystring: adminAccountsQuerySchema,
          response: { 200: adminAccountsPageEnvelope },
        },
      },
      async (req) => ok(await svc.list(req.admin, req.query)),
    );
    r.get(
      ApiPath.adminTraderAccountDashboard,
      {
        onRequest: deps.requireOperator('accounts.read'),
        schema: {
          ...base,
          summary: "The account's objectives, metrics and verdict, exactly as its trader's dashboard shows them",
          params: adminIdParamsSchema,
          response: { 200: adminAccountDashboardEnvelope },
        },
      },
      async (req) => ok(await svc.dashboard(req.admin, req.params.id)),
    );
    r.get(
      ApiPath.adminTraderAccountEvents,
      {
        onRequest: deps.requireOperator('accounts.read'),
        schema: {
          ...base,
          summary: "The account's log, newest first: deals, equity snapshots, opening, verdict, blocks",
          params: adminIdParamsSchema,
          querystring: adminAccountEventsQuerySchema,
          response: { 200: adminAccountEventsEnvelope },
        },
      },
      async (req) => ok(await svc.events(req.admin, req.params.id, req.query.page, req.query.pageSize)),
    );
  };
}
