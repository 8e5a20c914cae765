import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The one place that knows which driver runs: embedded PGlite by default, PostgreSQL when a URL is given.
 * Both speak the same SQL; repositories see only `Queryable` (docs/decisions/003-database.md).
 */
export type Queryable = {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
};

export type Db = Queryable & {
  readonly dialect: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction; everything it writes lands together or not at all. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
};

export type DbOptions =
  | { kind: 'pglite'; dataDir?: string | undefined }
  | { kind: 'postgres'; url: string; schema?: string | undefined; maxConnections?: number | undefined };

export async function openDb(options: DbOptions): Promise<Db> {
  return options.kind === 'pglite' ? openPglite(options.dataDir) : openPostgres(options);
}

async function openPglite(dataDir: string | undefined): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const res = await q.query<T>(sql, [...params]);
      return res.rows;
    },
  });
  return {
    dialect: 'pglite',
    ...wrap(db),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    exec: async (sql) => {
      await db.exec(sql);
    },
    close: () => db.close(),
  };
}

async function openPostgres(options: {
  url: string;
  schema?: string | undefined;
  maxConnections?: number | undefined;
}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    // Tests isolate each suite in its own schema; production uses the default search path.
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  const wrap = (q: { query: pg.Pool['query'] }): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const res = await q.query(sql, [...params]);
      return res.rows as T[];
    },
  });
  await pool.query('select 1');
  return {
    dialect: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client as unknown as { query: pg.Pool['query'] }));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
