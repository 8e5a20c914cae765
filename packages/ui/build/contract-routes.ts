import type { Plugin } from 'vite';
import * as routesModule from '@portal/contract/routes';
import type { EndpointRoute } from '@portal/contract/routes';

const ROUTES = '@portal/contract/routes';
const VIRTUAL = '\0portal-contract-routes';
const AREA = `${VIRTUAL}/`;

/**
 * The apps call declared endpoints through `@portal/contract/routes`, each endpoint's method and path. That module
 * computes them from the contract's tables, which hold every endpoint's zod schemas, and most screens do not load
 * zod at all (the forms load it on their first validation). The build serves in its place a module of the same
 * values as literals, computed here by that same module, so no bundle carries the tables.
 */
export function contractRoutes(): Plugin {
  // the module's tables of routes, by name (routesOf, the function, aside)
  const routes = new Map<string, Record<string, EndpointRoute>>();
  for (const [name, value] of Object.entries(routesModule)) if (typeof value === 'object') routes.set(name, value);
  return {
    name: 'contract-routes',
    apply: 'build',
    // before Vite's own resolver, which would find the real module
    enforce: 'pre',
    resolveId: (id) => (id === ROUTES ? VIRTUAL : id.startsWith(AREA) ? id : null),
    load(id) {
      // A module an area, and one a route: a call brings its own route only, into the chunk of the code calling it.
      if (id === VIRTUAL)
        return [...routes.keys()].map((area) => `export * as ${area} from '${AREA}${area}';`).join('\n');
      if (!id.startsWith(AREA)) return null;
      const [area = '', name] = id.slice(AREA.length).split('/');
      const table = routes.get(area);
      if (!table) return null;
      if (name === undefined)
        return Object.keys(table)
          .map((route) => `export { default as ${route} } from '${AREA}${area}/${route}';`)
          .join('\n');
      return Object.hasOwn(table, name) ? `export default ${JSON.stringify(table[name])};` : null;
    },
  };
}
