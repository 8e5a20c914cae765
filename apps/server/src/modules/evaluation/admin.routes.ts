import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiPath,
  adminAccountEnvelope,
  adminAccountStatusEnvelope,
  adminAccountStatusRequestSchema,
  adminAccountUnblockRequestSchema,
  textSchema,
} from '@portal/contract';
import { ok } from '../../http/refusal.ts';
import { SESSION_OR_KEY, type RequireOperator } from '../operators/admin-guard.ts';
import type { AccountAdminService } from './account-admin.service.ts';

const params = z.object({ id: textSchema().max(64) });
const base = { tags: ['admin'], security: SESSION_OR_KEY, params };

/** The firm's calls on trader accounts: an operator's session or an API key, authorised per action and brand. */
export function adminRoutes(deps: { accountAdminService: AccountAdminService; requireOperator: RequireOperator }) {
  const svc = deps.accountAdminService;
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      ApiPath.adminTraderAccount,
      {
        onRequest: deps.requireOperator('accounts.read'),
        schema: { ...base, summary: 'One trader account', response: { 200: adminAccountEnvelope } },
      },
      async (req) => ok(await svc.get(req.admin, req.params.id)),
    );
    r.post(
      ApiPath.adminTraderAccountStatus,
      {
        onRequest: deps.requireOperator('accounts.block'),
        schema: {
          ...base,
          summary: 'Block an account (15-18): its status, and trading on the platform stops',
          body: adminAccountStatusRequestSchema,
          response: { 200: adminAccountStatusEnvelope },
        },
      },
      async (req) => ok(await svc.block(req.admin, req.params.id, req.body.status, req.body.reason)),
    );
    r.post(
      ApiPath.adminTraderAccountUnblock,
      {
        onRequest: deps.requireOperator('accounts.block'),
        schema: {
          ...base,
          summary: 'Lift a block: the status before it returns, and trading on the platform with it',
          body: adminAccountUnblockRequestSchema,
          response: { 200: adminAccountStatusEnvelope },
        },
      },
      async (req) => ok(await svc.unblock(req.admin, req.params.id, req.body.reason)),
    );
  };
}
