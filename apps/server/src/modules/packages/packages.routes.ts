import type { FastifyInstance } from 'fastify';
import { packagesEndpoints } from '@portal/contract';
import { signedIn } from '../auth/require-auth.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { PackagesService } from './packages.service.ts';
import { router } from '../router.ts';

export function packagesRoutes(deps: { packagesService: PackagesService; sessionsService: SessionsService }) {
  return async function (app: FastifyInstance) {
    const route = router(app, { tags: ['packages'], access: signedIn(deps.sessionsService) });
    const guests = router(app, { tags: ['packages'] });
    route(packagesEndpoints.tradingPackagesList, { data: (req) => deps.packagesService.list(req.brand.id) });
    guests(packagesEndpoints.tradingPackagesAll, { data: (req) => deps.packagesService.list(req.brand.id) });
  };
}
