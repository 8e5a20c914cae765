import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setUserFromCheckout } from '../../../shared/auth/auth-actions.ts';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { useGetPendingPurchaseQuery } from '../api/orders-api.ts';
import { OrderSummary } from '../packages/order-summary.tsx';
import { RulesCard } from './rules-card.tsx';
import { useAppDispatch } from '../../../shared/store/store-hooks.ts';
import { StepHeading } from './step-heading.tsx';
import type { PackagesState } from './use-packages.ts';
import { BusyRegion } from '@portal/ui/widgets/busy-region.tsx';
import { RetryBanner } from '../../../shared/ui/retry-banner.tsx';

type Props = { packages: PackagesState; onChooseAnother: (replace?: boolean) => void; focusHeading: boolean };

/**
 * Step 3 without an order: a guest who chose a package through Subscribe and has just signed in completes
 * the purchase here (docs/decisions/007-subscribe-flow.md). Nothing pending: back to step 1.
 */
export function PendingStep({ packages, onChooseAnother, focusHeading }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  // Read afresh: what was pending may have been bought meanwhile.
  const {
    currentData: pending,
    isError: failed,
    refetch,
  } = useGetPendingPurchaseQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });

  useEffect(() => {
    if (pending !== null) return;
    dispatch(setUserFromCheckout(false));
    onChooseAnother(true);
  }, [pending, dispatch, onChooseAnother]);

  if (failed || packages.status === 'failed') {
    const retry = () => (failed ? void refetch() : packages.reload());
    return <RetryBanner onRetry={retry}>{t('errors.SomethingWentWrong')}</RetryBanner>;
  }
  if (!pending || packages.status === 'loading') {
    return (
      <BusyRegion className="aside-layout review">
        <Skeleton height={320} radius="var(--radius-lg)" />
        <Skeleton height={320} radius="var(--radius-lg)" />
      </BusyRegion>
    );
  }
  const pkg = packages.items.find((item) => item.id === pending.packageId);
  return (
    <section className="new-challenge__step flow flow--5">
      <header className="new-challenge__intro flow flow--2">
        <StepHeading focus={focusHeading}>{t('newChallenge.completeTitle')}</StepHeading>
        <p className="new-challenge__lead">{t('newChallenge.completeText')}</p>
      </header>
      {pkg ? (
        <div className="aside-layout review review--no-package">
          <aside className="aside-layout__aside review__aside">
            <OrderSummary pkg={pkg} initialCode={pending.discountCode} />
            <button type="button" className="link new-challenge__other" onClick={() => onChooseAnother()}>
              {t('newChallenge.chooseAnother')}
            </button>
          </aside>
          <RulesCard pkg={pkg} titleId="pending-rules" />
        </div>
      ) : (
        <Banner
          variant="negative"
          action={{ label: t('newChallenge.chooseAnother'), onClick: () => onChooseAnother() }}
        >
          {t('errors.TraderPackageNotFound')}
        </Banner>
      )}
    </section>
  );
}
