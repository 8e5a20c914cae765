import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiPath, tradingPackagesEnvelope } from '@portal/contract';
import { ok } from '../../domain/result.ts';
import { requireAuth } from '../auth/require-auth.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { PackagesService } from './packages.service.ts';

export function packagesRoutes(deps: { packagesService: PackagesService; sessionsService: SessionsService }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const schema = { tags: ['packages'], response: { 200: tradingPackagesEnvelope } };
    r.get(
      ApiPath.tradingPackagesList,
      {
        preHandler: requireAuth(deps.sessionsService),
        schema: { ...schema, security: [{ bearer: [] }], summary: 'The challenge packages a signed-in trader can buy' },
      },
      async (req) => ok(await deps.packagesService.list(req.brand.id)),
    );
    r.get(
      ApiPath.tradingPackagesAll,
      { schema: { ...schema, summary: 'The challenge packages, for guests (Subscribe)' } },
      async (req) => ok(await deps.packagesService.list(req.brand.id)),
    );
  };
}
