import { useTranslation } from 'react-i18next';

/** A route that failed to render or load (a chunk after a new deployment): reloading fetches the new one. */
export function ErrorFallback() {
  const { t } = useTranslation();
  return (
    <main className="bo-centre">
      <div className="card bo-state" role="alert">
        <h1 className="bo-state__title">{t('console.errorTitle')}</h1>
        <p>{t('console.errorText')}</p>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {t('console.reload')}
        </button>
      </div>
    </main>
  );
}
