import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { buildRoutes } from '../routes.tsx';
import { preloadRoute } from './preload-route.ts';

const screen = () => vi.fn(async () => ({ Component: () => null }));

describe('preloadRoute', () => {
  it("starts loading the opened page's layout and screen, and nothing else", () => {
    const signIn = screen();
    const layout = screen();
    const home = screen();
    const orders = screen();
    const routes: RouteObject[] = [
      { children: [{ path: '/sign-in', lazy: signIn }] },
      {
        path: '/dashboard',
        lazy: layout,
        children: [
          { path: 'home', lazy: home },
          { path: 'orders', lazy: orders },
        ],
      },
    ];
    expect(preloadRoute('/dashboard/home', routes)).toBe(2);
    expect(layout).toHaveBeenCalledTimes(1);
    expect(home).toHaveBeenCalledTimes(1);
    expect(signIn).not.toHaveBeenCalled();
    expect(orders).not.toHaveBeenCalled();
  });

  it('matches the route table of the app (sign-in; the signed-in layout with home; an unknown path)', () => {
    const routes = buildRoutes(null);
    const spied = (path: string) => {
      const calls: string[] = [];
      const walk = (list: RouteObject[], trail: string) =>
        list.forEach((route, i) => {
          const id = `${trail}/${route.path ?? i}`;
          if (typeof route.lazy === 'function') route.lazy = vi.fn(async () => (calls.push(id), {}));
          if (route.children) walk(route.children, id);
        });
      walk(routes, '');
      preloadRoute(path, routes);
      return calls;
    };
    expect(spied('/sign-in')).toEqual([expect.stringMatching(/sign-in$/)]);
    expect(spied('/dashboard/home')).toHaveLength(2);
    expect(spied('/no/such/page')).toEqual(['/0/*']);
  });

  it('leaves a module that failed to the router (no unhandled rejection)', async () => {
    const failing = vi.fn(async () => {
      throw new Error('chunk failed');
    });
    expect(preloadRoute('/x', [{ path: '/x', lazy: failing }])).toBe(1);
    await Promise.resolve();
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
