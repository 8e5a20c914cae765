import { useMemo, type Ref, type SelectHTMLAttributes } from 'react';
import { countryOptions } from './country-options.ts';
import { SelectField } from './select-field.tsx';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'className'> & {
  label: string;
  /** The first, empty choice ('Select a country'). */
  placeholder: string;
  language: string;
  /** The brand's disabled countries, not offered. */
  excluded: readonly string[];
  /** A saved country stays offered even if the brand has disabled it since. */
  keep?: string | null;
  /** Already translated; shown under the field and linked to it. */
  error?: string;
  note?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** A country picker laid out like the text inputs: ISO countries named in the active language. */
export function CountrySelect({ placeholder, language, excluded, keep, ...field }: Props) {
  const options = useMemo(
    () => countryOptions(language, excluded, keep).map((option) => [option.code, option.name] as const),
    [language, excluded, keep],
  );
  return <SelectField {...field} any={placeholder} options={options} />;
}
