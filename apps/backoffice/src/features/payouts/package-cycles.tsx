import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminPayoutPackage } from '@portal/contract';
import { DataTable, type DataColumn } from '@portal/ui/widgets/data-table.tsx';
import { EmptyState } from '@portal/ui/widgets/empty-state.tsx';
import { useOperator } from '../../shared/session/session.tsx';
import { useFormat } from '../../shared/format/format.ts';
import type { PayoutSettingsForm } from './payout-settings-form.ts';

/**
 * Each package's payout terms: the split is the catalogue's (a link there for those who edit it), the cycle is
 * set here, as the catalogue does not carry it; a change reaches the accounts of the package at once.
 */
export function PackageCycles({
  form,
  packages,
}: {
  form: UseFormReturn<PayoutSettingsForm>;
  packages: AdminPayoutPackage[];
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const me = useOperator();
  const catalogue = me.actions.includes('catalogue.edit');
  const errors = form.formState.errors.cycles;
  const columns: Array<DataColumn<AdminPayoutPackage>> = [
    {
      label: t('payoutSettings.package'),
      cell: (p) => (
        <>
          {catalogue ? (
            <Link className="link" to={`/catalogue/packages/${p.id}`}>
              {p.name}
            </Link>
          ) : (
            p.name
          )}
          <span className="bo-muted bo-cycles__code">
            {p.code}
            {!p.visible && ` · ${t('payoutSettings.hidden')}`}
          </span>
        </>
      ),
    },
    { label: t('payoutSettings.split'), nowrap: true, cell: (p) => f.percentValue(p.profitSplitPercent) },
    {
      label: t('payoutSettings.cycleDays'),
      cell: (p) => {
        const error = errors?.[p.id]?.message;
        const inputId = `cycle-${p.id}`;
        return (
          <>
            <label className="visually-hidden" htmlFor={inputId}>
              {t('payoutSettings.cycleDaysOf', { name: p.name })}
            </label>
            <input
              id={inputId}
              className="field__input bo-days"
              inputMode="numeric"
              aria-invalid={!!error}
              aria-describedby={error ? `${inputId}-error` : undefined}
              {...form.register(`cycles.${p.id}`)}
            />
            {error && (
              <p id={`${inputId}-error`} className="field__error">
                {error}
              </p>
            )}
          </>
        );
      },
    },
  ];
  return (
    <>
      <h2 className="bo-card-title">{t('payoutSettings.cycles')}</h2>
      <p className="bo-muted">{t('payoutSettings.cyclesNote')}</p>
      <DataTable
        bare
        className="bo-cycles"
        columns={columns}
        rows={packages}
        rowKey={(p) => p.id}
        notReady={<EmptyState title={t('payoutSettings.noPackages')} />}
      />
    </>
  );
}
