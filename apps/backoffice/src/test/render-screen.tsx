import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { i18n } from '../shared/i18n/i18n.ts';
import { ConsoleDataProvider } from '../shared/api/console-store.tsx';
import { SessionProvider, useSession } from '../shared/session/session.tsx';
import { ToastProvider } from '../shared/toast/toasts.tsx';

/** Shows the screen once `Me` (answered by the test's MSW handlers) says who is signed in. */
function SignedIn() {
  const { session } = useSession();
  return session.status === 'signed-in' ? <Outlet /> : <p>signed out</p>;
}

/** A screen under the console's providers at `path` (its route pattern `pattern`), as the shell would show it. */
export function renderScreen(element: ReactNode, pattern: string, path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider>
            <ToastProvider>
              <SignedIn />
            </ToastProvider>
          </SessionProvider>
        ),
        children: [
          { path: pattern, element },
          { path: '*', element: <p>elsewhere</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  // A store of its own for each render: no test reads another's cached answers.
  return {
    router,
    ...render(
      <I18nextProvider i18n={i18n}>
        <ConsoleDataProvider>
          <RouterProvider router={router} />
        </ConsoleDataProvider>
      </I18nextProvider>,
    ),
  };
}
