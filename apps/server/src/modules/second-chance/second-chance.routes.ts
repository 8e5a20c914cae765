import type { FastifyInstance } from 'fastify';
import { traderAccountsEndpoints } from '@portal/contract';
import { signedIn } from '../auth/require-auth.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import { router } from '../router.ts';
import type { SecondChanceService } from './second-chance.service.ts';

export function secondChanceRoutes(deps: {
  secondChanceService: SecondChanceService;
  sessionsService: SessionsService;
}) {
  return async function (app: FastifyInstance) {
    const route = router(app, { tags: ['trader-accounts'], access: signedIn(deps.sessionsService) });
    const service = deps.secondChanceService;
    route(traderAccountsEndpoints.secondChance, {
      data: (req) => service.offer(req.brand.id, req.auth.userId, req.params.id),
    });
    route(traderAccountsEndpoints.freeRetry, {
      data: (req) => service.retry(req.brand.id, req.auth.userId, req.params.id),
    });
  };
}
