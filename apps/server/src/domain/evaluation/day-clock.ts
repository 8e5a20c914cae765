import { wallClock, type DayReset } from '@portal/contract';
import type { EpochMs } from './types.ts';

/**
 * The trading-day clock: days end at `dayReset.time` in the IANA `dayReset.timezone`, DST-correct.
 * Built on Intl.DateTimeFormat only (pure, no process clock), so the same instant always maps to the same day.
 *
 * Decisions (docs/challenge-rules.md "The trading day"):
 * - A reset time that does not exist on a date (spring-forward gap) happens at the first instant after the gap.
 * - A reset time that occurs twice (fall-back overlap) happens at its first occurrence only.
 * - A day is named by the calendar date that holds most of it: a reset before 12:00 names the day by the date it
 *   starts on (00:00 Prague: 2026-03-29 00:00 → 2026-03-30 00:00 is '2026-03-29'); a reset at 12:00 or later
 *   by the date it ends on (17:00 Chicago: Monday 17:00 → Tuesday 17:00 is Tuesday), as futures sessions are named.
 */

/** One trading day: it runs from `start` (inclusive) to `end` (exclusive, the next reset). */
export interface TradingDay {
  key: string;
  start: EpochMs;
  end: EpochMs;
}

interface LocalDate {
  y: number;
  m: number;
  d: number;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

function offsetAt(timeZone: string, time: EpochMs): number {
  return wallClock(timeZone, time) - time;
}

function localDateOf(timeZone: string, time: EpochMs): LocalDate {
  const w = new Date(wallClock(timeZone, time));
  return { y: w.getUTCFullYear(), m: w.getUTCMonth() + 1, d: w.getUTCDate() };
}

function addDays(date: LocalDate, days: number): LocalDate {
  const w = new Date(Date.UTC(date.y, date.m - 1, date.d + days));
  return { y: w.getUTCFullYear(), m: w.getUTCMonth() + 1, d: w.getUTCDate() };
}

function formatDate(date: LocalDate): string {
  return `${String(date.y).padStart(4, '0')}-${String(date.m).padStart(2, '0')}-${String(date.d).padStart(2, '0')}`;
}

function resetMinutes(dayReset: DayReset): number {
  const [hh, mm] = dayReset.time.split(':');
  return Number(hh) * 60 + Number(mm);
}

/** The instant the day resets on a local date: the first instant whose wall clock reads that date and time or later. */
function resetOn(dayReset: DayReset, date: LocalDate): EpochMs {
  const tz = dayReset.timezone;
  const wall = Date.UTC(date.y, date.m - 1, date.d) + resetMinutes(dayReset) * MINUTE;
  // The true offset is one of the offsets in force around that wall time (two at most near a DST change).
  const offsets = [...new Set([offsetAt(tz, wall - 2 * DAY), offsetAt(tz, wall), offsetAt(tz, wall + 2 * DAY)])];
  const exact = offsets.map((o) => wall - o).filter((c) => wallClock(tz, c) === wall);
  if (exact.length > 0) return Math.min(...exact); // two in an overlap: the first occurrence
  // A gap: the wall clock jumps over the reset time; find the first instant at or past it (the jump itself).
  let lo = wall - Math.max(...offsets);
  let hi = wall - Math.min(...offsets);
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (wallClock(tz, mid) >= wall) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The last trading day computed per day-reset rule: a day holds every instant from its start to its end, so any
 * call whose time falls inside it has the same answer. The dashboard asks for the next reset on every
 * TradingMetrics read (the Intl calls were a sixth of that read's busy time); the engine once a day.
 * Bounded: a firm has a handful of rules.
 */
const lastDays = new Map<string, TradingDay>();

/** The trading day that holds `time`. Costs a few Intl calls the first time in each day of each rule. */
export function tradingDayAt(dayReset: DayReset, time: EpochMs): TradingDay {
  const rule = `${dayReset.timezone} ${dayReset.time}`;
  const last = lastDays.get(rule);
  if (last && last.start <= time && time < last.end) return { ...last };
  const day = computeTradingDayAt(dayReset, time);
  if (lastDays.size >= 64 && !last) lastDays.clear();
  lastDays.set(rule, day);
  return { ...day };
}

function computeTradingDayAt(dayReset: DayReset, time: EpochMs): TradingDay {
  let startDate = localDateOf(dayReset.timezone, time);
  let start = resetOn(dayReset, startDate);
  // Bounded walks: at most one step each in any real timezone.
  while (start > time) {
    startDate = addDays(startDate, -1);
    start = resetOn(dayReset, startDate);
  }
  let end = resetOn(dayReset, addDays(startDate, 1));
  while (end <= time) {
    startDate = addDays(startDate, 1);
    start = end;
    end = resetOn(dayReset, addDays(startDate, 1));
  }
  const named = resetMinutes(dayReset) < 12 * 60 ? startDate : addDays(startDate, 1);
  return { key: formatDate(named), start, end };
}

/** The first reset strictly after `time`. */
export function nextResetAfter(dayReset: DayReset, time: EpochMs): EpochMs {
  return tradingDayAt(dayReset, time).end;
}

/** The reset instant on a local calendar date `YYYY-MM-DD` (for tests and for showing "resets at"). */
export function resetInstantOn(dayReset: DayReset, localDate: string): EpochMs {
  const [y, m, d] = localDate.split('-').map(Number);
  return resetOn(dayReset, { y: y ?? 1970, m: m ?? 1, d: d ?? 1 });
}
