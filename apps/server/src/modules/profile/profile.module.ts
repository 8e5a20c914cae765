import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import { areaModule } from '../module.ts';
import { createProfileRepository } from './profile.repository.ts';
import { profileRoutes } from './profile.routes.ts';
import { createProfileService } from './profile.service.ts';

/** The trader's personal data (read-only once the identity is verified). */
export function createProfileModule(deps: {
  db: Db;
  clock: Clock;
  sessionsService: SessionsService;
  identityVerified: (userId: string) => Promise<boolean>;
}) {
  const profileService = createProfileService({
    db: deps.db,
    profileRepository: createProfileRepository(),
    clock: deps.clock,
    identityVerified: deps.identityVerified,
  });
  return areaModule({ profileService }, [profileRoutes({ profileService, sessionsService: deps.sessionsService })]);
}
