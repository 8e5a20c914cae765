import { traderAccountsEnvelope, type TraderAccounts } from '@portal/contract';
import type { ReplyText } from '../../http/json-reply.ts';
import { ok } from '../../domain/result.ts';

/**
 * The reply's text kept with the cached list (decision 025, "reply text"): the cache hands back the same array until
 * it forgets it, so the text goes with it (a `WeakMap` keyed by the array), and its byte length with it for the fast
 * path's content-length (decision 053); the brand's two flags are checked as well. Shared by the route and its fast
 * path (decision 035), so both write the same bytes.
 */
const replies = new WeakMap<object, { useGroups: boolean; useTraderPackageType: boolean; reply: ReplyText }>();

export function listReply(list: TraderAccounts): ReplyText {
  let kept = replies.get(list.items);
  if (!kept || kept.useGroups !== list.useGroups || kept.useTraderPackageType !== list.useTraderPackageType) {
    const text = JSON.stringify(traderAccountsEnvelope.encode(ok(list)));
    kept = {
      useGroups: list.useGroups,
      useTraderPackageType: list.useTraderPackageType,
      reply: { text, length: String(Buffer.byteLength(text)) },
    };
    replies.set(list.items, kept);
  }
  return kept.reply;
}

export const listReplyText = (list: TraderAccounts): string => listReply(list).text;
