import type { ChangeEvent } from 'react';
import { LabelledField } from './labelled-field.tsx';

type SelectProps = {
  id: string;
  value: string;
  onChange(event: ChangeEvent<HTMLSelectElement>): void;
  label: string;
  /** the first option, the empty value: "any status", "all brands"… (none: one of the options must be chosen) */
  any?: string;
  className?: string;
  /** value and text of each other option */
  options: ReadonlyArray<readonly [value: string, text: string]>;
};

/** A filter chosen from a list: "any" (the filter left out) or one value. */
export function FilterSelect({ id, value, onChange, label, any, options, className }: SelectProps) {
  return (
    <LabelledField id={id} label={label} className={className}>
      <select id={id} className="field__input bo-select" value={value} onChange={onChange}>
        {any !== undefined && <option value="">{any}</option>}
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}
