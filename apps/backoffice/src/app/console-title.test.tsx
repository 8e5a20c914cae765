import { render, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../shared/i18n/i18n.ts';
import { ConsoleTitle, type RouteHandle } from './console-title.tsx';
import { buildRoutes } from './routes.tsx';

afterEach(() => setLanguage('en', { remember: false }));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <ConsoleTitle />
            <Outlet />
          </>
        ),
        children: [
          { path: '/traders', handle: { title: 'nav.traders' }, element: <p>traders</p> },
          { path: '/traders/:id', handle: { title: 'pageTitle.trader' }, element: <p>trader</p> },
          { path: '/untitled', element: <p>untitled</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

/** Every routed path of the console with its title key. */
function titles(routes: RouteObject[], parent?: string): [string, string | undefined][] {
  return routes.flatMap((route) => {
    const title = (route.handle as RouteHandle | undefined)?.title ?? parent;
    const own: [string, string | undefined][] = route.path && route.path !== '*' ? [[route.path, title]] : [];
    return [...own, ...titles(route.children ?? [], title)];
  });
}

describe('the console’s browser title', () => {
  it('names the page, then the console', async () => {
    renderAt('/traders');
    await waitFor(() => expect(document.title).toBe('Traders | Back office'));
  });

  it('names a record’s page by what it is', async () => {
    renderAt('/traders/7');
    await waitFor(() => expect(document.title).toBe('Trader | Back office'));
  });

  it('is the console’s name alone where a page has no name', async () => {
    renderAt('/untitled');
    await waitFor(() => expect(document.title).toBe('Back office'));
  });

  it('follows the operator’s language', async () => {
    await setLanguage('de', { remember: false });
    renderAt('/traders/7');
    await waitFor(() => expect(document.title).toBe('Trader | Backoffice'));
  });

  it('gives every page of the console a name of its own in the catalogue', () => {
    const routed = titles(buildRoutes());
    expect(routed.length).toBeGreaterThan(20);
    const unnamed = routed.filter(([, key]) => !key || !i18n.exists(key, { lng: 'en' })).map(([path]) => path);
    expect(unnamed).toEqual([]);
    const names = new Map(routed.map(([path, key]) => [path, i18n.t(key!, { lng: 'en' })]));
    expect(names.get('/audit')).toBe('Audit log');
    expect(names.get('/orders/:id')).toBe('Order');
    expect(names.get('/sign-in')).toBe('Sign in');
  });
});
