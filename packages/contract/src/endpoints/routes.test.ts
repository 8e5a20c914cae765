import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '../index.ts';
import { endpoint } from './endpoint.ts';
import * as routes from './routes.ts';
import { authEndpoints } from './auth.ts';
import { authRoutes, routesOf, type EndpointRoute } from './routes.ts';

describe('routesOf', () => {
  it("keeps each endpoint's method and path under its name, and nothing else", () => {
    const table = {
      one: endpoint('GET', '/One/:id', 'One', { params: z.object({ id: z.string() }), response: z.object({}) }),
      two: endpoint('POST', '/Two', 'Two', { body: z.object({ name: z.string() }) }),
    };
    expect(routesOf(table)).toStrictEqual({
      one: { method: 'GET', path: '/One/:id' },
      two: { method: 'POST', path: '/Two' },
    });
  });

  it('gives every table of the contract its routes, serialisable as the build writes them', () => {
    expect(Object.keys(authRoutes)).toStrictEqual(Object.keys(authEndpoints));
    expect(authRoutes.authenticate).toStrictEqual({ method: 'POST', path: authEndpoints.authenticate.path });
    for (const [name, value] of Object.entries(routes)) {
      if (typeof value === 'function') continue;
      expect(name).toMatch(/Routes$/);
      expect(JSON.parse(JSON.stringify(value))).toStrictEqual(value);
    }
  });

  it('has the routes of every endpoint table the contract exports', () => {
    const tables = Object.entries(contract).filter(([name]) => name.endsWith('Endpoints'));
    expect(tables.length).toBeGreaterThan(20);
    for (const [name, table] of tables)
      expect(routes[name.replace(/Endpoints$/, 'Routes') as keyof typeof routes], name).toStrictEqual(
        routesOf(table as Record<string, EndpointRoute>),
      );
  });
});
