import { useTranslation } from 'react-i18next';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { OrderSummary } from '../packages/order-summary.tsx';
import { PackageFactList } from '../packages/package-fact-list.tsx';
import { RulesCard } from './rules-card.tsx';
import { StepHeading } from './step-heading.tsx';
import type { PackagesState } from './use-packages.ts';
import { BusyRegion } from '@portal/ui/widgets/busy-region.tsx';
import { RetryBanner } from '../../../shared/ui/retry-banner.tsx';
import '../../../shared/ui/fact-list.css';

type Props = {
  packages: PackagesState;
  packageId: string | null;
  discountCode: string | null;
  onCodeChange: (code: string | null) => void;
  onBack: () => void;
  focusHeading: boolean;
};

/** Step 2: the chosen package in detail, its price with an optional discount code, the terms, and payment. */
export function ReviewStep({ packages, packageId, discountCode, onCodeChange, onBack, focusHeading }: Props) {
  const { t } = useTranslation();
  const pkg = packages.items.find((item) => item.id === packageId);
  const back = (
    <button type="button" className="link new-challenge__back" onClick={onBack}>
      <span aria-hidden="true">‹ </span>
      {t('newChallenge.backToChoice')}
    </button>
  );

  if (packages.status === 'failed') {
    return <RetryBanner onRetry={packages.reload}>{t('errors.SomethingWentWrong')}</RetryBanner>;
  }
  if (packages.status === 'loading') {
    return (
      <BusyRegion className="aside-layout review">
        <Skeleton height={360} radius="var(--radius-lg)" />
        <Skeleton height={360} radius="var(--radius-lg)" />
      </BusyRegion>
    );
  }
  if (!pkg) {
    return (
      <section className="new-challenge__step flow flow--5">
        <StepHeading focus={focusHeading}>{t('newChallenge.reviewTitle')}</StepHeading>
        <Banner variant="negative" action={{ label: t('newChallenge.chooseAnother'), onClick: onBack }}>
          {t('errors.TraderPackageNotFound')}
        </Banner>
      </section>
    );
  }
  return (
    <section className="new-challenge__step flow flow--5">
      <header className="new-challenge__intro flow flow--2">
        {back}
        <StepHeading focus={focusHeading}>{t('newChallenge.reviewTitle')}</StepHeading>
      </header>
      {/* Phones read the package, then pay, then the rules; desktops keep the summary beside both. */}
      <div className="aside-layout review">
        <section className="card review__package" aria-labelledby="review-package">
          <p className="package-card__eyebrow">
            {pkg.group} · {t(`packageType.${pkg.traderPackageType}`)} · {pkg.platform.name}
          </p>
          <h2 id="review-package" className="review__size">
            <Money minor={pkg.accountSize} currency={pkg.currency} />
          </h2>
          <PackageFactList pkg={pkg} className="review__facts fact-list" />
        </section>
        <aside className="aside-layout__aside review__aside">
          <OrderSummary key={pkg.id} pkg={pkg} initialCode={discountCode} onCodeChange={onCodeChange} />
        </aside>
        <RulesCard pkg={pkg} titleId="review-rules" />
      </div>
    </section>
  );
}
