import { ApiPath, type Chart } from '@portal/contract';
import { api } from '../../../../shared/api/http-client.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';

/** Balance and equity over time, at most `points` of them, and the daily summary. */
export const getChart = (traderAccountId: string, points: number) =>
  unwrap<Chart>(api.get(ApiPath.chart, { params: { traderAccountId, points } }));
