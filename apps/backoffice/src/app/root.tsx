import { Outlet } from 'react-router';
import { SessionProvider } from '../shared/session/session.tsx';
import { ToastProvider } from '../shared/toast/toasts.tsx';
import { ConsoleTitle } from './console-title.tsx';

/** Every route sits under the session (it navigates, so it lives inside the router), the toasts and the title. */
export function Root() {
  return (
    <SessionProvider>
      <ToastProvider>
        <ConsoleTitle />
        <Outlet />
      </ToastProvider>
    </SessionProvider>
  );
}
