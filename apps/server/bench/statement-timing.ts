import { performance } from 'node:perf_hooks';
import type { Db, Queryable } from '../src/db/client.ts';

type Tally = { count: number; ms: number[] };

/**
 * A timing wrapper around the database calls (BENCH_STATEMENTS=1 in dashboard.bench.ts): while recording, every
 * statement is counted and timed by its first words, and each transaction's time outside its statements (BEGIN,
 * COMMIT with its WAL flush, the Node work between statements) is kept apart. How decision 026 found where a live
 * push spends its time.
 */
export function timeStatements(db: Db) {
  const tallies = new Map<string, Tally>();
  let recording = false;
  let transactions = 0;
  const note = (key: string, ms: number) => {
    let t = tallies.get(key);
    if (!t) tallies.set(key, (t = { count: 0, ms: [] }));
    t.count++;
    t.ms.push(ms);
  };
  const keyOf = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 70);
  /**
   * A statement sent while the previous one of its transaction is still running waits on the connection (ingestion
   * sends several without waiting for each reply): it is counted from the previous one's reply.
   */
  const wrap = <Q extends Queryable>(q: Q, inside: { ms: number; lastEnd: number } | null): Q => ({
    ...q,
    async query(sql: string, params?: readonly unknown[], options?: Parameters<Queryable['query']>[2]) {
      const sent = performance.now();
      try {
        return await q.query(sql, params, options);
      } finally {
        const end = performance.now();
        const ms = end - Math.max(sent, inside?.lastEnd ?? 0);
        if (inside) inside.lastEnd = end;
        if (recording) note(keyOf(sql), ms);
        if (inside) inside.ms += ms;
      }
    },
  });
  const timed: Db = {
    ...wrap(db, null),
    dialect: db.dialect,
    exec: (sql) => db.exec(sql),
    dedicated: () => db.dedicated(),
    listen: (channel, onNotify, onLost) => db.listen(channel, onNotify, onLost),
    close: () => db.close(),
    async transaction(fn) {
      const inside = { ms: 0, lastEnd: 0 };
      const s = performance.now();
      try {
        return await db.transaction((tx) => fn(wrap(tx, inside)));
      } finally {
        if (recording) {
          transactions++;
          note('(transaction: begin, commit, time between statements)', performance.now() - s - inside.ms);
        }
      }
    },
  };
  return {
    db: timed,
    record(on: boolean) {
      recording = on;
    },
    /** Forgets what was counted (the bulk phase's tally, then the live pushes'). */
    reset() {
      tallies.clear();
      transactions = 0;
    },
    /** Statements per push and each one's median, in the order first seen. */
    report(pushes: number): string[] {
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
      const lines = [...tallies].map(
        ([key, t]) =>
          `${(t.count / pushes).toFixed(2).padStart(6)} a push, median ${median(t.ms).toFixed(3)} ms, ` +
          `total ${t.ms.reduce((a, b) => a + b, 0).toFixed(0)} ms  ${key}`,
      );
      return [`${pushes} pushes, ${transactions} transactions:`, ...lines];
    },
  };
}
