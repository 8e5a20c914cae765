import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ApiPath,
  adminAccountEnvelope,
  adminAccountStatusEnvelope,
  adminAccountStatusRequestSchema,
  adminAccountUnblockRequestSchema,
  textSchema,
} from '@portal/contract';
import { adminRouter } from '../admin-operators/admin-route.ts';
import type { AccountAdminService } from './account-admin.service.ts';

const params = z.object({ id: textSchema().max(64) });

/** The firm's calls on trader accounts: an operator's session or an API key, authorised per action and brand. */
export function accountAdminRoutes(deps: { accountAdminService: AccountAdminService }) {
  const svc = deps.accountAdminService;
  return async function (app: FastifyInstance) {
    const route = adminRouter(app, 'accounts.block');
    route.get(ApiPath.adminTraderAccount, {
      action: 'accounts.read',
      summary: 'One trader account',
      params,
      response: adminAccountEnvelope,
      data: (req) => svc.get(req.admin, req.params.id),
    });
    route.post(ApiPath.adminTraderAccountStatus, {
      summary: 'Block an account (15-18): its status, and trading on the platform stops',
      params,
      body: adminAccountStatusRequestSchema,
      response: adminAccountStatusEnvelope,
      data: (req) => svc.block(req.admin, req.params.id, req.body.status, req.body.reason),
    });
    route.post(ApiPath.adminTraderAccountUnblock, {
      summary: 'Lift a block: the status before it returns, and trading on the platform with it',
      params,
      body: adminAccountUnblockRequestSchema,
      response: adminAccountStatusEnvelope,
      data: (req) => svc.unblock(req.admin, req.params.id, req.body.reason),
    });
  };
}
