import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldMessages, fieldMessageIds } from '@portal/ui/widgets/field-messages.tsx';

/** A control with its label above it; `id` is the control's (a filter's: `useListQuery().field(name).id`). */
export function LabelledField(props: { id: string; label: string; className?: string; children: ReactNode }) {
  const { id, label, className, children } = props;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * A list's text, date or number filter under its label: `{...field(name)}` gives its id, value and change. `error`
 * (translated) shows under it, and marks it invalid.
 */
export function FilterInput({
  label,
  error,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string | undefined }) {
  const { describedBy } = fieldMessageIds(input.id, { error });
  return (
    <LabelledField id={input.id} label={label}>
      <input
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      <FieldMessages controlId={input.id} error={error} />
    </LabelledField>
  );
}
