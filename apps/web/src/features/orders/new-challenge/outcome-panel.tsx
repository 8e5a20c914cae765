import type { ReactNode } from 'react';
import { CheckCircleIcon, ErrorIcon } from '@portal/ui/widgets/ui-icons.tsx';
import { StepHeading } from './step-heading.tsx';

type Props = { tone: 'positive' | 'negative'; title: string; children: ReactNode };

/** A payment's outcome as a card: the icon of its tone beside the heading (focused), then what it says. */
export function OutcomePanel({ tone, title, children }: Props) {
  return (
    <div className={`card outcome__panel outcome__panel--${tone}`}>
      <span className={`disc disc--${tone} outcome__icon`} aria-hidden="true">
        {tone === 'positive' ? <CheckCircleIcon /> : <ErrorIcon />}
      </span>
      <StepHeading focus>{title}</StepHeading>
      {children}
    </div>
  );
}
