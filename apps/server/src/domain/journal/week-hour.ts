import { wallClock } from '@portal/contract';

const DAY = 86_400_000;
/** Per timezone, each UTC day's offset (ms), or null for a day whose offset changes (a DST switch). */
const dayOffsets = new Map<string, Map<number, number | null>>();

function offsetOfDay(timeZone: string, day: number): number | null {
  let days = dayOffsets.get(timeZone);
  if (!days) {
    if (dayOffsets.size >= 64) dayOffsets.clear();
    dayOffsets.set(timeZone, (days = new Map()));
  }
  let offset = days.get(day);
  if (offset === undefined) {
    const start = day * DAY;
    const end = start + DAY - 1;
    const first = wallClock(timeZone, start) - start;
    offset = wallClock(timeZone, end) - end === first ? first : null;
    if (days.size >= 100_000) days.clear();
    days.set(day, offset);
  }
  return offset;
}

/**
 * The heat map's cell of an instant in a timezone: weekday (Monday 0) × 24 + hour of its wall clock. An offset
 * changes at most once a day, so each UTC day's offset is read once (two Intl calls, kept for the process: a pure
 * memo, like day-clock's formatters) and only an instant of a day whose offset changes is read on its own: a pass
 * over a year of trades costs about 730 Intl calls, not one a trade.
 */
export function weekHourIn(timeZone: string): (ms: number) => number {
  return (ms) => {
    const offset = offsetOfDay(timeZone, Math.floor(ms / DAY));
    const wall = new Date(offset === null ? wallClock(timeZone, ms) : ms + offset);
    return ((wall.getUTCDay() + 6) % 7) * 24 + wall.getUTCHours();
  };
}
