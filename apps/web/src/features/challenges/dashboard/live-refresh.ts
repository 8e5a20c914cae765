/**
 * How often the dashboard asks again while the page is visible: the objectives and the figures every few
 * seconds (what a trader watches while a trade is open), the chart and the newest trades less often, and the
 * platform clock only to correct the local one that ticks each second.
 */
export const LiveRefresh = {
  figuresMs: 4000,
  chartMs: 12_000,
  clockMs: 60_000,
  chartPoints: 500,
  historyPageSize: 10,
} as const;
