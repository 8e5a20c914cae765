import type { ColourVariant } from '@portal/contract';
import './variant-tones.css';
import './status-badge.css';

/** A short status label in a colour variant (SPEC §4 order statuses …); a dot keeps it from being colour alone. */
export function StatusBadge({ variant, children }: { variant: ColourVariant; children: string }) {
  return <span className={`status-badge status-badge--${variant}`}>{children}</span>;
}
