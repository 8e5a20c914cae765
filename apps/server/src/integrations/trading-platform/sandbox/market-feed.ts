import type { Queryable } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { INSTRUMENTS, instrument, nextMid, quoteOf, seededRandom, type Quote } from '../../../domain/market/index.ts';

export type ChartPoint = { time: number; value: number };

const HISTORY_POINTS = 900;
const BACKFILL_STEP_MS = 1000;

/**
 * The sandbox market's prices: one geometric random walk per instrument (domain/market), stepped by the ticker
 * with the time that passed, seeded so tests see the same prices every run. The last mid of each instrument is
 * stored (sandbox_quotes), so prices carry on from where they were after a restart. A short history of mids,
 * one point per step, feeds the terminal's chart; after a start it is back-filled with a walk that ends at the
 * stored price, so the chart is never empty. With several server instances only the leader walks (market-ticker.ts);
 * the others `refresh` from the stored prices, so every instance quotes the same price.
 */
export function createMarketFeed(deps: { db: Queryable; clock: Clock; seed: number }) {
  const random = seededRandom(deps.seed);
  const mids = new Map<string, number>();
  const history = new Map<string, ChartPoint[]>();
  let lastStep = 0;
  let loading: Promise<void> | undefined;

  function backfill(symbol: string, mid: number, now: number): ChartPoint[] {
    const inst = instrument(symbol)!;
    const walk: number[] = [mid];
    for (let i = 1; i < 300; i++) walk.push(nextMid(inst, walk[i - 1]!, BACKFILL_STEP_MS, random));
    // The walk read backwards from the current price: it ends exactly at `mid`.
    return walk.reverse().map((value, i) => ({ time: now - (walk.length - 1 - i) * BACKFILL_STEP_MS, value }));
  }

  async function load(): Promise<void> {
    const rows = await deps.db.query<{ symbol: string; mid: number; quoted_at: Date }>(
      'select symbol, mid, quoted_at from sandbox_quotes',
    );
    const stored = new Map(rows.map((r) => [r.symbol, r]));
    const now = deps.clock.now().getTime();
    for (const inst of INSTRUMENTS) {
      const mid = stored.get(inst.symbol)?.mid ?? inst.startPrice;
      mids.set(inst.symbol, mid);
      history.set(inst.symbol, backfill(inst.symbol, mid, now));
    }
    lastStep = now;
  }

  /** Takes the stored prices when they are newer than ours: another instance (the leader) stepped them. */
  async function refresh(): Promise<boolean> {
    const rows = await deps.db.query<{ symbol: string; mid: number; quoted_at: Date }>(
      'select symbol, mid, quoted_at from sandbox_quotes',
    );
    const at = Math.max(...rows.map((r) => r.quoted_at.getTime()));
    // Our own last step reads back as equal: nothing to take (and a price set by a test stays).
    if (!(at > lastStep)) return false;
    lastStep = at;
    for (const r of rows) {
      if (!instrument(r.symbol)) continue;
      mids.set(r.symbol, r.mid);
      const points = history.get(r.symbol)!;
      points.push({ time: r.quoted_at.getTime(), value: r.mid });
      if (points.length > HISTORY_POINTS) points.splice(0, points.length - HISTORY_POINTS);
    }
    return true;
  }

  const quoteAt = (symbol: string): Quote | undefined => {
    const inst = instrument(symbol);
    const mid = mids.get(symbol);
    return inst && mid !== undefined ? quoteOf(inst, mid, lastStep) : undefined;
  };

  return {
    /** Loads the stored prices once; every other call waits for it. */
    ready(): Promise<void> {
      loading ??= load();
      return loading;
    },
    /** Follows the leader: the stored prices, if newer (each tick of a follower, and before a fill). */
    async refresh(): Promise<boolean> {
      await this.ready();
      return refresh();
    },
    /** Moves every price by the time passed since the last step, and stores the new prices. */
    async step(): Promise<void> {
      await this.ready();
      const now = deps.clock.now().getTime();
      const dt = now - lastStep;
      if (dt <= 0) return;
      lastStep = now;
      for (const inst of INSTRUMENTS) {
        const mid = nextMid(inst, mids.get(inst.symbol)!, dt, random);
        mids.set(inst.symbol, mid);
        const points = history.get(inst.symbol)!;
        points.push({ time: now, value: mid });
        if (points.length > HISTORY_POINTS) points.splice(0, points.length - HISTORY_POINTS);
      }
      const symbols = INSTRUMENTS.map((i) => i.symbol);
      await deps.db.query(
        `insert into sandbox_quotes (symbol, mid, quoted_at)
         select s, m, $3 from unnest($1::text[], $2::float8[]) as t(s, m)
         on conflict (symbol) do update set mid = excluded.mid, quoted_at = excluded.quoted_at`,
        [symbols, symbols.map((s) => mids.get(s)!), new Date(now)],
      );
    },
    quote: quoteAt,
    quotes(): Quote[] {
      return INSTRUMENTS.map((i) => quoteAt(i.symbol)!).filter(Boolean);
    },
    history(symbol: string): ChartPoint[] {
      return history.get(symbol) ?? [];
    },
    /** Sets a price (tests: make a stop loss or take profit trigger). */
    setMid(symbol: string, mid: number): void {
      mids.set(symbol, mid);
    },
  };
}
export type MarketFeed = ReturnType<typeof createMarketFeed>;
