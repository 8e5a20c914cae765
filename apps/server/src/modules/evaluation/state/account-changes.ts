import type { Queryable } from '../../../db/client.ts';
import { announceWrite, type ChangeFeed } from '../../../lib/change-feed.ts';

export type AccountChangeListener = () => void;

/**
 * The SQL call that tells every instance of a change of the account whose payload (`accountPayload`) is the
 * parameter `param`: on the change feed's channel, delivered when the transaction commits. The ingestion puts it
 * in the statement that saves the state, so it costs no round trip of its own.
 */
export const notifyCall = (param: string) => `pg_notify('portal_cache:' || current_schema(), ${param})`;
export const accountPayload = (accountId: string) => `account:${accountId}`;
/** What migration 0054's trigger sends when a trader gets a notification shown in the app. */
export const noticePayload = (userId: string) => `notice:${userId}`;

/**
 * Which accounts' figures just changed, told to every server instance (docs/decisions/021-ingestion-and-live-
 * push.md): ingestion sends `account:<id>` inside its transaction on the change feed's channel, so PostgreSQL
 * delivers it when (and only when) the batch commits, to every instance listening; the triggers of migration 0029
 * send the same payload for every other write of the account or its state (PostgreSQL folds equal notifications of
 * one transaction into one). Each instance holds one LISTEN connection, the change feed's (lib/change-feed.ts,
 * decision 025); a dashboard that subscribes costs nothing until a change arrives. When that connection is lost,
 * notifications sent meanwhile are lost with it: the feed resets on the loss and again once it listens again, and
 * every subscriber is told "changed" each time, so each dashboard reads its figures again.
 */
export function createAccountChanges(deps: { feed: ChangeFeed }) {
  // By payload: an account's changes (`account:<id>`) and a trader's new notifications (`notice:<user id>`).
  const listeners = new Map<string, Set<AccountChangeListener>>();
  let closed = false;

  const tell = (payload: string) => {
    for (const listener of listeners.get(payload) ?? []) listener();
  };
  deps.feed.subscribe({
    change(payload, local) {
      // This instance's own announcement comes before the database's; dashboards are told once, by the latter.
      if (!local && (payload.startsWith('account:') || payload.startsWith('notice:'))) tell(payload);
    },
    reset() {
      for (const payload of [...listeners.keys()]) tell(payload);
    },
  });

  const listen = async (payload: string, listener: AccountChangeListener): Promise<() => void> => {
    if (closed || !deps.feed.live) throw new Error('account changes are not heard: the change feed is down');
    let set = listeners.get(payload);
    if (!set) listeners.set(payload, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && listeners.get(payload) === set) listeners.delete(payload);
    };
  };

  return {
    /**
     * After a statement of the ingestion's transaction sent `notifyCall` (its save): every instance
     * hears of it once the transaction commits, and this one's caches forget the account before the push answers
     *.
     */
    notified(tx: Queryable, accountId: string): void {
      announceWrite(deps.feed, tx, accountPayload(accountId));
    },

    /**
     * Calls `listener` after each committed change of the account. Rejects when this instance does not hear the
     * database's announcements now (the feed reconnects in the background), so the caller can say so instead of
     * promising pushes it will not get.
     */
    subscribe: (accountId: string, listener: AccountChangeListener) => listen(accountPayload(accountId), listener),

    /** Calls `listener` after each committed notification of the trader shown in the app (and on a reset). */
    subscribeNotices: (userId: string, listener: AccountChangeListener) => listen(noticePayload(userId), listener),

    /** How many dashboards listen to an account on this instance (tests, metrics); notices are not counted. */
    get listening(): number {
      let n = 0;
      for (const [payload, set] of listeners) if (payload.startsWith('account:')) n += set.size;
      return n;
    },

    /** How many streams listen to a trader's notices on this instance (tests). */
    get listeningToNotices(): number {
      let n = 0;
      for (const [payload, set] of listeners) if (payload.startsWith('notice:')) n += set.size;
      return n;
    },

    async stop(): Promise<void> {
      closed = true;
      listeners.clear();
    },
  };
}
export type AccountChanges = ReturnType<typeof createAccountChanges>;
