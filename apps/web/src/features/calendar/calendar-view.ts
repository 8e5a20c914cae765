import type { EconomicEvent } from '@portal/contract';
import type { DayGroup } from './calendar-week.ts';

/** What the table and the cards both show: the week's days, today, the next event, the clock and the zone. */
export type CalendarViewProps = {
  groups: DayGroup[];
  today: string;
  nextId: string | null;
  now: number;
  timeZone: string;
};

export function rowClass(base: string, event: EconomicEvent, props: CalendarViewProps): string {
  const classes = [base];
  if (event.impact === 'high') classes.push(`${base}--high`);
  if (event.id === props.nextId) classes.push(`${base}--next`);
  else if (Date.parse(event.time) < props.now) classes.push(`${base}--past`);
  return classes.join(' ');
}
