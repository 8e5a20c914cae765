import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { ApiPath, OPERATOR_ACTIONS, type OperatorAction } from '@portal/contract';
import { RequireActive } from '../app/guards.tsx';
import { Root } from '../app/root.tsx';
import type { OperatorMe } from '../shared/api/session-api.ts';
import { i18n } from '../shared/i18n/i18n.ts';
import { ConsoleDataProvider } from '../shared/api/console-store.tsx';

export const BRANDS = [
  { id: '11111111-1111-4111-8111-111111111111', code: 'alpha', name: 'Alpha Funding' },
  { id: '22222222-2222-4222-8222-222222222222', code: 'beta', name: 'Beta Capital' },
];

export const ok = (data: unknown) => HttpResponse.json({ result: 0, data });

/** One page holding every item, as a list read by position answers it (no page on either side, counted exactly). */
export const onlyPage = (items: unknown[]) => ({
  items,
  next: null,
  previous: null,
  count: { kind: 'exact', value: items.length },
});

/** A list read answering `items` as its one page, keeping each request's query parameters in `asked`. */
export function recordingList(path: string, items: unknown[], asked: Array<Record<string, string>>) {
  return http.get(`*${path}`, ({ request }) => {
    asked.push(Object.fromEntries(new URL(request.url).searchParams));
    return ok(onlyPage(items));
  });
}

/** The signed-in operator `Me` answers: an owner unless the actions say otherwise. */
export function operator(actions: readonly OperatorAction[] = OPERATOR_ACTIONS): OperatorMe {
  return {
    operatorId: 'op-1',
    email: 'owner@firm.test',
    role: 'owner',
    allBrands: true,
    stage: 'active',
    actions: [...actions],
    brands: BRANDS,
    mustChangePassword: false,
    theme: 'system',
  };
}

/** Where the router is now (path and query), for assertions on navigation. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * A screen as the console shows it: under the session (Me answered by MSW), the toasts and the active guard,
 * at `path` matching `route`.
 */
export function renderScreen(
  server: SetupServer,
  { path, route, element, actions }: { path: string; route: string; element: ReactElement; actions?: OperatorAction[] },
) {
  server.use(http.get(`*${ApiPath.adminMe}`, () => ok(operator(actions))));
  return renderUnderGuard(
    [
      {
        path: route,
        element: (
          <>
            {element}
            <Location />
          </>
        ),
      },
      { path: '*', element: <Location /> },
    ],
    path,
  );
}

/** Routes as the console's signed-in part holds them: under its root and the active guard, opened at `path`. */
export function renderUnderGuard(children: RouteObject[], path: string) {
  const router = createMemoryRouter([{ element: <Root />, children: [{ element: <RequireActive />, children }] }], {
    initialEntries: [path],
  });
  // A store of its own for each render: no test reads another's cached answers.
  return render(
    <I18nextProvider i18n={i18n}>
      <ConsoleDataProvider>
        <RouterProvider router={router} />
      </ConsoleDataProvider>
    </I18nextProvider>,
  );
}
