import type { FastifyInstance } from 'fastify';
import { adminAccountImportEndpoints } from '@portal/contract';
import { adminRouter } from '../admin-operators/admin-route.ts';
import type { AccountImportService } from './account-import.service.ts';

/** The firm imports an account migrated from another platform: an operator's session or an API key. */
export function accountImportRoutes(deps: { accountImportService: AccountImportService }) {
  return async function (app: FastifyInstance) {
    adminRouter(app)(adminAccountImportEndpoints.traderAccountImport, {
      action: 'accounts.import',
      data: (req) => deps.accountImportService.import(req.admin, req.body),
    });
  };
}
