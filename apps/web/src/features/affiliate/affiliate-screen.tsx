import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { affiliateOpened, rememberAffiliateOpened } from './affiliate-opened.ts';
import { useAppSelector } from '../../shared/store/store-hooks.ts';
import { Page } from '../../shared/ui/page.tsx';
import './affiliate.css';

const STEPS = ['share', 'refer', 'earn'] as const;

/**
 * Affiliate Program (SPEC §2): what the programme offers and the way to the brand's affiliate site in a new tab:
 * 'Open Affiliate Account' the first time, 'Go to Affiliate Account' once this browser has opened it. Without an
 * affiliate URL the brand has no programme: the menu hides the item and the address leads home.
 */
export default function AffiliateScreen() {
  const { t } = useTranslation();
  const url = useAppSelector((s) => s.brandSettings.config?.affiliateUrl ?? null);
  const brandName = useAppSelector((s) => s.brandSettings.config?.brandName ?? '');
  const [opened, setOpened] = useState(() => (url ? affiliateOpened(url) : false));
  if (!url) return <Navigate to="/dashboard/home" replace />;
  return (
    <Page className="affiliate" titleId="affiliate-title" title={t('affiliate.title')}>
      <div className="card affiliate__hero">
        <div className="affiliate__text">
          <h2 className="affiliate__headline">{t('affiliate.headline', { brand: brandName })}</h2>
          <p className="affiliate__description">{t('affiliate.description')}</p>
        </div>
        <a
          className="btn btn--primary affiliate__action"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => {
            rememberAffiliateOpened(url);
            setOpened(true);
          }}
        >
          {opened ? t('affiliate.goToAccount') : t('affiliate.openAccount')}
          <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
        </a>
      </div>
      <ol className="card-grid bare-list affiliate__steps">
        {STEPS.map((step, index) => (
          <li key={step} className="card affiliate__step">
            <span className="disc affiliate__step-number" aria-hidden="true">
              {index + 1}
            </span>
            <h2 className="affiliate__step-title">{t(`affiliate.steps.${step}.title`)}</h2>
            <p className="affiliate__step-text">{t(`affiliate.steps.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </Page>
  );
}
