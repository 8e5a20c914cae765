import type { Plugin } from 'vite';
import * as routesModule from '@portal/contract/routes';

const ROUTES = '@portal/contract/routes';
const VIRTUAL = '\0portal-contract-routes';
const AREA = `${VIRTUAL}/`;

/**
 * The apps call declared endpoints through `@portal/contract/routes`, each endpoint's method and path. That module
 * computes them from the contract's tables, which hold every endpoint's zod schemas, and most screens do not load
 * zod at all (the forms load it on their first validation). The build serves in its place a module of the same
 * values as literals, computed here by the same module, so no bundle carries the tables.
 */
export function contractRoutes(): Plugin {
  const routes = new Map(Object.entries(routesModule).filter(([, value]) => typeof value === 'object'));
  return {
    name: 'contract-routes',
    apply: 'build',
    // before Vite's own resolver, which would find the real module
    enforce: 'pre',
    resolveId: (id) => (id === ROUTES ? VIRTUAL : id.startsWith(AREA) ? id : null),
    load(id) {
      // One module an area, re-exported: an area's routes travel with the code that calls them, not all in the
      // first chunk that imports one.
      if (id === VIRTUAL)
        return [...routes.keys()].map((name) => `export { ${name} } from '${AREA}${name}';`).join('\n');
      const name = id.startsWith(AREA) ? id.slice(AREA.length) : null;
      return name && routes.has(name) ? `export const ${name} = ${JSON.stringify(routes.get(name))};` : null;
    },
  };
}
