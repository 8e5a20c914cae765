import { tradingMetricsEnvelope, type TradingMetrics } from '@portal/contract';
import type { ReplyText } from '../../http/json-reply.ts';
import { ok } from '../../domain/result.ts';

/**
 * The reply's text kept with the view (decision 032): the service hands back the same view object while nothing it
 * shows changed, so the text made by the schema's serialiser goes with it, and its byte length with it for the fast
 * path's content-length (decision 053). Shared by the route and its fast path (decision 035), so both write the same
 * bytes.
 */
const replies = new WeakMap<object, ReplyText>();

export function metricsReply(view: TradingMetrics): ReplyText {
  let reply = replies.get(view);
  if (reply === undefined) {
    const text = JSON.stringify(tradingMetricsEnvelope.encode(ok(view)));
    replies.set(view, (reply = { text, length: String(Buffer.byteLength(text)) }));
  }
  return reply;
}

export const metricsReplyText = (view: TradingMetrics): string => metricsReply(view).text;
