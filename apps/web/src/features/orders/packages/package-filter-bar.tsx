import { useTranslation } from 'react-i18next';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { ChoiceChips } from '@portal/ui/widgets/choice-chips.tsx';
import { FILTER_NAMES, type FilterName, type FilterOption, type PackageFilters } from './package-filters.ts';

type Props = {
  options: Record<FilterName, FilterOption[]>;
  filters: PackageFilters;
  onChange: (name: FilterName, value: string | null) => void;
};

const ALL = '__all';

/** Step 1's filters: account size, programme, platform and group; a filter with one value is left out. */
export function PackageFilterBar({ options, filters, onChange }: Props) {
  const { t } = useTranslation();
  const format = useFormatters();
  const label = (name: FilterName, option: FilterOption) => {
    if (name === 'size') return format.money(option.sample.accountSize, option.sample.currency);
    if (name === 'type') return t(`packageType.${option.value}`);
    if (name === 'platform') return option.sample.platform.name;
    return option.value;
  };
  const shown = FILTER_NAMES.filter((name) => options[name].length > 1);
  if (shown.length === 0) return null;
  return (
    <div className="package-filters" role="group" aria-label={t('newChallenge.filters.label')}>
      {shown.map((name) => {
        const current = filters[name];
        const known = options[name].some((option) => option.value === current);
        return (
          <ChoiceChips
            key={name}
            legend={t(`newChallenge.filters.${name}`)}
            value={known && current ? current : ALL}
            onChange={(value) => onChange(name, value === ALL ? null : value)}
            options={[
              { value: ALL, label: t('newChallenge.filters.all') },
              ...options[name].map((option) => ({ value: option.value, label: label(name, option) })),
            ]}
          />
        );
      })}
    </div>
  );
}
