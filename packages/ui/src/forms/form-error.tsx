import { useEffect, useRef, type ReactNode } from 'react';
import { Banner } from '../widgets/banner.tsx';
import './form-error.css';

type Props = {
  /** The form's error, translated. A new message is brought into view again. */
  message: string;
  /** What follows the message, such as a link to the way on. */
  children?: ReactNode;
};

/**
 * A form's own error (a refused submit, not one field's): announced as an alert, and scrolled into view when it
 * appears or changes, so a trader who pressed the button at the foot of a long form sees the answer instead of
 * a page that seems not to react. Every form of the apps shows its refusal through this one component.
 */
export function FormError({ message, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  }, [message]);
  return (
    <div ref={ref} className="form-error">
      <Banner variant="negative">
        {message}
        {children}
      </Banner>
    </div>
  );
}
