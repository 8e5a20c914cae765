import type { Chart } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import '../../../shared/ui/list-table.css';
import './data-tables.css';
import { DashboardTable, NUM, type Column } from './column-heads.tsx';

const tone = (minor: number) => (minor > 0 ? 'is-positive' : minor < 0 ? 'is-negative' : undefined);

const DAILY_COLUMNS: readonly Column[] = [
  ['daily.day'],
  ['daily.trades', `${NUM} data-table__wide-only`],
  ['daily.profit', NUM],
  ['daily.endBalance', `${NUM} data-table__wide-only`],
];

/**
 * Per trading day, newest first: closed trades, the day's result and the balance it ended with. On phones the
 * trade count and the end balance move under the day and the result, so the table fits without scrolling.
 */
export function DailySummary({ chart }: { chart: Chart | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const days = chart ? [...chart.days].reverse() : [];
  return (
    <section className="card dashboard-card daily-summary" aria-labelledby="daily-title" aria-busy={chart === null}>
      <h2 id="daily-title" className="dashboard-card__title">
        {t('dashboard.daily.title')}
      </h2>
      {chart === null && <Skeleton height={160} radius="var(--radius-md)" />}
      {chart !== null && days.length === 0 && <p className="dashboard-card__empty">{t('dashboard.daily.empty')}</p>}
      {chart !== null && days.length > 0 && (
        <DashboardTable labelledBy="daily-title" columns={DAILY_COLUMNS}>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">
                <time dateTime={day.day}>{format.day(day.day)}</time>
                <span className="data-table__sub data-table__narrow-only">
                  {t('dashboard.daily.tradesCount', { count: day.trades })}
                </span>
              </th>
              <td className="data-table__num data-table__wide-only">{format.number(day.trades)}</td>
              <td className="data-table__num">
                <span className={`money ${tone(day.profit) ?? ''}`}>
                  {format.signedMoney(day.profit, chart.currency)}
                </span>
                <span className="data-table__sub data-table__narrow-only">
                  {t('dashboard.daily.balanceAfter', { balance: format.money(day.endBalance, chart.currency) })}
                </span>
              </td>
              <td className="data-table__num data-table__wide-only">{format.money(day.endBalance, chart.currency)}</td>
            </tr>
          ))}
        </DashboardTable>
      )}
    </section>
  );
}
