import type { ReactNode } from 'react';

type Props = { label: ReactNode; className?: string; valueClassName?: string; children: ReactNode };

/** One entry of a description list (`<dl>`): a name and its value, kept together for the list's grid. */
export function Fact({ label, className, valueClassName, children }: Props) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
