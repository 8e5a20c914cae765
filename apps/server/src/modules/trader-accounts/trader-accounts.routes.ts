import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ApiPath,
  loginCredentialsEnvelope,
  loginCredentialsQuerySchema,
  platformCredentialsEnvelope,
  platformRedirectEnvelope,
  traderAccountsEnvelope,
  textSchema,
} from '@portal/contract';
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

    route.get(ApiPath.traderAccounts, {
      summary: "The trader's trading accounts",
      response: traderAccountsEnvelope,
      data: (req) => service.list(req.brand, req.auth.userId),
    });
    route.get(ApiPath.loginCredentials, {
      summary: 'Login, password, server and platform account id of one account (-50 when not the trader’s)',
      querystring: loginCredentialsQuerySchema,
      response: loginCredentialsEnvelope,
      data: (req) => service.loginCredentials(req.brand.id, req.auth.userId, req.query.traderAccountId),
    });
    route.get(ApiPath.platformCredentials, {
      summary: 'Per platform, where to trade',
      response: platformCredentialsEnvelope,
      config: { noStore: true }, // the credentials dialog's data
      data: (req) => service.platformCredentials(req.brand.id, contextOf(req).publicUrl),
    });
    route.get(ApiPath.platformRedirectUrl, {
      summary: 'A short-lived sign-in address on the platform’s web terminal',
      params: z.object({ id: textSchema().max(64) }),
      response: platformRedirectEnvelope,
      config: { noStore: true }, // the address itself signs the trader in on the terminal
      data: (req) =>
        service.platformRedirectUrl(req.brand.id, req.auth.userId, req.params.id, contextOf(req).publicUrl),
    });
  };
}
