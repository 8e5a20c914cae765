import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './status-screens.css';

/** SPEC §2 Not-found page; its browser title comes from the route handle (pageTitle.pageNotFound). */
export default function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <main className="not-found">
      <div className="not-found__card stack">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 className="not-found__title">{t('notFound.title')}</h1>
        <p className="not-found__text">{t('notFound.text')}</p>
        <p className="not-found__description">{t('notFound.description')}</p>
        <Link className="btn btn--primary" to="/">
          {t('notFound.backHome')}
        </Link>
      </div>
    </main>
  );
}
