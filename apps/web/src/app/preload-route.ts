import { matchRoutes, type RouteObject } from 'react-router';
import { buildRoutes } from '../routes.tsx';

/**
 * The opened page's lazy modules (its screen, its layout) start loading with the app, in parallel with the
 * start-up calls (brand, language), instead of once the router exists after them (decision 022). The router's
 * own `lazy` call later gets the same module from the browser's module map: nothing is fetched twice. A module
 * that fails here is left to the router, which shows its error screen as before.
 */
export function preloadRoute(path: string, routes: RouteObject[] = buildRoutes(null)): number {
  let started = 0;
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (typeof route.lazy !== 'function') continue;
    started += 1;
    void Promise.resolve(route.lazy()).catch(() => undefined);
  }
  return started;
}
