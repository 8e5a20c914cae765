import type { InputHTMLAttributes, ReactNode } from 'react';

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

/** A list's text, date or number filter under its label: `{...field(name)}` gives its id, value and change. */
export function FilterInput({
  label,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string }) {
  return (
    <LabelledField id={input.id} label={label}>
      <input className="field__input" {...input} />
    </LabelledField>
  );
}
