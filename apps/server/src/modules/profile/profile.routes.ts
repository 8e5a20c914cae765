import type { FastifyInstance } from 'fastify';
import { profileEndpoints } from '@portal/contract';
import { signedIn } from '../auth/require-auth.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { ProfileService } from './profile.service.ts';
import { router } from '../router.ts';

export function profileRoutes(deps: { profileService: ProfileService; sessionsService: SessionsService }) {
  return async function (app: FastifyInstance) {
    const route = router(app, { tags: ['personal-data'], access: signedIn(deps.sessionsService) });
    route(profileEndpoints.personalData, { data: (req) => deps.profileService.get(req.brand, req.auth.userId) });
    route(profileEndpoints.updatePersonalData, {
      data: (req) => deps.profileService.update(req.brand, req.auth.userId, req.body),
    });
    route(profileEndpoints.theme, { data: (req) => deps.profileService.theme(req.brand, req.auth.userId) });
    route(profileEndpoints.updateTheme, {
      data: (req) => deps.profileService.setTheme(req.brand, req.auth.userId, req.body.theme),
    });
  };
}
