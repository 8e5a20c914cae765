import type { Db, Listener } from '../db/client.ts';

/** What a cache does with the feed: forget what a notification names; forget everything when told to reset. */
export type ChangeHandler = { change(payload: string): void; reset(): void };

/**
 * The database's announcements of changes to what instances keep in memory (sessions, brands), heard on a
 * connection of this instance's own: migration 0025's triggers notify `portal_cache:<schema>` at every commit
 * that changes them, so every instance hears of a change however and wherever it was made (decision 020).
 *
 * A cache may keep an entry only while the feed is `live`: while the connection is down notifications are
 * missed, so the caches are reset on loss and again on reconnection, and keep nothing in between (every call
 * then reads the database). `generation` changes with every notification and reset: a value read from the
 * database is kept only when the generation is the same after the read as before it, so a change announced while
 * the read was under way is never hidden by it.
 */
export type ChangeFeed = {
  readonly live: boolean;
  readonly generation: number;
  subscribe(handler: ChangeHandler): void;
  /** Starts listening; a first failure is retried in the background, never failing the start. */
  start(): Promise<void>;
  stop(): Promise<void>;
};

export function createChangeFeed(deps: {
  db: Db;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  retryMs?: number;
}): ChangeFeed {
  const retryMs = deps.retryMs ?? 1000;
  const handlers: ChangeHandler[] = [];
  let live = false;
  let generation = 0;
  let stopped = false;
  let listener: Listener | undefined;
  let retry: NodeJS.Timeout | undefined;
  let connecting: Promise<void> | undefined;

  const reset = () => {
    generation += 1;
    for (const h of handlers) h.reset();
  };

  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, retryMs);
    retry.unref();
  };

  const lost = () => {
    if (!live) return;
    live = false;
    listener = undefined;
    reset();
    deps.log.warn({}, 'cache notifications lost: caches off until the connection is back');
    schedule();
  };

  async function connect(): Promise<void> {
    if (stopped || live) return;
    connecting ??= (async () => {
      try {
        const [row] = await deps.db.query<{ schema: string }>('select current_schema() as schema');
        const opened = await deps.db.listen(
          `portal_cache:${row!.schema}`,
          (payload) => {
            generation += 1;
            for (const h of handlers) h.change(payload);
          },
          lost,
        );
        if (stopped) {
          await opened.close();
          return;
        }
        listener = opened;
        // Whatever was read before now may have changed unheard: start empty.
        reset();
        live = true;
      } catch (err) {
        deps.log.warn({ err }, 'cache notifications not available: retrying');
        schedule();
      } finally {
        connecting = undefined;
      }
    })();
    return connecting;
  }

  return {
    get live() {
      return live;
    },
    get generation() {
      return generation;
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    start: connect,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await connecting;
      live = false;
      reset();
      await listener?.close();
      listener = undefined;
    },
  };
}
