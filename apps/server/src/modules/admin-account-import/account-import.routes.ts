import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiPath, accountImportEnvelope, accountImportRequestSchema } from '@portal/contract';
import { ok } from '../../http/refusal.ts';
import { SESSION_OR_KEY, type RequireOperator } from '../operators/admin-guard.ts';
import type { AccountImportService } from './account-import.service.ts';

/** The firm imports an account migrated from another platform: an operator's session or an API key. */
export function accountImportRoutes(deps: {
  accountImportService: AccountImportService;
  requireOperator: RequireOperator;
}) {
  return async function (app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().post(
      ApiPath.adminTraderAccountImport,
      {
        onRequest: deps.requireOperator('accounts.import'),
        schema: {
          tags: ['admin'],
          security: SESSION_OR_KEY,
          summary: "Import a trader's account from another platform, opened at its real start (its past deals follow)",
          body: accountImportRequestSchema,
          response: { 200: accountImportEnvelope },
        },
      },
      async (req) => ok(await deps.accountImportService.import(req.admin, req.body)),
    );
  };
}
