import { traderAccountsEnvelope, type TraderAccounts } from '@portal/contract';
import { ok } from '../../http/refusal.ts';

/**
 * The reply's text kept with the cached list (decision 025, "reply text"): the cache hands back the same array until
 * it forgets it, so the text goes with it (a `WeakMap` keyed by the array); the brand's two flags are checked as well.
 * Shared by the route and its fast path (decision 035), so both write the same bytes.
 */
const texts = new WeakMap<object, { useGroups: boolean; useTraderPackageType: boolean; text: string }>();

export function listReplyText(list: TraderAccounts): string {
  let kept = texts.get(list.items);
  if (!kept || kept.useGroups !== list.useGroups || kept.useTraderPackageType !== list.useTraderPackageType) {
    kept = { ...list, text: JSON.stringify(traderAccountsEnvelope.encode(ok(list))) };
    texts.set(list.items, kept);
  }
  return kept.text;
}
