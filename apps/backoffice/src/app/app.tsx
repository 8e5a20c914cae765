import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { i18n } from '../shared/i18n/i18n.ts';
import { buildRoutes } from './routes.tsx';

/** Under /backoffice (Vite's base); the server answers index.html for every path below it. */
const router = createBrowserRouter(buildRoutes(), { basename: '/backoffice' });

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  );
}
