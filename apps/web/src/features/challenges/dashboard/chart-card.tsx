import type { Chart, TradingMetrics } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceTimeZone } from '@portal/ui/format/dates.ts';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { ChartIcon } from '@portal/ui/widgets/ui-icons.tsx';
import { pointsToDraw } from './chart-data.ts';
import { EquityChart } from './equity-chart.tsx';
import './chart-card.css';

/**
 * The balance and equity chart with its legend; a skeleton until the first answer, a note only when the account
 * has no trade at all (one point, or a flat history, still draws: chart-data.ts).
 */
export function ChartCard({
  chart,
  metrics,
}: {
  chart: Chart | null;
  metrics: Pick<TradingMetrics, 'trades' | 'balance' | 'equity'>;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const points = useMemo(() => pointsToDraw(chart?.points ?? [], metrics), [chart, metrics]);
  const first = points[0];
  const last = points.at(-1);
  const empty = chart !== null && (!first || !last);
  // The platform's zone once it is known (the dashboard's TimeZoneProvider), the device's until then.
  const zone = format.timeZone ?? deviceTimeZone();
  return (
    <section className="card dashboard-card chart-card" aria-labelledby="chart-title" aria-busy={chart === null}>
      <div className="dashboard-card__head">
        <h2 id="chart-title" className="dashboard-card__title">
          {t('dashboard.chart.title')}
        </h2>
        <ul className="chart-card__legend" aria-label={t('dashboard.chart.legend')}>
          <li className="chart-card__key chart-card__key--equity">{t('challenges.equity')}</li>
          <li className="chart-card__key chart-card__key--balance">{t('challenges.balance')}</li>
          <li className="chart-card__key chart-card__key--initial">{t('dashboard.chart.initialBalance')}</li>
        </ul>
      </div>
      {chart === null && <Skeleton className="chart-card__skeleton" radius="var(--radius-md)" />}
      {empty && (
        <div className="chart-card__empty">
          <span className="chart-card__empty-icon" aria-hidden="true">
            <ChartIcon />
          </span>
          <p className="chart-card__empty-title">{t('dashboard.chart.empty')}</p>
          <p>{t('dashboard.chart.emptyText')}</p>
        </div>
      )}
      {chart !== null && !empty && first && last && (
        <figure className="chart-card__figure">
          <EquityChart
            // A new zone is a new time axis: the chart is made again and fitted to it.
            key={zone}
            points={points}
            initialBalance={chart.initialBalance}
            currency={chart.currency}
            language={format.language}
            timeZone={zone}
            initialBalanceLabel={t('dashboard.chart.initialBalance')}
          />
          <figcaption className="visually-hidden">
            {t('dashboard.chart.summary', {
              from: format.dateTime(first.time),
              to: format.dateTime(last.time),
              balance: format.money(last.balance, chart.currency),
              equity: format.money(last.equity, chart.currency),
              initial: format.money(chart.initialBalance, chart.currency),
            })}
          </figcaption>
        </figure>
      )}
      {chart !== null && !empty && (
        <div className="chart-card__foot">
          {format.timeZone && <p>{t('dashboard.timesIn', { timezone: format.timeZone })}</p>}
          <p className="chart-card__attribution">
            <a href="https://www.tradingview.com/" target="_blank" rel="noopener noreferrer">
              {t('dashboard.chart.attribution')}
              <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
            </a>
          </p>
        </div>
      )}
    </section>
  );
}
