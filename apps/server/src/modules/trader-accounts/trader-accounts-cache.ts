import type { ChangeFeed } from '../../lib/change-feed.ts';
import { createNotifiedCache } from '../../lib/notified-cache.ts';
import type { TraderAccount } from '@portal/contract';
import type { EvaluatedAccount } from './trader-account-mapping.ts';

/** A safety net behind the notifications, not the mechanism (as for sessions and brands). */
const MAX_AGE_MS = 10 * 60_000;

/**
 * The trader's account list (TraderAccount/v1) and each account as the dashboard's ownership check reads it, kept
 * in memory per instance (docs/decisions/025-account-reads-from-memory.md). Both are forgotten on the change feed's
 * announcements: `account:<id>` (the account or its evaluation changed: migration 0029's triggers on every
 * instance, and this instance's own writers before they answer, `announceWrite`), `user:<id>` (a trader gained or
 * lost an account), `platforms` (a platform's name or type, shown in the list) and `accounts` (a truncation); and
 * everything when the feed is lost.
 */
export function createTraderAccountsCache(feed: ChangeFeed, options: { max?: number } = {}) {
  const max = options.max ?? 20_000;
  /** by user id: the brand it was read for and the items (a user belongs to one brand; checked anyway) */
  const lists = createNotifiedCache<{ brandId: string; items: TraderAccount[] }>(feed, { max, maxAgeMs: MAX_AGE_MS });
  /** by account id: the account whatever its owner (the owner and brand are checked on use); never mutated */
  const accounts = createNotifiedCache<EvaluatedAccount>(feed, { max, maxAgeMs: MAX_AGE_MS });
  /** account id → the user whose kept list holds it (so `account:<id>` finds the list without a scan) */
  const listOf = new Map<string, string>();

  const forgetList = (userId: string) => lists.delete(userId);
  feed.subscribe({
    change(payload) {
      if (payload.startsWith('account:')) {
        const id = payload.slice(8);
        const owner = listOf.get(id) ?? accounts.get(id)?.value.userId;
        accounts.delete(id);
        if (owner) forgetList(owner);
      } else if (payload.startsWith('user:')) {
        forgetList(payload.slice(5));
      } else if (payload === 'platforms') {
        lists.clear();
      } else if (payload === 'accounts') {
        lists.clear();
        accounts.clear();
        listOf.clear();
      }
    },
    reset() {
      lists.clear();
      accounts.clear();
      listOf.clear();
    },
  });

  return {
    async list(brandId: string, userId: string, read: () => Promise<TraderAccount[]>): Promise<TraderAccount[]> {
      const kept = lists.get(userId)?.value;
      if (kept?.brandId === brandId) return kept.items;
      const { items } = await lists.load(userId, async () => ({ brandId, items: await read() }));
      // Bounded: past the bound the index starts again, and with it the lists (a kept list must stay findable).
      if (listOf.size >= max * 4) {
        listOf.clear();
        lists.clear();
      }
      for (const item of items) listOf.set(item.id, userId);
      return items;
    },
    /** The account by id (found ones only are kept: an id unknown now may be inserted, announced as `user:`). */
    async account(id: string, read: () => Promise<EvaluatedAccount | undefined>) {
      const kept = accounts.get(id);
      if (kept) return kept.value;
      return accounts.load(id, read as () => Promise<EvaluatedAccount>, (account) => account !== undefined);
    },
  };
}
export type TraderAccountsCache = ReturnType<typeof createTraderAccountsCache>;
