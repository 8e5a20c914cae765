import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TradingPackage } from '@portal/contract';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { Money } from '../../../shared/ui/money.tsx';
import { StarIcon } from '@portal/ui/widgets/ui-icons.tsx';
import { packageTitle } from './package-facts.ts';
import { PackageFactList } from './package-fact-list.tsx';
import '../../../shared/ui/fact-rows.css';
import '../../../shared/ui/muted-text.css';

type Props = { pkg: TradingPackage; onSelect: (packageId: string) => void };

/** One package in step 1's comparison: size, fee, the figures traders compare, and Select. */
export function PackageCard({ pkg, onSelect }: Props) {
  const { t } = useTranslation();
  const format = useFormatters();
  const titleId = useId();
  return (
    <article className={`package-card${pkg.isPopular ? ' package-card--popular' : ''}`} aria-labelledby={titleId}>
      {pkg.isPopular && (
        <p className="package-card__ribbon">
          <StarIcon />
          {t('packages.mostPopular')}
        </p>
      )}
      <header className="package-card__header">
        <p className="package-card__eyebrow">
          {pkg.group} · {t(`packageType.${pkg.traderPackageType}`)}
        </p>
        <h3 id={titleId} className="package-card__size">
          <Money minor={pkg.accountSize} currency={pkg.currency} />
          <span className="visually-hidden"> · {t(`packageType.${pkg.traderPackageType}`)}</span>
        </h3>
        <p className="muted-text">{pkg.platform.name}</p>
      </header>
      <p className="package-card__price">
        <span className="package-card__price-label">{t('packages.fee')}</span>
        <strong className="package-card__price-value">
          <Money minor={pkg.price} currency={pkg.currency} />
        </strong>
      </p>
      <PackageFactList pkg={pkg} className="package-card__facts fact-rows" factClassName="package-card__fact" />
      <button
        type="button"
        className="btn btn--primary btn--block"
        aria-label={`${t('packages.select')} ${packageTitle(t, format, pkg)}`}
        onClick={() => onSelect(pkg.id)}
      >
        {t('packages.select')}
      </button>
    </article>
  );
}
