import { useTranslation } from 'react-i18next';

/** The state of a screen that a later release fills: its title and a short note. */
export function ComingSoon({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <section className="page">
      <h1 className="page__title">{t(`pageTitle.${titleKey}`)}</h1>
      <div className="card coming-soon">
        <p>{t('common.comingSoon')}</p>
      </div>
    </section>
  );
}
