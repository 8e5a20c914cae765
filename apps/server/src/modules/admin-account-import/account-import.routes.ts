import type { FastifyInstance } from 'fastify';
import { ApiPath, accountImportEnvelope, accountImportRequestSchema } from '@portal/contract';
import { adminRouter } from '../admin-operators/admin-route.ts';
import type { AccountImportService } from './account-import.service.ts';

/** The firm imports an account migrated from another platform: an operator's session or an API key. */
export function accountImportRoutes(deps: { accountImportService: AccountImportService }) {
  return async function (app: FastifyInstance) {
    adminRouter(app).post(ApiPath.adminTraderAccountImport, {
      action: 'accounts.import',
      summary: "Import a trader's account from another platform, opened at its real start (its past deals follow)",
      body: accountImportRequestSchema,
      response: accountImportEnvelope,
      data: (req) => deps.accountImportService.import(req.admin, req.body),
    });
  };
}
