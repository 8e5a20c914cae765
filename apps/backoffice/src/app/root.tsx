import { Outlet } from 'react-router';
import { SessionProvider } from '../shared/session/session.tsx';
import { ToastProvider } from '../shared/toast/toasts.tsx';

/** Every route sits under the session (it navigates, so it lives inside the router) and the toasts. */
export function Root() {
  return (
    <SessionProvider>
      <ToastProvider>
        <Outlet />
      </ToastProvider>
    </SessionProvider>
  );
}
