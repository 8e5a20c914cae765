import { useTranslation } from 'react-i18next';
import type { AdminPayoutSettings } from '@portal/contract';
import { TextInput } from '@portal/ui/widgets/text-input.tsx';
import { formOf, type RateRow } from './payout-settings-form.ts';

/** A rate row with a key of its own, so removing one row never moves another's text or error. */
export type KeyedRate = RateRow & { key: number };

let nextKey = 0;
export const rowsOf = (s: AdminPayoutSettings): KeyedRate[] => formOf(s).rates.map((r) => ({ ...r, key: nextKey++ }));

/**
 * The USD rates as rows (currency, rate per USD, remove) and a way to add one; `errors` are keyed by
 * `<row>.currency` / `<row>.rate`, the form's paths without `rates.`.
 */
export function RateRows({
  rows,
  errors,
  canEdit,
  onChange,
}: {
  rows: KeyedRate[];
  errors: Record<string, string>;
  canEdit: boolean;
  onChange(rows: KeyedRate[]): void;
}) {
  const { t } = useTranslation();
  const edit = (i: number, change: Partial<RateRow>) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, ...change } : row)));
  return (
    <>
      <h2 className="bo-card-title">{t('payoutSettings.rates')}</h2>
      <p className="bo-muted">{t('payoutSettings.ratesNote')}</p>
      {rows.length === 0 && <p className="bo-muted">{t('payoutSettings.noRates')}</p>}
      <ul className="bo-rates">
        {rows.map((row, i) => (
          <li key={row.key} className="bo-rate">
            <TextInput
              label={t('payoutSettings.currency')}
              maxLength={3}
              autoCapitalize="characters"
              value={row.currency}
              error={errors[`${i}.currency`]}
              onChange={(e) => edit(i, { currency: e.target.value })}
            />
            <TextInput
              label={t('payoutSettings.rate')}
              inputMode="decimal"
              value={row.rate}
              error={errors[`${i}.rate`]}
              onChange={(e) => edit(i, { rate: e.target.value })}
            />
            {canEdit && (
              <button
                type="button"
                className="btn btn--ghost bo-small"
                onClick={() => onChange(rows.filter((_, j) => j !== i))}
              >
                {t('payoutSettings.removeRate')}
                <span className="visually-hidden"> {row.currency}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {canEdit && (
        <div>
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => onChange([...rows, { currency: '', rate: '', key: nextKey++ }])}
          >
            {t('payoutSettings.addRate')}
          </button>
        </div>
      )}
    </>
  );
}
