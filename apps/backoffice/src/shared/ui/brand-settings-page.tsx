import { useId, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateParams } from '@portal/ui/routing/use-update-params.ts';
import type { OperatorAction } from '@portal/contract';
import { EmptyState } from '@portal/ui/widgets/empty-state.tsx';
import { readState, type QueryResult } from '../api/read-state.ts';
import { useOperator } from '../session/session.tsx';
import { BrandPicker } from './brand-filter.tsx';
import { LoadFailed, LoadingRows } from './list-states.tsx';

type Props<T> = {
  /** the screen's texts under `<texts>.title`, `.intro`, `.noBrands` and `.brand` */
  texts: string;
  /** the action that may save (without it the editor is read-only) */
  editAction: OperatorAction;
  /** the brand's settings, read with the operator's brand (skipped while there is none) */
  useSettings(brandId: string, options: { skip: boolean }): QueryResult<T>;
  Editor: ComponentType<{ settings: T; brandName: string; canEdit: boolean }>;
  /** false while the screen's own texts load (a lazy chunk's catalogue); the settings are read meanwhile */
  textsReady?: boolean;
};

/**
 * A brand's settings screen: the brand picked in the URL (`?brandId=`, the operator's first brand by default), the
 * settings read for it, and the editor once they are there, started afresh for each brand and each saved version.
 */
export function BrandSettingsPage<T extends { updatedAt: string | null }>({
  texts,
  editAction,
  useSettings,
  Editor,
  textsReady = true,
}: Props<T>) {
  const { t } = useTranslation();
  const me = useOperator();
  const selectId = useId();
  const [params, update] = useUpdateParams();
  const brandId = params.get('brandId') ?? me.brands[0]?.id ?? '';
  const { state, retry } = readState(useSettings(brandId, { skip: !brandId }));

  if (!textsReady) return <LoadingRows rows={8} />;
  return (
    <section className="page">
      <h1 className="page__title">{t(`${texts}.title`)}</h1>
      <p className="bo-muted">{t(`${texts}.intro`)}</p>
      {me.brands.length === 0 ? (
        <EmptyState title={t(`${texts}.noBrands`)} />
      ) : (
        <>
          {me.brands.length > 1 && (
            <div className="card bo-filters">
              <BrandPicker
                id={selectId}
                label={t(`${texts}.brand`)}
                value={brandId}
                onChange={(e) => update((search) => search.set('brandId', e.target.value))}
              />
            </div>
          )}
          {state.status === 'loading' && <LoadingRows rows={8} />}
          {state.status === 'missing' && <LoadFailed error="errors.NotAuthorized" onRetry={retry} />}
          {state.status === 'failed' && <LoadFailed error={state.error} onRetry={retry} />}
          {state.status === 'ready' && (
            <Editor
              key={`${brandId} ${state.data.updatedAt ?? ''}`}
              settings={state.data}
              brandName={me.brands.find((b) => b.id === brandId)?.name ?? ''}
              canEdit={me.actions.includes(editAction)}
            />
          )}
        </>
      )}
    </section>
  );
}
