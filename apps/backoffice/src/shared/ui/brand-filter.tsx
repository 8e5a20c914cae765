import type { ChangeEvent } from 'react';
import type { DataColumn } from '@portal/ui/widgets/data-table.tsx';
import { EmailText } from '@portal/ui/widgets/email-text.tsx';
import { useTranslation } from 'react-i18next';
import { useOperator } from '../session/session.tsx';
import { SelectField } from './select-field.tsx';

type Props = {
  id: string;
  value: string;
  onChange(event: ChangeEvent<HTMLSelectElement>): void;
  className?: string;
};

/**
 * A list's brand filter: all the operator's brands, or one of them. An operator of one brand sees only that one
 * (the server scopes every read), so there is nothing to choose and no field.
 */
export function BrandFilter(props: Props) {
  const { t } = useTranslation();
  const me = useOperator();
  if (me.brands.length <= 1) return null;
  return (
    <SelectField
      {...props}
      label={t('overview.brand')}
      any={t('overview.allBrands')}
      options={me.brands.map((b) => [b.id, b.name] as const)}
    />
  );
}

/**
 * The brand a screen works on (its catalogue, its payout settings): one of the operator's brands, never "all".
 * An operator of one brand works on that one, so there is no field.
 */
export function BrandPicker(props: Props & { label: string }) {
  const me = useOperator();
  if (me.brands.length <= 1) return null;
  return <SelectField {...props} options={me.brands.map((b) => [b.id, b.name] as const)} />;
}

/** " · Brand name" after a list row's trader, for an operator of several brands (one brand goes without saying). */
export function BrandTag({ brandId }: { brandId: string }) {
  const me = useOperator();
  if (me.brands.length <= 1) return null;
  return <span className="bo-muted"> · {me.brands.find((b) => b.id === brandId)?.name ?? brandId}</span>;
}

/** A list's trader column: the trader's address, and the brand where the operator has more than one. */
export const traderColumn = <T extends { traderEmail: string; brandId: string }>(label: string): DataColumn<T> => ({
  label,
  breakAnywhere: true,
  cell: (row) => (
    <>
      <EmailText>{row.traderEmail}</EmailText>
      <BrandTag brandId={row.brandId} />
    </>
  ),
});
