import type { FastifyInstance } from 'fastify';
import { scalingEndpoints } from '@portal/contract';
import { signedIn } from '../auth/require-auth.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import { router } from '../router.ts';
import type { ScalingService } from './scaling.service.ts';

/** The trader's scaling plans (docs/scaling.md). */
export function scalingRoutes(deps: { scalingService: ScalingService; sessionsService: SessionsService }) {
  return async function (app: FastifyInstance) {
    const route = router(app, { tags: ['payouts'], access: signedIn(deps.sessionsService) });
    route(scalingEndpoints.scalingProgress, {
      data: (req) => deps.scalingService.progress(req.brand.id, req.auth.userId),
    });
  };
}
