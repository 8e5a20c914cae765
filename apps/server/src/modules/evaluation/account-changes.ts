import type { FastifyBaseLogger } from 'fastify';
import type { Db, DedicatedConnection, Queryable } from '../../db/client.ts';

/** The channel ingestion notifies on; the payload is the account's id. */
export const ACCOUNT_CHANGES_CHANNEL = 'portal_account_changed';
const RECONNECT_MS = 2000;

export type AccountChangeListener = () => void;

/**
 * Which accounts' figures just changed, told to every server instance (docs/decisions/021-ingestion-and-live-
 * push.md): ingestion sends `pg_notify` inside its transaction, so PostgreSQL delivers it when (and only when)
 * the batch commits, to every instance LISTENing on the channel, whichever one took the push. Each instance keeps
 * one LISTEN connection, opened when its first dashboard subscribes; a dashboard that subscribes costs nothing
 * until a change arrives. When that connection is lost, notifications sent meanwhile are lost with it: on
 * reconnecting every subscriber is told "changed", so each dashboard reads its figures again once.
 */
export function createAccountChanges(deps: { db: Db; log: FastifyBaseLogger }) {
  const listeners = new Map<string, Set<AccountChangeListener>>();
  let connection: DedicatedConnection | undefined;
  let connecting: Promise<void> | undefined;
  let watchdog: ReturnType<typeof setInterval> | undefined;
  let closed = false;
  let failing = false;

  const tell = (accountId: string) => {
    for (const listener of listeners.get(accountId) ?? []) listener();
  };
  const tellEveryone = () => {
    for (const accountId of listeners.keys()) tell(accountId);
  };

  async function connect(): Promise<void> {
    const c = await deps.db.dedicated();
    try {
      await c.listen(ACCOUNT_CHANGES_CHANNEL, tell);
    } catch (error) {
      await c.close();
      throw error;
    }
    connection = c;
    if (failing) deps.log.info('account changes: listening again');
    failing = false;
  }

  /** Opens the LISTEN connection if none is open; a lost one is replaced (and every subscriber told). */
  function ensure(): Promise<void> {
    if (closed || (connection && !connection.lost)) return Promise.resolve();
    const wasLost = connection?.lost === true;
    if (wasLost) {
      void connection!.close();
      connection = undefined;
    }
    connecting ??= connect()
      .then(() => {
        if (wasLost) tellEveryone();
      })
      .catch((err: unknown) => {
        if (!failing) deps.log.warn({ err }, 'account changes: cannot listen (dashboards fall back to polling)');
        failing = true;
        throw err;
      })
      .finally(() => {
        connecting = undefined;
      });
    return connecting;
  }

  return {
    /** Inside the ingestion's transaction: every instance hears of it once the transaction commits. */
    async notify(tx: Queryable, accountId: string): Promise<void> {
      await tx.query('select pg_notify($1, $2)', [ACCOUNT_CHANGES_CHANNEL, accountId]);
    },

    /**
     * Calls `listener` after each committed change of the account. Resolves once this instance listens (rejects
     * when it cannot, so the caller can say so instead of promising pushes it will not get).
     */
    async subscribe(accountId: string, listener: AccountChangeListener): Promise<() => void> {
      let set = listeners.get(accountId);
      if (!set) listeners.set(accountId, (set = new Set()));
      set.add(listener);
      const unsubscribe = () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(accountId) === set) listeners.delete(accountId);
      };
      try {
        await ensure();
      } catch (error) {
        unsubscribe();
        throw error;
      }
      // A lost connection is noticed within a couple of seconds and replaced while anyone listens.
      watchdog ??= setInterval(() => {
        if (listeners.size > 0) ensure().catch(() => undefined);
      }, RECONNECT_MS);
      watchdog.unref();
      return unsubscribe;
    },

    /** How many listeners this instance has (tests, metrics). */
    get listening(): number {
      let n = 0;
      for (const set of listeners.values()) n += set.size;
      return n;
    },

    async stop(): Promise<void> {
      closed = true;
      clearInterval(watchdog);
      listeners.clear();
      await connecting?.catch(() => undefined);
      await connection?.close();
      connection = undefined;
    },
  };
}
export type AccountChanges = ReturnType<typeof createAccountChanges>;
