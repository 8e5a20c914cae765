import { vi } from 'vitest';

/**
 * lightweight-charts draws on a canvas, which jsdom does not have: tests replace the module with this
 * recorder (`vi.mock('lightweight-charts', () => import('…/lightweight-charts-mock.ts'))`) and look at the
 * charts made and the data each series was given.
 */
export type FakeSeries = {
  kind: string;
  options: Record<string, unknown>;
  setData: ReturnType<typeof vi.fn>;
  createPriceLine: ReturnType<typeof vi.fn>;
  removePriceLine: ReturnType<typeof vi.fn>;
  applyOptions: ReturnType<typeof vi.fn>;
};
export type FakeChart = {
  container: HTMLElement;
  options: Record<string, unknown>;
  series: FakeSeries[];
  remove: ReturnType<typeof vi.fn>;
};

export const charts: FakeChart[] = [];

export function createChart(container: HTMLElement, options: Record<string, unknown> = {}) {
  const chart: FakeChart = { container, options, series: [], remove: vi.fn() };
  charts.push(chart);
  return {
    addSeries: (definition: { type: string }, seriesOptions: Record<string, unknown> = {}) => {
      const series: FakeSeries = {
        kind: definition.type,
        options: seriesOptions,
        setData: vi.fn(),
        createPriceLine: vi.fn((line: Record<string, unknown>) => line),
        removePriceLine: vi.fn(),
        applyOptions: vi.fn((more: Record<string, unknown>) => Object.assign(series.options, more)),
      };
      chart.series.push(series);
      return series;
    },
    timeScale: () => ({ fitContent: vi.fn() }),
    applyOptions: vi.fn(),
    remove: chart.remove,
  };
}

export const AreaSeries = { type: 'Area' };
export const LineSeries = { type: 'Line' };
export const ColorType = { Solid: 'solid', VerticalGradient: 'gradient' };
export const LineStyle = { Solid: 0, Dotted: 1, Dashed: 2, LargeDashed: 3, SparseDotted: 4 };
export const TickMarkType = { Year: 0, Month: 1, DayOfMonth: 2, Time: 3, TimeWithSeconds: 4 };
