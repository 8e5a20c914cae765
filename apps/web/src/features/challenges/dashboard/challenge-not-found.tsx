import { useTranslation } from 'react-i18next';
import { EmptyStateLink } from '../../../shared/ui/empty-state-link.tsx';

/** An account id that is not one of the trader's (-50): nothing to show, and the way home. */
export function ChallengeNotFound() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="visually-hidden">{t('pageTitle.challengeDetails')}</h1>
      <EmptyStateLink place="challengeNotFound" />
    </>
  );
}
