import { useTranslation } from 'react-i18next';

export type Bar = { day: string; value: number };

const HEIGHT = 120;

/**
 * A daily series as SVG bars: one bar a day, the highest day's value as the scale. It is an image with a
 * summary for screen readers; the numbers themselves are in the table beside it.
 */
export function BarChart({
  title,
  bars,
  format,
  noTotal = false,
}: {
  title: string;
  bars: Bar[];
  format(n: number): string;
  /** a series whose days do not add up (a ratio so far): no total in the caption */
  noTotal?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const max = Math.max(1, ...bars.map((b) => b.value));
  const total = bars.reduce((sum, b) => sum + b.value, 0);
  // at least a week of room: one day is a bar, not a wall
  const width = Math.max(bars.length, 7) * 10;
  const dayLabel = (day: string) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const first = bars[0];
  const last = bars[bars.length - 1];
  return (
    <figure className="bo-chart">
      <figcaption className="bo-chart__title">
        {title}
        {!noTotal && <span className="bo-muted"> · {t('overview.chartTotal', { total: format(total) })}</span>}
      </figcaption>
      <svg
        className="bo-chart__svg"
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={
          noTotal
            ? t('overview.chartSummaryNoTotal', { title, max: format(max), days: bars.length })
            : t('overview.chartSummary', { title, total: format(total), max: format(max), days: bars.length })
        }
      >
        {bars.map((bar, i) => {
          const h = bar.value === 0 ? 0 : Math.max(2, (bar.value / max) * (HEIGHT - 4));
          return (
            <rect key={bar.day} x={i * 10 + 1} y={HEIGHT - h} width={8} height={h} className="bo-chart__bar">
              <title>{`${dayLabel(bar.day)}: ${format(bar.value)}`}</title>
            </rect>
          );
        })}
        <line x1={0} x2={width} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="bo-chart__axis" />
      </svg>
      {first && last && (
        <div className="bo-chart__range bo-muted" aria-hidden="true">
          <span>{dayLabel(first.day)}</span>
          <span>{t('overview.chartMax', { max: format(max) })}</span>
          <span>{dayLabel(last.day)}</span>
        </div>
      )}
    </figure>
  );
}
