import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@portal/ui/widgets/empty-state.tsx';
import { ChartIcon } from '@portal/ui/widgets/ui-icons.tsx';

/** An account id that is not one of the trader's (-50): nothing to show, and the way home. */
export function ChallengeNotFound() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="visually-hidden">{t('pageTitle.challengeDetails')}</h1>
      <EmptyState
        icon={<ChartIcon />}
        title={t('dashboard.notFound')}
        text={t('dashboard.notFoundText')}
        action={
          <Link className="btn btn--primary" to="/dashboard/home">
            {t('dashboard.goHome')}
          </Link>
        }
      />
    </>
  );
}
