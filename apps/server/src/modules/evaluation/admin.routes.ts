import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiPath,
  ResultCode,
  adminAccountStatusEnvelope,
  adminAccountStatusRequestSchema,
  textSchema,
} from '@portal/contract';
import { ok, unauthorized } from '../../http/refusal.ts';
import { safeEqual } from '../../lib/secrets.ts';
import type { AccountAdminService } from './account-admin.service.ts';

export const ADMIN_KEY_HEADER = 'x-admin-key';

/** The firm's admin calls: a key from ADMIN_API_KEY in `x-admin-key`; without the variable, always 401. */
export function adminRoutes(deps: { accountAdminService: AccountAdminService; adminApiKey: string | undefined }) {
  const requireAdminKey = async (req: FastifyRequest) => {
    const given = req.headers[ADMIN_KEY_HEADER];
    if (!deps.adminApiKey || typeof given !== 'string' || !safeEqual(given, deps.adminApiKey)) {
      unauthorized(ResultCode.AccessTokenInvalid);
    }
  };
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      ApiPath.adminTraderAccountStatus,
      {
        // The key is checked before the body is validated, so a caller without it learns nothing.
        onRequest: requireAdminKey,
        schema: {
          tags: ['admin'],
          summary: 'Block an account (15-18): its status, and trading on the platform stops',
          params: z.object({ id: textSchema().max(64) }),
          body: adminAccountStatusRequestSchema,
          response: { 200: adminAccountStatusEnvelope },
        },
      },
      async (req) => ok(await deps.accountAdminService.block(req.brand.id, req.params.id, req.body.status)),
    );
  };
}
