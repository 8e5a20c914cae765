import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EconomicEvent } from '@portal/contract';
import { formatDayHeading, formatEventTime } from './calendar-day-label.ts';
import { rowClass, type CalendarViewProps } from './calendar-view.ts';
import type { DayGroup } from './calendar-week.ts';
import { EventFigure } from './event-figure.tsx';
import { ImpactBadge } from './impact-badge.tsx';
import { Fact } from '../../shared/ui/fact.tsx';
import '../../shared/ui/list-table.css';

/** The week as cards on phones: a section for each day. */
export function CalendarCards(props: CalendarViewProps) {
  return (
    <div className="calendar-cards">
      {props.groups.map((group) => (
        <CalendarDay key={group.day} group={group} view={props} />
      ))}
    </div>
  );
}

function CalendarDay({ group, view }: { group: DayGroup; view: CalendarViewProps }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={id} className="calendar-cards__day">
      <h2 id={id} className="calendar-cards__heading">
        {group.day === view.today && <span className="calendar__today">{t('economicCalendar.today')}</span>}
        {formatDayHeading(group.day, i18n.language)}
      </h2>
      <ul className="calendar-cards__list list-cards">
        {group.events.map((e) => (
          <EventCard key={e.id} event={e} view={view} language={i18n.language} />
        ))}
      </ul>
    </section>
  );
}

function EventCard({ event: e, view, language }: { event: EconomicEvent; view: CalendarViewProps; language: string }) {
  const { t } = useTranslation();
  return (
    <li className={`card ${rowClass('calendar-card', e, view)}`}>
      <div className="calendar-card__top">
        <time dateTime={e.time} className="calendar-card__time">
          {formatEventTime(e.time, language, view.timeZone)}
        </time>
        <abbr className="calendar__currency" title={e.country ?? undefined}>
          {e.currency}
        </abbr>
        <ImpactBadge impact={e.impact} />
        {e.id === view.nextId && <span className="calendar__next">{t('economicCalendar.nextUp')}</span>}
      </div>
      <h3 className="calendar-card__title">{e.title}</h3>
      <dl className="fact-grid calendar-card__figures">
        <Fact label={t('economicCalendar.column.actual')}>
          <EventFigure value={e.actual} pending={Date.parse(e.time) >= view.now} />
        </Fact>
        <Fact label={t('economicCalendar.column.forecast')}>
          <EventFigure value={e.forecast} />
        </Fact>
        <Fact label={t('economicCalendar.column.previous')}>
          <EventFigure value={e.previous} />
        </Fact>
      </dl>
    </li>
  );
}
