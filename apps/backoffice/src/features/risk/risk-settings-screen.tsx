import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@portal/ui/widgets/empty-state.tsx';
import { readState } from '../../shared/api/read-state.ts';
import { useOperator } from '../../shared/session/session.tsx';
import { BrandPicker } from '../../shared/ui/brand-filter.tsx';
import { LoadFailed, LoadingRows } from '../../shared/ui/list-states.tsx';
import { useRiskSettingsQuery } from './api/risk-api.ts';
import { RiskSettingsEditor } from './risk-settings-editor.tsx';

/**
 * A brand's risk settings (docs/risk-desk.md): the score from which a case holds payouts, and each signal's
 * parameters. The risk desk reads them; owners and brand admins change them, and detection's next pass uses them.
 */
export default function RiskSettingsScreen() {
  const { t } = useTranslation();
  const me = useOperator();
  const selectId = useId();
  const [params, setParams] = useSearchParams();
  const brandId = params.get('brandId') ?? me.brands[0]?.id ?? '';
  const canEdit = me.actions.includes('riskSettings.edit');
  const { state, retry } = readState(useRiskSettingsQuery(brandId, { skip: !brandId }));

  return (
    <section className="page">
      <h1 className="page__title">{t('riskSettings.title')}</h1>
      <p className="bo-muted">{t('riskSettings.intro')}</p>
      {me.brands.length === 0 ? (
        <EmptyState title={t('riskSettings.noBrands')} />
      ) : (
        <>
          {me.brands.length > 1 && (
            <div className="card bo-filters">
              <BrandPicker
                id={selectId}
                label={t('riskSettings.brand')}
                value={brandId}
                onChange={(e) => setParams({ brandId: e.target.value })}
              />
            </div>
          )}
          {state.status === 'loading' && <LoadingRows rows={8} />}
          {state.status === 'missing' && <LoadFailed error="errors.NotAuthorized" onRetry={retry} />}
          {state.status === 'failed' && <LoadFailed error={state.error} onRetry={retry} />}
          {state.status === 'ready' && (
            <RiskSettingsEditor
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
