import type { Db } from '../../db/client.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import { areaModule } from '../module.ts';
import { createKeyValueRepository } from './key-value.repository.ts';
import { keyValueRoutes } from './key-value.routes.ts';
import { createKeyValueService } from './key-value.service.ts';

/** A trader's small settings kept for the web app. */
export function createKeyValueModule(deps: { db: Db; sessionsService: SessionsService }) {
  const keyValueService = createKeyValueService({ db: deps.db, keyValueRepository: createKeyValueRepository() });
  return areaModule({ keyValueService }, [keyValueRoutes({ keyValueService, sessionsService: deps.sessionsService })]);
}
