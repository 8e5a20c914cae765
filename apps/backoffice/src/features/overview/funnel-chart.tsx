import { useTranslation } from 'react-i18next';

export type FunnelStep = { key: string; label: string; value: number };

/**
 * The funnel as horizontal bars, each as long as its share of the first step: a drop reads at a glance. An image
 * with a summary for screen readers; the numbers and rates are in the table beside it.
 */
export function FunnelChart({
  title,
  steps,
  format,
}: {
  title: string;
  steps: FunnelStep[];
  format(n: number): string;
}) {
  const { t } = useTranslation();
  const max = Math.max(1, ...steps.map((s) => s.value));
  return (
    <figure className="bo-chart">
      <figcaption className="bo-chart__title">{title}</figcaption>
      <div
        className="bo-funnel"
        role="img"
        aria-label={t('overview.funnelSummary', {
          steps: steps.map((s) => `${s.label} ${format(s.value)}`).join(', '),
        })}
      >
        {steps.map((s) => (
          <div key={s.key} className="bo-funnel__row" aria-hidden="true">
            <span className="bo-funnel__label">{s.label}</span>
            <span className="bo-funnel__track">
              <span
                className="bo-funnel__bar"
                style={{ inlineSize: `${s.value === 0 ? 0 : Math.max(1, (s.value / max) * 100)}%` }}
              />
            </span>
            <span className="bo-funnel__value">{format(s.value)}</span>
          </div>
        ))}
      </div>
    </figure>
  );
}
