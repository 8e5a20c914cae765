import { z } from 'zod';
import { ApiPath } from '../paths.ts';
import * as dashboard from '../schemas/dashboard.ts';
import { textSchema } from '../schemas/fields.ts';
import { endpoint } from './endpoint.ts';

// One endpoint a line: the table reads down its columns.
// prettier-ignore
export const dashboardEndpoints = {
  accountDataRequirements: endpoint('GET', ApiPath.accountDataRequirements, 'Each objective of the phase with its value, limit and state, and the verdict with its reason', { querystring: dashboard.traderAccountQuerySchema, response: dashboard.accountDataRequirementsEnvelope }),
  tradingMetrics: endpoint('GET', ApiPath.tradingMetrics, 'Balance, equity, loss room to the floors, trade statistics and the next day reset', { params: z.object({ id: textSchema().max(64) }), response: dashboard.tradingMetricsEnvelope }),
  chart: endpoint('GET', ApiPath.chart, 'Balance and equity over time, downsampled to at most `points`, and the daily summary', { querystring: dashboard.chartQuerySchema, response: dashboard.chartEnvelope }),
  platformTime: endpoint('GET', ApiPath.platformTime, 'The platform clock, and the account’s day-reset time, timezone and next reset', { querystring: dashboard.traderAccountQuerySchema, response: dashboard.platformTimeEnvelope }),
  accountHistory: endpoint('GET', ApiPath.accountHistory, 'Closed trades, newest first, paged', { querystring: dashboard.accountHistoryQuerySchema, response: dashboard.accountHistoryEnvelope }),
};
