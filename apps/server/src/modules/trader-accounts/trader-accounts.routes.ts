import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { ok } from '../../domain/result.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { contextOf } from '../auth/request-context.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { TraderAccountsService } from './trader-accounts.service.ts';

export function traderAccountsRoutes(deps: {
  traderAccountsService: TraderAccountsService;
  sessionsService: SessionsService;
}) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const preHandler = requireAuth(deps.sessionsService);
    const base = { tags: ['trader-accounts'], security: [{ bearer: [] }] };
    const service = deps.traderAccountsService;

    r.get(
      ApiPath.traderAccounts,
      {
        preHandler,
        schema: { ...base, summary: "The trader's trading accounts", response: { 200: traderAccountsEnvelope } },
      },
      async (req) => ok(await service.list(req.brand, req.auth.userId)),
    );
    r.get(
      ApiPath.loginCredentials,
      {
        preHandler,
        schema: {
          ...base,
          summary: 'Login, password, server and platform account id of one account (-50 when not the trader’s)',
          querystring: loginCredentialsQuerySchema,
          response: { 200: loginCredentialsEnvelope },
        },
      },
      async (req) => ok(await service.loginCredentials(req.brand.id, req.auth.userId, req.query.traderAccountId)),
    );
    r.get(
      ApiPath.platformCredentials,
      {
        preHandler,
        config: { noStore: true }, // the credentials dialog's data
        schema: { ...base, summary: 'Per platform, where to trade', response: { 200: platformCredentialsEnvelope } },
      },
      async (req) => ok(await service.platformCredentials(req.brand.id, contextOf(req).publicUrl)),
    );
    r.get(
      ApiPath.platformRedirectUrl,
      {
        preHandler,
        config: { noStore: true }, // the address itself signs the trader in on the terminal
        schema: {
          ...base,
          summary: 'A short-lived sign-in address on the platform’s web terminal',
          params: z.object({ id: textSchema().max(64) }),
          response: { 200: platformRedirectEnvelope },
        },
      },
      async (req) =>
        ok(await service.platformRedirectUrl(req.brand.id, req.auth.userId, req.params.id, contextOf(req).publicUrl)),
    );
  };
}
