import type { FastifyInstance } from 'fastify';
import { traderAccountsEndpoints } from '@portal/contract';
import { signedIn } from '../auth/require-auth.ts';
import { contextOf } from '../auth/request-context.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { TraderAccountsService } from './trader-accounts.service.ts';
import { router } from '../router.ts';

export function traderAccountsRoutes(deps: {
  traderAccountsService: TraderAccountsService;
  sessionsService: SessionsService;
}) {
  return async function (app: FastifyInstance) {
    const route = router(app, { tags: ['trader-accounts'], access: signedIn(deps.sessionsService) });
    const service = deps.traderAccountsService;

    route(traderAccountsEndpoints.traderAccounts, { data: (req) => service.list(req.brand, req.auth.userId) });
    route(traderAccountsEndpoints.loginCredentials, {
      data: (req) => service.loginCredentials(req.brand.id, req.auth.userId, req.query.traderAccountId),
    });
    route(traderAccountsEndpoints.platformCredentials, {
      config: { noStore: true }, // the credentials dialog's data
      data: (req) => service.platformCredentials(req.brand.id, contextOf(req).publicUrl),
    });
    route(traderAccountsEndpoints.platformRedirectUrl, {
      config: { noStore: true }, // the address itself signs the trader in on the terminal
      data: (req) =>
        service.platformRedirectUrl(req.brand.id, req.auth.userId, req.params.id, contextOf(req).publicUrl),
    });
  };
}
