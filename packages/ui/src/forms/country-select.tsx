import { FieldMessages, fieldMessageIds } from '../widgets/field-messages.tsx';
import { useId, useMemo, type Ref, type SelectHTMLAttributes } from 'react';
import { countryOptions } from './country-options.ts';
// The field look of the text inputs, so both kinds of field line up in a form.
import '../widgets/text-input.css';

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
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
export function CountrySelect({
  label,
  placeholder,
  language,
  excluded,
  keep,
  error,
  note,
  ref,
  id,
  ...select
}: Props) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const options = useMemo(() => countryOptions(language, excluded, keep), [language, excluded, keep]);
  const { describedBy } = fieldMessageIds(selectId, { error, note });
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={selectId}>
        {label}
      </label>
      <select
        {...select}
        ref={ref}
        id={selectId}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
      <FieldMessages controlId={selectId} error={error} note={note} />
    </div>
  );
}
