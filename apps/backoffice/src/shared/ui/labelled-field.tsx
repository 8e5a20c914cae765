import type { ReactNode } from 'react';

/** A control with its label above it; `id` is the control's (a filter's: `useListQuery().field(name).id`). */
export function LabelledField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}
