import type { Plugin } from 'vite';
import * as contract from '@portal/contract';

type Route = { method: string; path: string };

const routeOf = (table: string, name: string): Route | null => {
  const entry = (contract as Record<string, unknown>)[table] as Record<string, Partial<Route>> | undefined;
  const found = table.endsWith('Endpoints') ? entry?.[name] : undefined;
  return found?.method && found.path ? { method: found.method, path: found.path } : null;
};

// `<area>Endpoints.<name>`, and what follows it: a read of one of its fields, if any.
const USE = /\b([a-z][a-zA-Z]*Endpoints)\.([a-zA-Z0-9]+)\b(\s*\.\s*[a-zA-Z]+)?/g;

/**
 * An app calls a declared endpoint with `requestTo(<area>Endpoints.x, …)`, which reads only its method and path.
 * The table also holds every endpoint's zod schemas, and most screens do not load zod at all (the forms load it
 * on their first validation): the build writes the method and path in place of the table's entry, so the table,
 * and zod with it, stays out of the bundle. A use reading anything else of the entry (its schemas) is left as it
 * is, and the table comes with it.
 */
export function endpointRoutes(): Plugin {
  return {
    name: 'endpoint-routes',
    apply: 'build',
    // after TypeScript is stripped: a table named in a type is gone by then
    enforce: 'post',
    transform(code, id) {
      if (id.includes('node_modules') || !/\/(apps|packages\/ui)\/.*\.tsx?$/.test(id) || !code.includes('Endpoints.'))
        return null;
      let changed = false;
      const out = code.replace(USE, (use, table: string, name: string, field?: string) => {
        const route = routeOf(table, name);
        const readsMore = field && !/^\s*\.\s*(method|path)$/.test(field);
        if (!route || readsMore) return use;
        changed = true;
        return `${JSON.stringify(route)}${field ?? ''}`;
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}
