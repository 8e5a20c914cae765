import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { FieldMessages, fieldMessageIds } from '../widgets/field-messages.tsx';
// The field look of the text inputs, so both kinds of field line up in a form.
import '../widgets/text-input.css';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'className'> & {
  label: string;
  /** already translated; shown under the field and linked to it, marks it invalid */
  error?: string;
  /** a line under the select that says more, read out with it */
  note?: string;
  /** the first option, the empty value: "any status", "select a country"… (none: one of the options must be chosen) */
  any?: string;
  /** value and text of each other option */
  options: ReadonlyArray<readonly [value: string, text: string]>;
  /** the field's own class (its place in a layout) */
  className?: string;
  /** the select's own class besides the kit's */
  selectClassName?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** A native select laid out like the text inputs: its label above it, its error and note under it. */
export function SelectField({ id, label, error, note, any, options, className, selectClassName, ...select }: Props) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const fieldClass = ['field', error && 'field--invalid', className].filter(Boolean).join(' ');
  return (
    <div className={fieldClass}>
      <label className="field__label" htmlFor={selectId}>
        {label}
      </label>
      <select
        {...select}
        id={selectId}
        className={selectClassName ? `field__input ${selectClassName}` : 'field__input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldMessageIds(selectId, { error, note }).describedBy}
      >
        {any !== undefined && <option value="">{any}</option>}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldMessages controlId={selectId} error={error} note={note} />
    </div>
  );
}
