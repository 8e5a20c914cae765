import { randomUUID } from 'node:crypto';
import { listenerName, type Db, type Listener, type Queryable } from '../db/client.ts';

/**
 * What a cache does with the feed: forget what a notification names; forget everything when told to reset.
 * `local` marks this instance's own announcement of a write (`announce`), which the database's follows.
 */
export type ChangeHandler = { change(payload: string, local: boolean): void; reset(): void };

/**
 * The database's announcements of changes to what instances keep in memory (sessions, brands), heard on a
 * connection of this instance's own: migration 0025's triggers notify `portal_cache:<schema>` at every commit
 * that changes them, so every instance hears of a change however and wherever it was made.
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
  /**
   * A change this instance made itself, told to its own caches at once, as if the database had announced it
   *. The database's notification of the same change may arrive after the writer has answered; a
   * writer announces it before answering, so a read after the answer on this instance never sees what it replaced.
   */
  announce(payload: string): void;
  /**
   * Resolves once every instance listening has heard every change committed before the call: a marker sent through
   * the channel reaches each of them after those changes (PostgreSQL delivers notifications in commit order), each
   * answers it, and the call waits for as many answers as there are listening connections. A revocation awaits it
   * before answering, so its answer never overtakes the revocation anywhere. Bounded: gives up after a second (an
   * instance that cannot answer has lost its connection, and with it everything it kept).
   */
  settled(): Promise<void>;
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
  let channel = '';
  const markers = new Map<string, () => void>();

  const reset = () => {
    generation += 1;
    for (const h of handlers) h.reset();
  };
  const change = (payload: string, local: boolean) => {
    generation += 1;
    for (const h of handlers) h.change(payload, local);
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
        channel = `portal_cache:${row!.schema}`;
        const opened = await deps.db.listen(
          channel,
          (payload) => {
            if (payload.startsWith('ack:')) return markers.get(`sync:${payload.slice(4)}`)?.();
            if (payload.startsWith('sync:')) {
              const mine = markers.get(payload);
              if (mine) return mine();
              // Another instance's marker: everything committed before it has been heard here, say so.
              void deps.db
                .query('select pg_notify($1, $2)', [channel, `ack:${payload.slice(5)}`])
                .catch(() => undefined);
              return;
            }
            change(payload, false);
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
    announce: (payload) => change(payload, true),
    async settled() {
      if (!live) return;
      const marker = `sync:${randomUUID()}`;
      let timer: NodeJS.Timeout | undefined;
      let listening = 1;
      let answers = 0;
      const heard = new Promise<void>((resolve) => {
        markers.set(marker, () => {
          answers += 1;
          if (answers >= listening) resolve();
        });
        timer = setTimeout(resolve, 1000);
      });
      try {
        if (deps.db.dialect === 'postgres') {
          const [row] = await deps.db.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where application_name = $1',
            [listenerName(channel)],
          );
          listening = Math.max(1, row?.n ?? 1);
        }
        await deps.db.query('select pg_notify($1, $2)', [channel, marker]);
        await heard;
      } catch {
        // The database is away: whatever reads it next fails too, and the feed resets when it hears of the loss.
      } finally {
        clearTimeout(timer);
        markers.delete(marker);
      }
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

/**
 * Announces a write made through `q` to this instance's caches (`feed.announce`): inside a transaction once it has
 * committed (never for one that rolls back), otherwise at once (the statement has committed when it returns).
 * Call it after the write's statement: a read that raced the write is then either dropped or not kept.
 */
export function announceWrite(feed: Pick<ChangeFeed, 'announce'>, q: Queryable, payload: string): void {
  if (q.afterCommit) q.afterCommit(() => feed.announce(payload));
  else feed.announce(payload);
}
