import { useTranslation } from 'react-i18next';
import { ChartIcon } from '@portal/ui/widgets/ui-icons.tsx';
import { EmptyStateLink } from '../../../shared/ui/empty-state-link.tsx';

/** An account id that is not one of the trader's (-50): nothing to show, and the way home. */
export function ChallengeNotFound() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="visually-hidden">{t('pageTitle.challengeDetails')}</h1>
      <EmptyStateLink
        icon={<ChartIcon />}
        title={t('dashboard.notFound')}
        text={t('dashboard.notFoundText')}
        to="/dashboard/home"
        linkLabel={t('dashboard.goHome')}
      />
    </>
  );
}
