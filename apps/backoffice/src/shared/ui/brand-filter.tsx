import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperator } from '../session/session.tsx';

type Props = { id: string; value: string; onChange(event: ChangeEvent<HTMLSelectElement>): void };

/**
 * A list's brand filter: all the operator's brands, or one of them. An operator of one brand sees only that one
 * (the server scopes every read), so there is nothing to choose and no field.
 */
export function BrandFilter({ id, value, onChange }: Props) {
  const { t } = useTranslation();
  const me = useOperator();
  if (me.brands.length <= 1) return null;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('overview.brand')}
      </label>
      <select id={id} className="field__input bo-select" value={value} onChange={onChange}>
        <option value="">{t('overview.allBrands')}</option>
        {me.brands.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </select>
    </div>
  );
}
