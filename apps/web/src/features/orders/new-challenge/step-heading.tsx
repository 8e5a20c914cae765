import { useEffect, useRef, type ReactNode } from 'react';

type Props = { children: ReactNode; focus: boolean; className?: string };

/**
 * A step's title. When the step changes inside the page (not on the first load), focus moves to it, so that
 * keyboard and screen-reader users start reading the new step from its top.
 */
export function StepHeading({ children, focus, className }: Props) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h1 ref={ref} tabIndex={-1} className={['page__title step-heading', className].filter(Boolean).join(' ')}>
      {children}
    </h1>
  );
}
