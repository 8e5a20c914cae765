import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@portal/ui/widgets/empty-state.tsx';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { CartIcon } from '@portal/ui/widgets/ui-icons.tsx';
import type { CredentialsDialogSlot } from '../../../shared/composition/slots.ts';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { Money } from '../../../shared/ui/money.tsx';
import { OutcomeStep } from '../new-challenge/outcome-step.tsx';
import { PendingStep } from '../new-challenge/pending-step.tsx';
import { usePackages } from '../new-challenge/use-packages.ts';
import { OrderSummary } from '../packages/order-summary.tsx';
import { PackageFactList } from '../packages/package-fact-list.tsx';
import { PackageRules } from '../packages/package-rules.tsx';
import { ConfiguratorToggles } from './configurator-toggles.tsx';
import { initialPackage } from './configurator.ts';
import { BusyRegion } from '@portal/ui/widgets/busy-region.tsx';
import { RetryBanner } from '../../../shared/ui/retry-banner.tsx';
import { TitledSection } from '../../../shared/ui/titled-section.tsx';
import { useUpdateParams } from '@portal/ui/routing/use-update-params.ts';
import '../packages/packages.css';
import '../new-challenge/new-challenge.css';
import './configurator.css';
import '../../../shared/ui/fact-list.css';

/**
 * New challenge of the brand variant (SPEC §2): one page where size, programme and platform are toggles, the
 * price follows every change, and the order summary (discount code, terms, payment) sits beside them. A chosen
 * package, the discount code and the outcome step live in the address, so back, forward and reload work; without
 * a package in the address the firm's popular one shows (never written there by itself: a toggle pressed while
 * the page settles must win).
 */
export default function ConfiguratorScreen({ CredentialsDialog }: { CredentialsDialog: CredentialsDialogSlot }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [params, update] = useUpdateParams(true);
  const packages = usePackages('trader');
  const chooseAnother = useCallback(
    (replace = false) => update((next) => ['step', 'orderId', 'discountCode'].forEach((n) => next.delete(n)), replace),
    [update],
  );

  const chosen = initialPackage(packages.items, params.get('packageId'));
  if (params.get('step') === '3') {
    const orderId = params.get('orderId');
    return (
      <div className="page new-challenge">
        {orderId ? (
          <OutcomeStep
            orderId={orderId}
            packages={packages}
            CredentialsDialog={CredentialsDialog}
            onChooseAnother={() => chooseAnother()}
          />
        ) : (
          <PendingStep packages={packages} onChooseAnother={chooseAnother} focusHeading={false} />
        )}
      </div>
    );
  }

  return (
    <section className="page configurator" aria-labelledby="configurator-title">
      <header className="configurator__intro">
        <h1 id="configurator-title" className="page__title">
          {t('configurator.title')}
        </h1>
        <p className="new-challenge__lead">{t('configurator.intro')}</p>
      </header>
      {packages.status === 'failed' && (
        <RetryBanner onRetry={packages.reload}>{t('errors.SomethingWentWrong')}</RetryBanner>
      )}
      {packages.status === 'loading' && (
        <BusyRegion className="aside-layout">
          <div className="card configurator__panel flow flow--5">
            <Skeleton width="40%" height={16} />
            <Skeleton height={48} radius="var(--radius-sm)" />
            <Skeleton width="40%" height={16} />
            <Skeleton height={48} radius="var(--radius-sm)" />
            <Skeleton height={120} />
          </div>
          <Skeleton height={380} radius="var(--radius-lg)" />
        </BusyRegion>
      )}
      {packages.status === 'ready' && !chosen && <EmptyState icon={<CartIcon />} title={t('newChallenge.empty')} />}
      {packages.status === 'ready' && chosen && (
        <div className="aside-layout">
          <div className="configurator__main flow">
            <TitledSection
              className="card configurator__panel flow flow--5"
              titleId="configurator-build"
              title={t('configurator.build')}
              titleClassName="configurator__heading"
            >
              <ConfiguratorToggles
                items={packages.items}
                chosen={chosen}
                onChange={(pkg) =>
                  update((next) => {
                    next.set('packageId', pkg.id);
                    next.delete('discountCode');
                  })
                }
              />
              <div className="configurator__price" aria-live="polite">
                <span className="configurator__price-label">{t('configurator.price')}</span>
                <span className="configurator__price-value" data-testid="configurator-price">
                  <Money minor={chosen.price} currency={chosen.currency} />
                </span>
                <span className="configurator__price-note">
                  {t('configurator.priceNote', { size: format.money(chosen.accountSize, chosen.currency) })}
                </span>
              </div>
              <PackageFactList pkg={chosen} className="configurator__facts fact-list" />
            </TitledSection>
            <details className="card configurator__rules">
              <summary className="configurator__rules-summary">{t('newChallenge.rulesTitle')}</summary>
              <PackageRules pkg={chosen} />
            </details>
          </div>
          <aside className="aside-layout__aside">
            <OrderSummary
              key={chosen.id}
              pkg={chosen}
              initialCode={params.get('discountCode')}
              onCodeChange={(code) =>
                update((next) => (code ? next.set('discountCode', code) : next.delete('discountCode')))
              }
            />
          </aside>
        </div>
      )}
    </section>
  );
}
