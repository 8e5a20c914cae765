import { wallClock, type EconomicEvent } from '@portal/contract';

/**
 * Calendar weeks in the trader's time zone (IANA name, the browser's by default): a week runs from Monday 00:00
 * to the next Monday 00:00 local time, DST included. Days are labels ("2026-11-17"), weeks are named by Monday.
 */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const DAY_MS = 86_400_000;
function parts(ms: number, timeZone: string) {
  const w = new Date(wallClock(timeZone, ms));
  return {
    y: w.getUTCFullYear(),
    m: w.getUTCMonth() + 1,
    d: w.getUTCDate(),
    h: w.getUTCHours(),
    min: w.getUTCMinutes(),
    s: w.getUTCSeconds(),
  };
}

/** The local day of an instant, as YYYY-MM-DD. */
export function dayKey(ms: number, timeZone: string): string {
  const { y, m, d } = parts(ms, timeZone);
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** How far the zone's wall clock is ahead of UTC at an instant. */
function offsetAt(ms: number, timeZone: string): number {
  const { y, m, d, h, min, s } = parts(ms, timeZone);
  return Date.UTC(y, m - 1, d, h, min, s) - (ms - (((ms % 1000) + 1000) % 1000));
}

/** The instant a local day starts (midnight, or the first moment after a DST gap). */
export function startOfDay(day: string, timeZone: string): number {
  const wall = Date.parse(`${day}T00:00:00Z`);
  let guess = wall - offsetAt(wall, timeZone);
  guess = wall - offsetAt(guess, timeZone);
  return dayKey(guess, timeZone) === day ? guess : guess + 3_600_000;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the local week holding an instant. */
export function mondayOf(ms: number, timeZone: string): string {
  const day = dayKey(ms, timeZone);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The API range of a week: from its Monday's local midnight to the next one (exclusive). */
export function weekRange(monday: string, timeZone: string): { from: string; to: string } {
  return {
    from: new Date(startOfDay(monday, timeZone)).toISOString(),
    to: new Date(startOfDay(addDays(monday, 7), timeZone)).toISOString(),
  };
}

export type DayGroup = { day: string; events: EconomicEvent[] };

/** Events (sorted by time) grouped by their local day. */
export function groupByDay(events: EconomicEvent[], timeZone: string): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const event of events) {
    const day = dayKey(Date.parse(event.time), timeZone);
    const last = groups.at(-1);
    if (last?.day === day) last.events.push(event);
    else groups.push({ day, events: [event] });
  }
  return groups;
}

/** The first event not yet released at `now` (the one a trader watches next), if the list holds it. */
export function nextUpcoming(events: EconomicEvent[], now: number): string | null {
  return events.find((e) => Date.parse(e.time) >= now)?.id ?? null;
}

export const isWeekName = (value: string | null): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
