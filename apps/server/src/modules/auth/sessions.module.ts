import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { Clock } from '../../lib/clock.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { areaModule } from '../module.ts';
import { createAccessTokens } from './access-tokens.ts';
import { createSessionsRepository } from './sessions.repository.ts';
import { createSessionsService } from './sessions.service.ts';

/**
 * The traders' sessions and access tokens: what every signed-in route checks (require-auth.ts), so composed
 * before the modules whose routes need it; signing in and out is the auth module's.
 */
export function createSessionsModule(deps: {
  config: Config;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  changes: ChangeFeed;
}) {
  const { config, clock } = deps;
  const accessTokens = createAccessTokens({
    secret: config.jwtSecret,
    ttlSeconds: config.accessTokenTtlSeconds,
    now: () => clock.now(),
  });
  const sessionsService = createSessionsService({
    db: deps.db,
    sessionsRepository: createSessionsRepository(),
    accessTokens,
    clock,
    idleTimeoutMs: config.traderIdleTimeoutMs,
    successorBox: createSecretBox(config.jwtSecret, 'refresh-successor'),
    log: deps.log,
    changes: deps.changes,
  });
  return areaModule({ accessTokens, sessionsService }, []);
}
export type SessionsModule = ReturnType<typeof createSessionsModule>;
