import { ApiPath, type TradingMetrics } from '@portal/contract';
import { api } from '../../../../shared/api/http-client.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';

export const getTradingMetrics = (traderAccountId: string) =>
  unwrap<TradingMetrics>(api.get(ApiPath.tradingMetrics.replace(':id', encodeURIComponent(traderAccountId))));
