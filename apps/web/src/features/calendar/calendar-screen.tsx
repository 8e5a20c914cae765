import { useTranslation } from 'react-i18next';
import { useUpdateParams } from '@portal/ui/routing/use-update-params.ts';
import { MediaQuery, useMediaQuery } from '../../shared/hooks/use-media-query.ts';
import { EmptyState } from '@portal/ui/widgets/empty-state.tsx';
import { CalendarCards } from './calendar-cards.tsx';
import { readCalendarQuery, writeCalendarQuery, type CalendarQuery } from './calendar-query.ts';
import { CalendarSkeleton } from './calendar-skeleton.tsx';
import { CalendarTable } from './calendar-table.tsx';
import { CalendarToolbar } from './calendar-toolbar.tsx';
import { browserTimeZone, dayKey, groupByDay, mondayOf, nextUpcoming, weekRange } from './calendar-week.ts';
import { useGetEconomicCalendarQuery } from './api/calendar-api.ts';
import { RetryBanner } from '../../shared/ui/retry-banner.tsx';
import { Page } from '../../shared/ui/page.tsx';
import './calendar.css';

/**
 * Explore Economic News (SPEC §2): the firm's economic calendar a week at a time, in the trader's time zone,
 * filtered by impact and currency; high-impact events (the ones the news-trading rule watches) stand out.
 */
export default function CalendarScreen({ timeZone = browserTimeZone() }: { timeZone?: string }) {
  const { t } = useTranslation();
  const isDesktop = useMediaQuery(MediaQuery.desktop);
  const [params, update] = useUpdateParams();
  const now = Date.now();
  const thisWeek = mondayOf(now, timeZone);
  const query = readCalendarQuery(params, now, timeZone);
  const { from, to } = weekRange(query.week, timeZone);
  // Another week or filter shows the skeleton until its first answer comes (`currentData` is this query's answer);
  // one shown before shows at once and is read again, as released figures come in.
  const { currentData, isError, refetch } = useGetEconomicCalendarQuery(
    {
      from,
      to,
      ...(query.impacts.length ? { impact: query.impacts.join(',') } : {}),
      ...(query.currency ? { currency: query.currency } : {}),
    },
    { refetchOnMountOrArgChange: true },
  );
  const events = isError ? undefined : currentData?.items;
  const set = (changes: Partial<CalendarQuery>) =>
    update((latest) => writeCalendarQuery({ ...readCalendarQuery(latest, now, timeZone), ...changes }, thisWeek));
  const filtered = query.impacts.length > 0 || query.currency !== null;

  return (
    <Page className="calendar" titleId="calendar-title" title={t('pageTitle.exploreEconomicNews')}>
      <p className="calendar__intro">
        {t('economicCalendar.intro')} {t('economicCalendar.timeZone', { zone: timeZone })}
      </p>
      <CalendarToolbar
        query={query}
        thisWeek={thisWeek}
        onWeek={(week) => set({ week })}
        onImpacts={(impacts) => set({ impacts })}
        onCurrency={(currency) => set({ currency })}
      />
      {isError && <RetryBanner onRetry={() => void refetch()}>{t('economicCalendar.loadFailed')}</RetryBanner>}
      {!events && !isError && <CalendarSkeleton />}
      {events && events.length === 0 && (
        <EmptyState
          title={t('economicCalendar.empty')}
          text={t(filtered ? 'economicCalendar.emptyFiltered' : 'economicCalendar.emptyText')}
          action={
            filtered ? (
              <button type="button" className="btn btn--secondary" onClick={() => set({ impacts: [], currency: null })}>
                {t('economicCalendar.clearFilters')}
              </button>
            ) : undefined
          }
        />
      )}
      {events && events.length > 0 && (
        <CalendarWeek events={events} now={now} timeZone={timeZone} isDesktop={isDesktop} />
      )}
    </Page>
  );
}

function CalendarWeek(props: {
  events: Parameters<typeof groupByDay>[0];
  now: number;
  timeZone: string;
  isDesktop: boolean;
}) {
  const { events, now, timeZone, isDesktop } = props;
  const view = {
    groups: groupByDay(events, timeZone),
    today: dayKey(now, timeZone),
    nextId: nextUpcoming(events, now),
    now,
    timeZone,
  };
  return isDesktop ? <CalendarTable {...view} /> : <CalendarCards {...view} />;
}
