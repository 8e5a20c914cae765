import type { ColourVariant } from '@portal/contract';
import type { ReactNode } from 'react';
import { ProgressBar } from '@portal/ui/widgets/progress-bar.tsx';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';

export type ObjectiveProgress = {
  value: number;
  max: number;
  valueText: string;
  variant: ColourVariant;
  marker?: number;
};

type Props = {
  title: string;
  state: { label: string; variant: ColourVariant };
  /** the figure that answers "where do I stand" at a glance */
  figure?: string;
  progress?: ObjectiveProgress;
  children: ReactNode;
};

/** One objective: its name, its state in words and colour, its progress, and what it means in plain words. */
export function ObjectiveRow({ title, state, figure, progress, children }: Props) {
  return (
    <li className={`objective objective--${state.variant}`}>
      <div className="objective__head">
        <h3 className="objective__title">{title}</h3>
        <StatusBadge variant={state.variant}>{state.label}</StatusBadge>
      </div>
      {figure && <p className="objective__figure">{figure}</p>}
      {progress && <ProgressBar label={title} {...progress} />}
      <div className="objective__text">{children}</div>
    </li>
  );
}
