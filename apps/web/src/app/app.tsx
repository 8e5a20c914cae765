import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { i18n } from '../shared/i18n/i18n.ts';
import { ToastRegion } from '@portal/ui/widgets/toast-region.tsx';
import { NotificationToast } from '../features/notification/notification-toast.tsx';
import { useBrandHead } from './brand-head.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { ErrorFallback } from './error-fallback.tsx';
import { StartUpGate } from './start-up-gate.tsx';
import type { AppStore } from './store.ts';
import './layout/layout.css';

/** The providers, the start-up gate (then the router) and the notification toast. */
export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ErrorBoundary fallback={<ErrorFallback />}>
          <BrandHead />
          <StartUpGate store={store} />
          <ToastRegion className="app-toasts">
            <NotificationToast />
          </ToastRegion>
        </ErrorBoundary>
      </I18nextProvider>
    </Provider>
  );
}

function BrandHead() {
  useBrandHead();
  return null;
}
