import { wallClock } from '../evaluation/index.ts';

const QUARTER_HOUR = 900_000;

/**
 * The heat map's cell of an instant in a timezone: weekday (Monday 0) × 24 + hour of its wall clock. Every offset in
 * use is a whole number of quarter hours, so one Intl call per quarter hour serves every trade closed in it; a full
 * pass over 100,000 trades costs a few thousand calls instead of one each.
 */
export function weekHourIn(timeZone: string): (ms: number) => number {
  const bySlot = new Map<number, number>();
  return (ms) => {
    const slot = Math.floor(ms / QUARTER_HOUR);
    let cell = bySlot.get(slot);
    if (cell === undefined) {
      const wall = new Date(wallClock(timeZone, slot * QUARTER_HOUR));
      cell = ((wall.getUTCDay() + 6) % 7) * 24 + wall.getUTCHours();
      if (bySlot.size > 50_000) bySlot.clear();
      bySlot.set(slot, cell);
    }
    return cell;
  };
}
