import { useEffect, useMemo, useRef } from 'react';
import {
  AreaSeries,
  ColorType,
  createChart,
  LineSeries,
  LineStyle,
  TickMarkType,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  type Time,
} from 'lightweight-charts';
import { formatMoney, toMajor, currencyDigits } from '@portal/contract';
import { useResolvedTheme } from '@portal/ui/theme/theme-choice.ts';
import { needsMarkers, toChartSeries } from './chart-data.ts';
import { readChartTheme, withAlpha, type ChartTheme } from './chart-theme.ts';

type Props = {
  points: Parameters<typeof toChartSeries>[0];
  initialBalance: number;
  currency: string;
  language: string;
  /** the zone the times are shown in (the platform's) */
  timeZone: string;
  initialBalanceLabel: string;
};

type Handles = {
  chart: IChartApi;
  equity: ISeriesApi<'Area'>;
  balance: ISeriesApi<'Line'>;
  baseline: IPriceLine | null;
};

/** The chart's colours from the theme's tokens: set when it is made and again whenever the theme changes. */
function paint(h: Handles, theme: ChartTheme) {
  h.chart.applyOptions({
    layout: { textColor: theme.text, fontFamily: theme.font },
    grid: { horzLines: { color: withAlpha(theme.grid, 0.7) } },
  });
  h.equity.applyOptions({
    lineColor: theme.equity,
    topColor: withAlpha(theme.equity, 0.28),
    bottomColor: withAlpha(theme.equity, 0.02),
  });
  h.balance.applyOptions({ color: theme.balance });
  h.baseline?.applyOptions({ color: theme.baseline });
}

const seconds = (time: Time) => (typeof time === 'number' ? time * 1000 : Date.parse(String(time)));

/**
 * Tick labels in the trader's language (the chart's own are English). The times are already the zone's wall clock
 * written as UTC (chart-data.ts), so they are read in UTC.
 */
function tickLabel(language: string) {
  return (time: Time, type: TickMarkType) => {
    const date = seconds(time);
    const f = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(date);
    if (type === TickMarkType.Year) return f({ year: 'numeric' });
    if (type === TickMarkType.Month) return f({ month: 'short' });
    if (type === TickMarkType.DayOfMonth) return f({ day: 'numeric', month: 'short' });
    return f({ hour: '2-digit', minute: '2-digit' });
  };
}

/**
 * Balance (a line) and equity (an area) over time, with the initial balance as a dashed price line. The
 * chart is made once, fills its container's width (autoSize), takes new data in place on every refresh, and
 * is destroyed on unmount. Its canvas is hidden from assistive technology: the figure's caption says it.
 */
export function EquityChart({ points, initialBalance, currency, language, timeZone, initialBalanceLabel }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const handles = useRef<Handles | null>(null);
  const fitted = useRef(false);
  const series = useMemo(() => toChartSeries(points, currency, timeZone), [points, currency, timeZone]);

  useEffect(() => {
    if (!container.current) return;
    const scale = 10 ** currencyDigits(currency);
    const chart = createChart(container.current, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        fontSize: 12,
        // The licence's link to TradingView is a text link under the chart (chart-card.tsx): the logo would be
        // a link inside a canvas wrapper hidden from assistive technology.
        attributionLogo: false,
      },
      grid: { vertLines: { visible: false } },
      // entireTextOnly: no half-cut price at the axis's top or bottom edge
      rightPriceScale: { borderVisible: false, entireTextOnly: true, scaleMargins: { top: 0.12, bottom: 0.08 } },
      timeScale: {
        borderVisible: false,
        timeVisible: true,
        secondsVisible: false,
        tickMarkFormatter: tickLabel(language),
      },
      localization: {
        locale: language,
        priceFormatter: (price: number) => formatMoney(Math.round(price * scale), currency, language),
        timeFormatter: (time: Time) =>
          new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
            seconds(time),
          ),
      },
      handleScroll: { vertTouchDrag: false },
    });
    const equity = chart.addSeries(AreaSeries, {
      lineWidth: 2,
      priceLineVisible: false,
      title: '',
    });
    const balance = chart.addSeries(LineSeries, {
      lineWidth: 2,
      priceLineVisible: false,
      lastValueVisible: true,
      crosshairMarkerVisible: true,
    });
    handles.current = { chart, equity, balance, baseline: null };
    paint(handles.current, readChartTheme());
    fitted.current = false;
    return () => {
      handles.current = null;
      chart.remove();
    };
  }, [currency, language]);

  // A switch of theme (or of the device's preference) repaints the canvas with the new tokens.
  const scheme = useResolvedTheme();
  useEffect(() => {
    if (handles.current) paint(handles.current, readChartTheme());
  }, [scheme]);

  useEffect(() => {
    const h = handles.current;
    if (!h) return;
    h.equity.setData(series.equity);
    h.balance.setData(series.balance);
    if (h.baseline) h.equity.removePriceLine(h.baseline);
    const theme = readChartTheme();
    h.baseline = h.equity.createPriceLine({
      price: toMajor(initialBalance, currency),
      color: theme.baseline,
      lineWidth: 1,
      lineStyle: LineStyle.Dashed,
      // No tag on the axis (the library then leaves the title out too): the legend names the dashed line, and near
      // the balance and equity tags a third tag would be pushed up over the axis's prices.
      axisLabelVisible: false,
      title: initialBalanceLabel,
    });
    // One point or a flat history: markers and the balance's own price line, or nothing visible would be drawn.
    const markers = needsMarkers(series);
    // A flat history would scale its axis to cents (10,000.06 … 9,999.94): show at least 2 % of the account.
    const autoscaleInfoProvider = atLeastSpan(toMajor(initialBalance, currency) * 0.02);
    h.equity.applyOptions({ pointMarkersVisible: markers, autoscaleInfoProvider });
    // Balance and equity at one value (no open position) share one tag: the library would stack a second one above
    // it, at a height that reads as another price.
    const lastBalance = series.balance.at(-1)?.value;
    const oneTag = lastBalance !== undefined && lastBalance === (series.equity.at(-1) as { value?: number })?.value;
    h.balance.applyOptions({
      lastValueVisible: !oneTag,
      pointMarkersVisible: markers,
      pointMarkersRadius: 4,
      priceLineVisible: markers,
      autoscaleInfoProvider,
    });
    if (!fitted.current) {
      h.chart.timeScale().fitContent();
      fitted.current = true;
    }
  }, [series, initialBalance, currency, initialBalanceLabel, language]);

  return <div ref={container} className="equity-chart__canvas" aria-hidden="true" />;
}

type Autoscale = { priceRange: { minValue: number; maxValue: number } | null } | null;

/** An autoscale that widens a range narrower than `span` around its middle (lightweight-charts' provider). */
export function atLeastSpan(span: number) {
  return (original: () => Autoscale): Autoscale => {
    const info = original();
    const range = info?.priceRange;
    if (!info || !range || range.maxValue - range.minValue >= span) return info;
    const middle = (range.maxValue + range.minValue) / 2;
    return { ...info, priceRange: { minValue: middle - span / 2, maxValue: middle + span / 2 } };
  };
}
