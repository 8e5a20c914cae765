import { useTranslation } from 'react-i18next';
import type { EconomicImpact } from '@portal/contract';

const LEVEL: Record<EconomicImpact, number> = { low: 1, medium: 2, high: 3 };

/** The impact as bars and words: colour is never the only sign (WCAG 1.4.1). */
export function ImpactBadge({ impact }: { impact: EconomicImpact }) {
  const { t } = useTranslation();
  return (
    <span className={`impact-badge impact-badge--${impact}`}>
      <svg className="impact-badge__bars" viewBox="0 0 14 12" width="14" height="12" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <rect
            key={i}
            x={i * 5}
            y={8 - i * 4}
            width="4"
            height={4 + i * 4}
            rx="1"
            className={i < LEVEL[impact] ? 'impact-badge__bar--on' : 'impact-badge__bar'}
          />
        ))}
      </svg>
      {t(`economicCalendar.impact.${impact}`)}
    </span>
  );
}
