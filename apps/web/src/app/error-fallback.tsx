import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useInRouterContext, useRouteError } from 'react-router';
import { reportError } from '../shared/third-party/third-party.ts';
import './status-screens.css';

/**
 * SPEC §2 Error fallback: 'Something went wrong...' and a 'Reload page' button. Used as the router's
 * errorElement (it reads the route error) and as the top error boundary's fallback, outside any router.
 */
export function ErrorFallback() {
  return useInRouterContext() ? <RouteErrorFallback /> : <ErrorFallbackView />;
}

function RouteErrorFallback() {
  const error = useRouteError();
  console.error('route error', error);
  useEffect(() => reportError(error, { boundary: 'route' }), [error]);
  return <ErrorFallbackView chunkFailed={error instanceof Error && error.name === 'ChunkLoadError'} />;
}

function ErrorFallbackView({ chunkFailed = false }: { chunkFailed?: boolean }) {
  const { t } = useTranslation();
  // Default texts: the failure may come before the catalogues are loaded.
  return (
    <main className="error-fallback" role="alert">
      <div className="error-fallback__card card stack">
        <span className="disc error-fallback__icon" aria-hidden="true">
          !
        </span>
        <h1 className="error-fallback__text">{t('errorFallback.text', { defaultValue: 'Something went wrong...' })}</h1>
        {chunkFailed && <p className="error-fallback__note">{t('errors.chunkLoad')}</p>}
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {t('errorFallback.reload', { defaultValue: 'Reload page' })}
        </button>
      </div>
    </main>
  );
}
