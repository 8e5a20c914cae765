import { areaModule } from '../module.ts';
import { clientLogRoutes } from './client-log.routes.ts';

/** The web apps' error reports, written to the server's log. */
export function createClientLogModule() {
  return areaModule({}, [clientLogRoutes()]);
}
