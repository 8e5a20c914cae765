import type { Db } from '../../db/client.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import { areaModule } from '../module.ts';
import { createPackagesRepository } from './packages.repository.ts';
import { packagesRoutes } from './packages.routes.ts';
import { createPackagesService } from './packages.service.ts';

/** The challenge packages a trader can buy. */
export function createPackagesModule(deps: { db: Db; sessionsService: SessionsService }) {
  const packagesService = createPackagesService({ db: deps.db, packagesRepository: createPackagesRepository() });
  return areaModule({ packagesService }, [packagesRoutes({ packagesService, sessionsService: deps.sessionsService })]);
}
export type PackagesModule = ReturnType<typeof createPackagesModule>;
