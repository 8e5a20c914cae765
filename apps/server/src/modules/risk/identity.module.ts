import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { areaModule } from '../module.ts';
import { createIdentityLinks } from './identity-links.ts';
import { createIdentityMarksService } from './identity-marks.service.ts';

/**
 * Signal 4, shared identity (docs/risk.md): the marks the trader modules record as traders act, the cases opened
 * when traders share one, and the links between traders the other detections read. No routes: the console's
 * risk desk shows the cases.
 */
export function createIdentityModule(deps: {
  config: Config;
  db: Db;
  clock: Clock;
  log: { warn(obj: object, msg: string): void };
}) {
  const identityMarks = createIdentityMarksService({ ...deps, serverSecret: deps.config.jwtSecret });
  return areaModule({ identityMarks, identityLinks: createIdentityLinks(deps) }, []);
}
