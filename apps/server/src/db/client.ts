import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './db-unavailable.ts';

/**
 * The one place that knows which driver runs: embedded PGlite by default, PostgreSQL when a URL is given.
 * Both speak the same SQL; repositories see only `Queryable` (docs/decisions/003-database.md).
 */
export type Queryable = {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<T[]>;
  /**
   * Inside a transaction only: runs `fn` once the transaction has committed, before `transaction()` resolves
   * (never when it rolls back). Writers use it to forget what this instance keeps in memory before they answer
   * (lib/local-changes.ts). Absent outside a transaction, where a statement commits on its own.
   */
  afterCommit?(fn: () => void): void;
};

export type QueryOptions = {
  /**
   * PostgreSQL: run it as a named prepared statement, parsed and planned once per connection instead of on every
   * call. For the hot reads only, whose SQL names its columns: a statement prepared before a
   * migration changes a table it reads may fail until the connection is replaced. PGlite ignores it.
   */
  prepare?: boolean;
};

/** The name of a prepared statement: derived from its text, so one SQL is one statement on every connection. */
const statementName = (sql: string) => `p_${createHash('sha1').update(sql).digest('base64url')}`;

export type Db = Queryable & {
  readonly dialect: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction; everything it writes lands together or not at all. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * A connection of its own, outside the pool, for session state that must outlive one call (an advisory lock
   * held while this instance leads, lib/leader-lock.ts). PGlite has one session, so it is that session.
   */
  dedicated(): Promise<DedicatedConnection>;
  /**
   * Listens to a notification channel (`pg_notify`) on a connection of its own, outside the pool; PGlite has one
   * session, so it is that session. `onLost` is told once when the connection ends or fails: notifications sent
   * after that are missed, so whoever relies on them must stop trusting what it kept (lib/change-feed.ts).
   */
  listen(channel: string, onNotify: (payload: string) => void, onLost: () => void): Promise<Listener>;
  close(): Promise<void>;
};

export type Listener = { close(): Promise<void> };

/** The application_name of a PostgreSQL connection listening to `channel` (at most 63 characters are kept). */
export const listenerName = (channel: string) => `listen:${channel}`.slice(0, 63);

/** A channel name as a quoted identifier (LISTEN takes an identifier, pg_notify a string). */
const quotedChannel = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

export type DedicatedConnection = Queryable & {
  /** True once the connection ended or failed: its session, and every lock it held, is gone. */
  readonly lost: boolean;
  /**
   * LISTEN on `channel` on this connection: `onPayload` hears every NOTIFY on it (sent by any instance, once its
   * transaction commits). On PostgreSQL a notification sent while the connection was down is not heard.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
};

/** Told about a connection PostgreSQL ended outside any call (failover, restart, idle timeout, an admin). */
export type DbErrorListener = (error: Error) => void;

export type PostgresOptions = {
  url: string;
  schema?: string | undefined;
  maxConnections?: number | undefined;
  /** How long a call waits for a connection (a new one, or a free one of the pool) before failing. */
  connectTimeoutMs?: number | undefined;
  /** An unused connection is closed after this long (0: never). */
  idleTimeoutMs?: number | undefined;
  /** Shown in pg_stat_activity, so the connections of one process can be told apart. */
  applicationName?: string | undefined;
  onError?: DbErrorListener | undefined;
};

export type PgliteOptions = {
  dataDir?: string | undefined;
  /** Starts from this dump of a data directory (`dumpDataDir`) instead of an empty database: tests copy a template. */
  loadDataDir?: Blob | undefined;
};

export type DbOptions = ({ kind: 'pglite' } & PgliteOptions) | ({ kind: 'postgres' } & PostgresOptions);

/** What a deployment's settings say of its database (src/config.ts). */
export type DbSettings = {
  databaseUrl: string | undefined;
  dataDir: string;
  dbConnectTimeoutMs?: number | undefined;
  dbIdleTimeoutMs?: number | undefined;
};

/** The database the settings name: PostgreSQL at DATABASE_URL, else the embedded PGlite in DATA_DIR/pglite. */
export function configuredDb(settings: DbSettings, onError?: DbErrorListener): DbOptions {
  return settings.databaseUrl
    ? {
        kind: 'postgres',
        url: settings.databaseUrl,
        connectTimeoutMs: settings.dbConnectTimeoutMs,
        idleTimeoutMs: settings.dbIdleTimeoutMs,
        onError,
      }
    : { kind: 'pglite', dataDir: `${settings.dataDir}/pglite` };
}

export async function openDb(options: DbOptions): Promise<Db> {
  return options.kind === 'pglite' ? openPglite(options) : openPostgres(options);
}

async function openPglite({ dataDir, loadDataDir }: PgliteOptions): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return pgliteDb(await createPglite({ ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}) }));
}

/**
 * A PGlite instance with the extensions the migrations create (pg_trgm, the console's substring search): PGlite
 * ships them as contrib bundles, loaded here so that `create extension` finds them. Loaded only when the embedded
 * database is used: a server on PostgreSQL never holds PGlite's code.
 */
export async function createPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PGlite> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

/** A PGlite instance as a `Db` (closing it closes the instance). */
export function pgliteDb(db: PGlite): Db {
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const res = await q.query<T>(sql, [...params]);
      return res.rows;
    },
  });
  return {
    dialect: 'pglite',
    ...wrap(db),
    transaction: async (fn) => {
      const committed: (() => void)[] = [];
      const result = await db.transaction((tx) => fn({ ...wrap(tx), afterCommit: (f) => committed.push(f) }));
      for (const f of committed) f();
      return result;
    },
    exec: async (sql) => {
      await db.exec(sql);
    },
    async listen(channel, onNotify) {
      const unlisten = await db.listen(quotedChannel(channel), onNotify);
      return { close: () => unlisten().catch(() => undefined) };
    },
    dedicated: async () => ({
      ...wrap(db),
      lost: false,
      listen: async (channel, onPayload) => {
        await db.listen(channel, onPayload);
      },
      close: async () => undefined,
    }),
    close: () => db.close(),
  };
}

/**
 * A statement's result through the driver's callback form. With its promise form the rows of every result outlived
 * two collections of V8's young generation and were promoted to the old one (300,000 rows read by position: 256 MB
 * promoted against 17 MB), so a long export grew the server's memory by hundreds of megabytes before a full
 * collection found them (bench/export-memory.bench.ts, decision 088).
 */
const answer = (client: pg.PoolClient, config: pg.QueryConfig) =>
  new Promise<pg.QueryResult>((resolve, reject) =>
    client.query(config, (error: Error | null, result: pg.QueryResult) => (error ? reject(error) : resolve(result))),
  );

async function openPostgres(options: PostgresOptions): Promise<Db> {
  const onError = options.onError ?? (() => undefined);
  const connectionSettings = {
    ...(options.applicationName ? { application_name: options.applicationName } : {}),
    // Tests isolate each suite in its own schema; production uses the default search path.
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  };
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    // While the database is away a call fails after this wait (and answers -8) instead of hanging; it also
    // bounds the wait for a free connection when every one is busy.
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    idleTimeoutMillis: options.idleTimeoutMs ?? 30_000,
    // A peer that vanished without a word (failover, a cut network) is noticed instead of waited on forever.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...connectionSettings,
  });
  /** A connection of its own, outside the pool, with the pool's timeout, keep-alive and settings. */
  const singleClient = (overrides: { application_name?: string } = {}) =>
    new pg.Client({
      connectionString: options.url,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      ...connectionSettings,
      ...overrides,
    });
  // An idle connection that PostgreSQL ends is reported here, after the pool has already dropped it. Without
  // a listener the EventEmitter throws it as an uncaught exception and the process stops.
  pool.on('error', (error) => onError(error));

  /**
   * A client of the pool for one use. While we hold it the pool does not listen to it, so we do: a connection
   * ended between two statements would otherwise be an uncaught 'error' event. A client whose connection
   * failed is destroyed on release, never handed to the next caller.
   */
  async function withClient<T>(use: (client: pg.PoolClient, fail: (error: Error) => void) => Promise<T>): Promise<T> {
    let broken: Error | undefined;
    const fail = (error: Error) => {
      broken ??= error;
    };
    const onClientError = (error: Error) => {
      fail(error);
      onError(error);
    };
    const client = await new Promise<pg.PoolClient>((resolve, reject) => {
      // The callback form, not the promise: the listener must be on before this tick ends. A backend ended
      // during start-up sends its FATAL in the same packet as ReadyForQuery, and the pool has already taken
      // its own listener off by the time an awaiting caller would run.
      pool.connect((error, acquired) => {
        // Whatever stops a connection from opening (refused, timed out, database starting or gone, the pool
        // exhausted for too long) is the database being unavailable, not a fault of the call.
        if (error || !acquired) return reject(new DatabaseUnavailableError(error));
        acquired.on('error', onClientError);
        resolve(acquired);
      });
    });
    try {
      return await use(client, fail);
    } catch (error) {
      if (isDatabaseUnavailable(error)) fail(error as Error);
      throw error;
    } finally {
      client.off('error', onClientError);
      client.release(broken);
    }
  }

  const statementNames = new Map<string, string>();
  const rows = async <T>(client: pg.PoolClient, sql: string, params: readonly unknown[], options?: QueryOptions) => {
    let name = options?.prepare ? statementNames.get(sql) : undefined;
    if (options?.prepare && !name) statementNames.set(sql, (name = statementName(sql)));
    try {
      return (await answer(client, { ...(name ? { name } : {}), text: sql, values: [...params] })).rows as T[];
    } catch (error) {
      // The driver's error carries the socket's stack; this one leads back to the caller's awaits.
      if (error instanceof Error) Error.captureStackTrace(error);
      throw error;
    }
  };

  const db: Db = {
    dialect: 'postgres',
    query: (sql, params = [], options) => withClient((client) => rows(client, sql, params, options)),
    transaction: (fn) =>
      withClient(async (client, fail) => {
        await client.query('BEGIN');
        const committed: (() => void)[] = [];
        // Statements called before the previous one answered (ingestion sends a batch's statements so, decision
        // 036) go out in call order, each once the previous one has answered: the driver deprecates a query
        // started while another runs on the same client. None goes out once the transaction is ending.
        let previous: Promise<unknown> = Promise.resolve();
        let ending = false;
        const inOrder = <T>(run: () => Promise<T>): Promise<T> => {
          const next = previous.then(() => {
            if (ending) throw new Error('statement sent after its transaction ended');
            return run();
          });
          previous = next.catch(() => undefined);
          return next;
        };
        try {
          const result = await fn({
            query: <T>(sql: string, params: readonly unknown[] = [], options?: QueryOptions) =>
              inOrder(() => rows<T>(client, sql, params, options)),
            afterCommit: (f) => committed.push(f),
          });
          await previous;
          ending = true;
          // A statement that failed unheard (never awaited) aborted the transaction; PostgreSQL then answers COMMIT
          // with ROLLBACK and no error: that must not pass for committed.
          const commit = await client.query('COMMIT');
          if (commit.command === 'ROLLBACK') throw new Error('the transaction was rolled back at commit');
          for (const f of committed) f();
          return result;
        } catch (error) {
          ending = true;
          await previous;
          // A lost connection has rolled back on its own (the server aborts it); one that cannot even roll back
          // is in an unknown state. Either is destroyed, not reused.
          if (isDatabaseUnavailable(error)) fail(error as Error);
          else await client.query('ROLLBACK').catch(fail);
          throw error;
        }
      }),
    exec: async (sql) => {
      await withClient((client) => client.query(sql));
    },
    dedicated: async () => {
      const client = singleClient();
      let lost = false;
      // An ended connection would otherwise be an uncaught 'error' event; its holder learns of it from `lost`.
      client.on('error', (error) => {
        lost = true;
        onError(error);
      });
      client.on('end', () => {
        lost = true;
      });
      try {
        await client.connect();
      } catch (error) {
        await client.end().catch(() => undefined);
        throw new DatabaseUnavailableError(error);
      }
      return {
        get lost() {
          return lost;
        },
        async query<T>(sql: string, params: readonly unknown[] = []) {
          try {
            return (await client.query(sql, [...params])).rows as T[];
          } catch (error) {
            if (isDatabaseUnavailable(error)) lost = true;
            throw error;
          }
        },
        async listen(channel: string, onPayload: (payload: string) => void) {
          client.on('notification', (n) => {
            if (n.channel === channel) onPayload(n.payload ?? '');
          });
          try {
            await client.query(`listen ${client.escapeIdentifier(channel)}`);
          } catch (error) {
            lost = true;
            throw isDatabaseUnavailable(error) ? error : new DatabaseUnavailableError(error);
          }
        },
        async close() {
          lost = true;
          await client.end().catch(() => undefined);
        },
      };
    },
    async listen(channel, onNotify, onLost) {
      // Named after its channel, so the instances listening to it can be counted (lib/change-feed.ts).
      const client = singleClient({ application_name: listenerName(channel) });
      let closing = false;
      let lost = false;
      const lose = () => {
        if (lost || closing) return;
        lost = true;
        onLost();
      };
      // An ended connection would otherwise be an uncaught 'error' event; the listener learns of it from onLost.
      client.on('error', (error) => {
        onError(error);
        lose();
      });
      client.on('end', lose);
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      try {
        await client.connect();
        await client.query(`listen ${quotedChannel(channel)}`);
      } catch (error) {
        closing = true;
        await client.end().catch(() => undefined);
        throw new DatabaseUnavailableError(error);
      }
      return {
        async close() {
          closing = true;
          await client.end().catch(() => undefined);
        },
      };
    },
    close: () => pool.end(),
  };
  await db.query('select 1');
  return db;
}
