import { tradingMetricsEnvelope, type TradingMetrics } from '@portal/contract';
import { ok } from '../../http/refusal.ts';

/**
 * The reply's text kept with the view (decision 032): the service hands back the same view object while nothing it
 * shows changed, so the text made by the schema's serialiser goes with it. Shared by the route and its fast path
 * (decision 035), so both write the same bytes.
 */
const texts = new WeakMap<object, string>();

export function metricsReplyText(view: TradingMetrics): string {
  let text = texts.get(view);
  if (text === undefined) texts.set(view, (text = JSON.stringify(tradingMetricsEnvelope.encode(ok(view)))));
  return text;
}
