import { useId, type ReactNode } from 'react';

type Props = {
  /** the BEM block whose `__field` and `__label` classes lay the pair out */
  block: string;
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  /** the options */
  children: ReactNode;
};

/** A native select with its label above it: a toolbar's filter, a form's choice. */
export function LabelledSelect({ block, label, value, onChange, children }: Props) {
  const id = useId();
  return (
    <div className={`${block}__field`}>
      <label className={`${block}__label`} htmlFor={id}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}
