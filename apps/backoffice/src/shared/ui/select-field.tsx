import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { FieldMessages, fieldMessageIds } from '@portal/ui/widgets/field-messages.tsx';
import '@portal/ui/widgets/text-input.css';
import { LabelledField } from './labelled-field.tsx';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'className'> & {
  label: string;
  /** a line under the select that says more, read out with it */
  note?: string;
  /** the first option, the empty value: "any status", "all brands"… (none: one of the options must be chosen) */
  any?: string;
  /** value and text of each other option */
  options: ReadonlyArray<readonly [value: string, text: string]>;
  /** the field's class (its place in a layout) */
  className?: string;
  ref?: Ref<HTMLSelectElement>;
};

/**
 * The console's one select, for a filter (`value`, `onChange`) or a form's field (`form.register(name)`): its label
 * above it, a note under it. It takes its column's whole width, and the layouts it sits in (a list's filters, a form's
 * grid) give it the room of its longest choice where the window has it (console.css, .bo-select). Its label and note
 * are the kit's text field's (text-input.css).
 */
export function SelectField({ id, label, note, any, options, className, ...select }: Props) {
  const own = useId();
  const selectId = id ?? own;
  return (
    <LabelledField id={selectId} label={label} className={className}>
      <select
        id={selectId}
        className="field__input bo-select"
        aria-describedby={fieldMessageIds(selectId, { note }).describedBy}
        {...select}
      >
        {any !== undefined && <option value="">{any}</option>}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldMessages controlId={selectId} note={note} />
    </LabelledField>
  );
}
