import type { JournalStats } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';

const HOURS = Array.from({ length: 24 }, (_, h) => h);
/** A Monday (5 January 2026), from which the weekdays' names are read in the trader's language. */
const MONDAY_MS = Date.UTC(2026, 0, 5);

function useWeekdays(language: string) {
  return useMemo(() => {
    const name = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
    return Array.from({ length: 7 }, (_, d) => ({
      short: name.format(MONDAY_MS + d * 86_400_000),
      long: long.format(MONDAY_MS + d * 86_400_000),
    }));
  }, [language]);
}

/**
 * The trades by weekday and hour of their close, in the account's timezone: a cell's colour is the net's sign and
 * its strength the net's size against the largest cell's. Seven rows of 24 hours: on a phone the grid scrolls
 * sideways with the weekdays kept in view (a keyboard stop, like the dashboard's tables).
 */
export function JournalHeatMap({ stats }: { stats: JournalStats }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const weekdays = useWeekdays(i18n.language);
  const cells = new Map(stats.heatMap.map((c) => [c.weekday * 24 + c.hour, c]));
  const largest = Math.max(1, ...stats.heatMap.map((c) => Math.abs(c.net)));
  return (
    <div className="journal__block">
      <h3 id="journal-heat" className="journal__subtitle">
        {t('dashboard.journal.heatMap')}
      </h3>
      <p className="muted-text">{t('dashboard.journal.heatMapNote', { timezone: stats.timezone })}</p>
      <div className="journal-heat__wrap" tabIndex={0} role="group" aria-labelledby="journal-heat">
        <table className="journal-heat">
          <thead>
            <tr>
              <td />
              {HOURS.map((h) => (
                <th key={h} scope="col" className="journal-heat__hour">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weekdays.map((day, d) => (
              <tr key={day.long}>
                <th scope="row" className="journal-heat__day">
                  <abbr title={day.long}>{day.short}</abbr>
                </th>
                {HOURS.map((h) => {
                  const cell = cells.get(d * 24 + h);
                  if (!cell) return <td key={h} className="journal-heat__cell" />;
                  const text = t('dashboard.journal.heatCell', {
                    day: day.long,
                    hour: h,
                    count: cell.trades,
                    n: format.number(cell.trades),
                    net: format.signedMoney(cell.net, stats.currency),
                  });
                  const tone = cell.net > 0 ? 'positive' : cell.net < 0 ? 'negative' : 'neutral';
                  return (
                    <td
                      key={h}
                      className={`journal-heat__cell journal-heat__cell--${tone}`}
                      style={{ ['--heat' as string]: String(0.12 + 0.48 * (Math.abs(cell.net) / largest)) }}
                      title={text}
                      data-cell={`${d}-${h}`}
                    >
                      <span className="visually-hidden">{text}</span>
                      <span aria-hidden="true">{cell.trades}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
