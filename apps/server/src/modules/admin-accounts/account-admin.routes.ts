import type { FastifyInstance } from 'fastify';
import { adminAccountsEndpoints } from '@portal/contract';
import { adminRouter } from '../admin-operators/admin-route.ts';
import type { AccountAdminService } from './account-admin.service.ts';

/** The firm's calls on trader accounts: an operator's session or an API key, authorised per action and brand. */
export function accountAdminRoutes(deps: { accountAdminService: AccountAdminService }) {
  const svc = deps.accountAdminService;
  return async function (app: FastifyInstance) {
    const route = adminRouter(app, 'accounts.block');
    route(adminAccountsEndpoints.traderAccount, {
      action: 'accounts.read',
      data: (req) => svc.get(req.admin, req.params.id),
    });
    route(adminAccountsEndpoints.traderAccountStatus, {
      data: (req) => svc.block(req.admin, req.params.id, req.body.status, req.body.reason),
    });
    route(adminAccountsEndpoints.traderAccountUnblock, {
      data: (req) => svc.unblock(req.admin, req.params.id, req.body.reason),
    });
  };
}
