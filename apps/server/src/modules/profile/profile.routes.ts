import type { FastifyInstance } from 'fastify';
import { ApiPath, personalDataEnvelope, personalDataUpdateShapeSchema } from '@portal/contract';
import { signedIn } from '../auth/require-auth.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { ProfileService } from './profile.service.ts';
import { router } from '../router.ts';

export function profileRoutes(deps: { profileService: ProfileService; sessionsService: SessionsService }) {
  return async function (app: FastifyInstance) {
    const route = router(app, { tags: ['personal-data'], access: signedIn(deps.sessionsService) });
    route.get(ApiPath.personalData, {
      summary: "The trader's personal data",
      response: personalDataEnvelope,
      data: (req) => deps.profileService.get(req.brand, req.auth.userId),
    });
    route.post(ApiPath.personalData, {
      summary: 'Save personal data (-7 with the invalid fields)',
      body: personalDataUpdateShapeSchema,
      response: personalDataEnvelope,
      data: (req) => deps.profileService.update(req.brand, req.auth.userId, req.body),
    });
  };
}
