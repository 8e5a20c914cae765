import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@portal/ui/widgets/empty-state.tsx';
import { readState } from '../../shared/api/read-state.ts';
import { useOperator } from '../../shared/session/session.tsx';
import { LoadFailed, LoadingRows } from '../../shared/ui/list-states.tsx';
import { PayoutSettingsEditor } from './payout-settings-editor.tsx';
import { usePayoutSettingsTexts } from './payout-settings-texts.ts';
import './payouts.css';
import { BrandPicker } from '../../shared/ui/brand-filter.tsx';
import { usePayoutSettingsQuery } from './api/payouts-api.ts';

/**
 * A brand's payout settings (docs/decisions/029-payout-settings.md): the bounds a request must lie within, the
 * USD rates that convert them, the methods offered, and each package's payout cycle. Finance reads them; owners
 * and brand admins change them, and the trader's next payout request is checked against the change.
 */
export default function PayoutSettingsScreen() {
  const { t } = useTranslation();
  const me = useOperator();
  const selectId = useId();
  const [params, setParams] = useSearchParams();
  const brandId = params.get('brand') ?? me.brands[0]?.id ?? '';
  const canEdit = me.actions.includes('payoutSettings.edit');
  const { state, retry } = readState(usePayoutSettingsQuery(brandId));
  const texts = usePayoutSettingsTexts();

  if (!texts) return <LoadingRows rows={8} />;
  return (
    <section className="page">
      <h1 className="page__title">{t('payoutSettings.title')}</h1>
      <p className="bo-muted">{t('payoutSettings.intro')}</p>
      {me.brands.length === 0 ? (
        <EmptyState title={t('payoutSettings.noBrands')} />
      ) : (
        <>
          {me.brands.length > 1 && (
            <div className="card bo-filters">
              <BrandPicker
                id={selectId}
                label={t('payoutSettings.brand')}
                value={brandId}
                onChange={(e) => setParams({ brand: e.target.value })}
              />
            </div>
          )}
          {state.status === 'loading' && <LoadingRows rows={8} />}
          {state.status === 'missing' && <LoadFailed error="errors.NotAuthorized" onRetry={retry} />}
          {state.status === 'failed' && <LoadFailed error={state.error} onRetry={retry} />}
          {state.status === 'ready' && (
            <PayoutSettingsEditor
              key={`${brandId} ${state.data.updatedAt ?? ''}`}
              settings={state.data}
              brandName={me.brands.find((b) => b.id === brandId)?.name ?? ''}
              canEdit={canEdit}
            />
          )}
        </>
      )}
    </section>
  );
}
