import type { ColourVariant } from '@portal/contract';
import type { CSSProperties } from 'react';
import './progress-bar.css';

type ProgressBarProps = {
  /** what the bar measures, read by assistive technology */
  label: string;
  /** 0…max; values outside are drawn clamped but announced as they are */
  value: number;
  max: number;
  /** the same value in words ("$1,240 of $5,000") */
  valueText: string;
  variant?: ColourVariant;
  /** a mark on the track (0…max), e.g. the consistency limit */
  marker?: number;
};

const clamp = (n: number) => Math.min(100, Math.max(0, n));

/** A horizontal bar of progress toward a goal or of a limit used, with an optional marker on its track. */
export function ProgressBar({ label, value, max, valueText, variant = 'neutral', marker }: ProgressBarProps) {
  const percent = max > 0 ? clamp((value / max) * 100) : 0;
  const style = { '--progress': `${percent}%` } as CSSProperties;
  return (
    <div
      className={`progress-bar progress-bar--${variant}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.min(max, Math.max(0, value))}
      aria-valuetext={valueText}
      style={style}
    >
      <span className="progress-bar__fill" />
      {marker !== undefined && max > 0 && (
        <span className="progress-bar__marker" style={{ insetInlineStart: `${clamp((marker / max) * 100)}%` }} />
      )}
    </div>
  );
}
