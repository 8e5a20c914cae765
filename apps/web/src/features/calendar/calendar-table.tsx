import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayHeading, formatEventTime } from './calendar-day-label.ts';
import { rowClass, type CalendarViewProps } from './calendar-view.ts';
import { EventFigure } from './event-figure.tsx';
import { ImpactBadge } from './impact-badge.tsx';
import '../../shared/ui/list-table.css';

const COLUMNS = ['time', 'currency', 'impact', 'event', 'actual', 'forecast', 'previous'] as const;

/** The week as one table on desktops, a heading row for each day. */
export function CalendarTable(props: CalendarViewProps) {
  const { t, i18n } = useTranslation();
  const { groups, today, nextId, now, timeZone } = props;
  return (
    <div className="card calendar-table__wrap">
      <table className="list-table calendar-table">
        <caption className="visually-hidden">{t('economicCalendar.tableLabel')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col">
                {t(`economicCalendar.column.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map(({ day, events }) => (
            <Fragment key={day}>
              <tr className="calendar-table__day">
                <th colSpan={COLUMNS.length} scope="colgroup">
                  {day === today && <span className="calendar__today">{t('economicCalendar.today')}</span>}
                  {formatDayHeading(day, i18n.language)}
                </th>
              </tr>
              {events.map((e) => (
                <tr key={e.id} className={rowClass('calendar-table__row', e, props)}>
                  <td className="calendar-table__time">
                    <time dateTime={e.time}>{formatEventTime(e.time, i18n.language, timeZone)}</time>
                    {e.id === nextId && <span className="calendar__next">{t('economicCalendar.nextUp')}</span>}
                  </td>
                  <td>
                    <abbr className="calendar__currency" title={e.country ?? undefined}>
                      {e.currency}
                    </abbr>
                  </td>
                  <td>
                    <ImpactBadge impact={e.impact} />
                  </td>
                  <th scope="row" className="calendar-table__title">
                    {e.title}
                  </th>
                  <td className="calendar__figure calendar__figure--actual">
                    <EventFigure value={e.actual} pending={Date.parse(e.time) >= now} />
                  </td>
                  <td className="calendar__figure">
                    <EventFigure value={e.forecast} />
                  </td>
                  <td className="calendar__figure">
                    <EventFigure value={e.previous} />
                  </td>
                </tr>
              ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
