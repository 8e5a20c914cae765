import { useTranslation } from 'react-i18next';
import { EmptyState } from '@portal/ui/widgets/empty-state.tsx';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { CartIcon } from '@portal/ui/widgets/ui-icons.tsx';
import { PackageCard } from '../packages/package-card.tsx';
import { PackageFilterBar } from '../packages/package-filter-bar.tsx';
import { applyFilters, filterOptions, type FilterName, type PackageFilters } from '../packages/package-filters.ts';
import { StepHeading } from './step-heading.tsx';
import type { PackagesState } from './use-packages.ts';
import { BusyRegion } from '@portal/ui/widgets/busy-region.tsx';
import { RetryBanner } from '../../../shared/ui/retry-banner.tsx';
import { NoMatch } from '../../../shared/ui/no-match.tsx';
import '../../../shared/ui/muted-text.css';

type Props = {
  packages: PackagesState;
  filters: PackageFilters;
  onFilter: (name: FilterName, value: string | null) => void;
  onClearFilters: () => void;
  onChoose: (packageId: string) => void;
  focusHeading: boolean;
};

/** Step 1: compare the packages (filtered by size, programme, platform and group) and choose one. */
export function ChooseStep({ packages, filters, onFilter, onClearFilters, onChoose, focusHeading }: Props) {
  const { t } = useTranslation();
  const shown = applyFilters(packages.items, filters);
  return (
    <section className="new-challenge__step flow flow--5" aria-labelledby="step-title">
      <header className="new-challenge__intro flow flow--2">
        <StepHeading focus={focusHeading}>
          <span id="step-title">{t('newChallenge.title')}</span>
        </StepHeading>
        <p className="new-challenge__lead">{t('newChallenge.intro')}</p>
      </header>
      {packages.status === 'failed' && (
        <RetryBanner onRetry={packages.reload}>{t('errors.SomethingWentWrong')}</RetryBanner>
      )}
      {packages.status === 'loading' && (
        <BusyRegion className="package-grid card-grid">
          {[0, 1, 2].map((i) => (
            <div key={i} className="package-card">
              <Skeleton width="50%" height={14} />
              <Skeleton width="70%" height={32} />
              <Skeleton height={48} />
              <Skeleton height={160} />
              <Skeleton height={44} radius="var(--radius-sm)" />
            </div>
          ))}
        </BusyRegion>
      )}
      {packages.status === 'ready' && packages.items.length === 0 && (
        <EmptyState icon={<CartIcon />} title={t('newChallenge.empty')} />
      )}
      {packages.status === 'ready' && packages.items.length > 0 && (
        <>
          <PackageFilterBar options={filterOptions(packages.items)} filters={filters} onChange={onFilter} />
          <p className="muted-text" role="status">
            {t('newChallenge.matching', { count: shown.length })}
          </p>
          {shown.length > 0 ? (
            <div className="package-grid card-grid">
              {shown.map((pkg) => (
                <PackageCard key={pkg.id} pkg={pkg} onSelect={onChoose} />
              ))}
            </div>
          ) : (
            <NoMatch
              className="new-challenge__no-match"
              text={t('newChallenge.noMatch')}
              actionLabel={t('newChallenge.clearFilters')}
              onAction={onClearFilters}
            />
          )}
        </>
      )}
    </section>
  );
}
