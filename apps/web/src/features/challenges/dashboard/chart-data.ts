import type { AreaData, LineData, UTCTimestamp } from 'lightweight-charts';
import type { Chart } from '@portal/contract';
import { toMajor } from '../../../shared/format/money.ts';

export type ChartSeries = { balance: LineData[]; equity: AreaData[] };

/**
 * The chart's points as lightweight-charts takes them: amounts in the currency's units, times as UTC seconds,
 * strictly ascending (two points in one second keep the later one, as the chart allows one per time).
 */
export function toChartSeries(points: Chart['points'], currency: string): ChartSeries {
  const balance: LineData[] = [];
  const equity: AreaData[] = [];
  for (const point of points) {
    const ms = Date.parse(point.time);
    if (Number.isNaN(ms)) continue;
    const time = Math.floor(ms / 1000) as UTCTimestamp;
    const last = balance.at(-1)?.time as number | undefined;
    if (last !== undefined && time < last) continue;
    if (last === time) {
      balance.pop();
      equity.pop();
    }
    balance.push({ time, value: toMajor(point.balance, currency) });
    equity.push({ time, value: toMajor(point.equity, currency) });
  }
  return { balance, equity };
}
