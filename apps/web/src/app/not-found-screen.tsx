import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './status-screens.css';

/**
 * SPEC §2 Not-found page, inside the layout of the visitor's state (visitor-layout.tsx); one heading says what
 * happened. Its browser title comes from the route handle (pageTitle.pageNotFound).
 */
export default function NotFoundScreen() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="not-found" aria-labelledby={titleId}>
      <div className="not-found__card stack">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 id={titleId} className="not-found__title">
          {t('notFound.text')}
        </h1>
        <p className="not-found__description">{t('notFound.description')}</p>
        <Link className="btn btn--primary" to="/">
          {t('notFound.backHome')}
        </Link>
      </div>
    </section>
  );
}
