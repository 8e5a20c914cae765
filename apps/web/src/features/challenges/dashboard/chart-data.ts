import type { AreaData, LineData, UTCTimestamp } from 'lightweight-charts';
import { toMajor, wallClock, type Chart } from '@portal/contract';

export type ChartSeries = { balance: LineData[]; equity: AreaData[] };

type Point = Chart['points'][number];

/**
 * The points to draw. The Chart call buckets its points, so many trades in one bucket give a single point; and
 * right after the first trades it may have none yet while the metrics already count them: then the account's
 * current balance and equity make the one point. Empty only when there is nothing to draw and no trade at all.
 */
export function pointsToDraw(
  points: Chart['points'],
  latest: { trades: number; balance: number; equity: number },
  now: () => Date = () => new Date(),
): Point[] {
  if (points.length > 0 || latest.trades === 0) return points;
  const { balance, equity } = latest;
  return [{ time: now().toISOString(), balance, equity, minEquity: equity, maxEquity: equity }];
}

/**
 * Whether lines alone would show nothing readable: a single point (a line needs two) or a history where
 * neither balance nor equity ever moves (the line sits on the dashed initial-balance line). Then each point
 * gets a marker and the balance its price line.
 */
export function needsMarkers(series: ChartSeries): boolean {
  if (series.balance.length < 2) return true;
  const flat = (values: { value: number }[]) => values.every((v) => v.value === values[0]!.value);
  return flat(series.balance) && flat(series.equity as { value: number }[]);
}

/**
 * The chart's points as lightweight-charts takes them: amounts in the currency's units, times strictly ascending
 * (two points in one second keep the later one, as the chart allows one per time). The chart shows every time as
 * UTC, so each is given as the wall clock of `timeZone` written as UTC seconds (the library's documented way to show
 * another zone). In the hour a clock goes back the wall clock repeats: a point there follows the one before it by a
 * second, so none is lost and the times still ascend.
 */
export function toChartSeries(points: Chart['points'], currency: string, timeZone: string): ChartSeries {
  const balance: LineData[] = [];
  const equity: AreaData[] = [];
  let lastInstant: number | undefined;
  for (const point of points) {
    const ms = Date.parse(point.time);
    if (Number.isNaN(ms)) continue;
    const instant = Math.floor(ms / 1000);
    if (lastInstant !== undefined && instant < lastInstant) continue;
    if (instant === lastInstant) {
      balance.pop();
      equity.pop();
    }
    lastInstant = instant;
    const before = balance.at(-1)?.time as number | undefined;
    const shown = Math.floor(wallClock(timeZone, ms) / 1000);
    const time = (before !== undefined && shown <= before ? before + 1 : shown) as UTCTimestamp;
    balance.push({ time, value: toMajor(point.balance, currency) });
    equity.push({ time, value: toMajor(point.equity, currency) });
  }
  return { balance, equity };
}
