/**
 * The balance and equity chart kept incrementally (docs/decisions/010-challenge-evaluation.md): each sample
 * (balance and equity after an event) updates one bucket per stored width; a chart reads the one width whose
 * buckets are just finer than the points asked for and merges them into at most that many points, so a
 * chart costs the same at ten trades and at a hundred thousand.
 */
// 1 min, 5 min, 15 min, 1 h, 4 h, 12 h, 1 day, 3 days, 1 week: each at most 5 times the one below it, so a chart
// reads at most about 5 buckets per point it returns.
export const BUCKET_WIDTHS_SECONDS = [60, 300, 900, 3600, 14_400, 43_200, 86_400, 259_200, 604_800] as const;

/**
 * The widths ingestion writes (docs/decisions/026-fewer-rows-per-event.md). 5 min, 3 days and 1 week are exact
 * unions of the buckets of a stored width (all widths are aligned to the epoch and 60 s divides 5 min, 1 day
 * divides 3 days and 1 week), so they are merged from them when read: the reply is the same, and ingestion drops
 * its busiest width but one (about a bucket per trade) for reading at most 5 to 7 stored buckets per bucket of
 * those widths, which only short spans (a few days) and accounts older than a year and a half plan.
 */
export const STORED_WIDTHS_SECONDS = [60, 900, 3600, 14_400, 43_200, 86_400] as const;

/** The stored width a planned width is read from: the widest stored one that divides it. */
export function storedWidthFor(width: number): number {
  return [...STORED_WIDTHS_SECONDS].reverse().find((w) => width % w === 0) ?? STORED_WIDTHS_SECONDS[0];
}

export type ChartSample = { time: number; balance: number; equity: number };

/** One bucket of one width; times in epoch milliseconds. */
export type BucketRow = {
  width_seconds: number;
  bucket_start: number;
  last_at: number;
  balance: number;
  equity: number;
  equity_min: number;
  equity_max: number;
};

/**
 * Buckets per stored segment (docs/decisions/030-chart-segments.md): each stored width's buckets are kept in rows
 * of 32 consecutive slots aligned to the epoch (32 min of 1 min buckets, 8 h of 15 min … 32 days of 1 day), so a
 * batch of a day's trades writes about sixty rows instead of about a thousand, a live push rewrites one short row
 * per width (128 slots made it read and rewrite 3 KB rows: 2 ms a push instead of 0.4), and a year's 4 h chart is
 * read as 69 rows instead of 2,190.
 */
export const SEGMENT_BUCKETS = 32;

/** The segment holding a bucket of a stored width: its start (epoch ms) and the bucket's slot in it. */
export function segmentOf(widthSeconds: number, bucketStartMs: number): { start: number; slot: number } {
  const widthMs = widthSeconds * 1000;
  const start = Math.floor(bucketStartMs / (widthMs * SEGMENT_BUCKETS)) * widthMs * SEGMENT_BUCKETS;
  return { start, slot: Math.round((bucketStartMs - start) / widthMs) };
}

/** A stored segment as read: its start (epoch ms) and its buckets' slots and values, in slot order. */
export type ChartSegment = {
  start_ms: number;
  slots: number[];
  last_ms: number[];
  balance: number[];
  equity: number[];
  equity_min: number[];
  equity_max: number[];
};

/** A segment starting at `startMs` with no bucket yet. */
export function emptySegment(startMs: number): ChartSegment {
  return { start_ms: startMs, slots: [], last_ms: [], balance: [], equity: [], equity_min: [], equity_max: [] };
}

/** One bucket of a segment: its slot and its values. */
export type SegmentBucket = {
  slot: number;
  last_ms: number;
  balance: number;
  equity: number;
  equity_min: number;
  equity_max: number;
};

/**
 * A stored segment (or none) with a batch's buckets of it merged in, as folding their samples after the stored
 * ones would give: per slot the later last sample's balance and equity (the batch's on a tie) and the lowest and
 * highest equity of both. Slots ascending.
 */
export function mergeIntoSegment(
  stored: ChartSegment | undefined,
  startMs: number,
  fresh: readonly SegmentBucket[],
): ChartSegment {
  const bySlot = new Map<number, SegmentBucket>();
  if (stored) {
    for (let i = 0; i < stored.slots.length; i++) {
      bySlot.set(stored.slots[i]!, {
        slot: stored.slots[i]!,
        last_ms: stored.last_ms[i]!,
        balance: stored.balance[i]!,
        equity: stored.equity[i]!,
        equity_min: stored.equity_min[i]!,
        equity_max: stored.equity_max[i]!,
      });
    }
  }
  for (const b of fresh) {
    const old = bySlot.get(b.slot);
    if (!old) {
      bySlot.set(b.slot, { ...b });
      continue;
    }
    old.equity_min = Math.min(old.equity_min, b.equity_min);
    old.equity_max = Math.max(old.equity_max, b.equity_max);
    if (b.last_ms >= old.last_ms) {
      old.last_ms = b.last_ms;
      old.balance = b.balance;
      old.equity = b.equity;
    }
  }
  const out = emptySegment(startMs);
  for (const b of [...bySlot.values()].sort((x, y) => x.slot - y.slot)) {
    out.slots.push(b.slot);
    out.last_ms.push(b.last_ms);
    out.balance.push(b.balance);
    out.equity.push(b.equity);
    out.equity_min.push(b.equity_min);
    out.equity_max.push(b.equity_max);
  }
  return out;
}

/** A batch's buckets of one segment: the stored width, the segment's start (epoch ms) and its buckets. */
export type SegmentBatch = { width: number; start: number; fresh: SegmentBucket[] };

/** A batch's buckets grouped by the stored segment they fall in, in the order first met. */
export function bucketsBySegment(rows: readonly BucketRow[]): SegmentBatch[] {
  const touched = new Map<string, SegmentBatch>();
  for (const r of rows) {
    const { start, slot } = segmentOf(r.width_seconds, r.bucket_start);
    const key = `${r.width_seconds}:${start}`;
    let t = touched.get(key);
    if (!t) touched.set(key, (t = { width: r.width_seconds, start, fresh: [] }));
    t.fresh.push(segmentBucketOf(r, slot));
  }
  return [...touched.values()];
}

/** A bucket row as it is kept in its segment's `slot`. */
export const segmentBucketOf = (r: BucketRow, slot: number): SegmentBucket => ({
  slot,
  last_ms: r.last_at,
  balance: r.balance,
  equity: r.equity,
  equity_min: r.equity_min,
  equity_max: r.equity_max,
});

/** What an int4 column stores as given (a bucket's balance and equity columns, migration 0032). */
const isInt4 = (v: number) => Number.isInteger(v) && v >= -2_147_483_648 && v <= 2_147_483_647;

/**
 * The segments of one stored width (in start order, as read) with a batch's buckets of that width merged in, as
 * the upsert merges them into the stored rows (`mergeIntoSegment`, the same function): the chart a read would find
 * once the batch's transaction has committed (docs/decisions/047-chart-kept-through-pushes.md). A new list; the
 * segments given are not changed. Undefined when a value is not one the columns store exactly as given (the
 * caller then reads the database instead).
 */
export function withBuckets(
  segments: readonly ChartSegment[],
  widthSeconds: number,
  rows: readonly BucketRow[],
): ChartSegment[] | undefined {
  const out = [...segments];
  for (const t of bucketsBySegment(rows)) {
    if (t.width !== widthSeconds) continue;
    for (const b of t.fresh) {
      if (!Number.isFinite(b.last_ms) || ![b.balance, b.equity, b.equity_min, b.equity_max].every(isInt4))
        return undefined;
    }
    // The first segment starting at or after the batch's: the stored one to merge into, or where it goes.
    let lo = 0;
    let hi = out.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (out[mid]!.start_ms < t.start) lo = mid + 1;
      else hi = mid;
    }
    const stored = out[lo]?.start_ms === t.start ? out[lo] : undefined;
    out.splice(lo, stored ? 1 : 0, mergeIntoSegment(stored, t.start, t.fresh));
  }
  return out;
}

/** Groups of a chart as columns (`foldGroups`): the first `count` entries of each; times in epoch milliseconds. */
export type ChartGroups = {
  count: number;
  last_ms: Float64Array;
  balance: Float64Array;
  equity: Float64Array;
  equity_min: Float64Array;
  equity_max: Float64Array;
};

/**
 * Segments of one stored width, added in start order, merged in one pass into groups `groupMs` wide, as merging
 * their buckets into the planned width (`widthMs`, a multiple of the stored one) and then into groups would: a
 * bucket's group is the one its planned-width bucket falls in. Keeping the last sample by time, the later one on a
 * tie, is the same in one pass as in two, so no bucket is built on the way. The groups are kept as columns, not an
 * object each: a cold 2,000-point read made 2,000 objects here only to copy them into the reply's
 * (docs/decisions/037-chart-reply-without-garbage.md). `capacity` bounds the groups (at most one per bucket added);
 * `add` takes the first `buckets` entries of a segment's arrays, so one segment's arrays can be reused for the next.
 */
export function foldGroups(storedWidthSeconds: number, widthMs: number, groupMs: number, capacity: number) {
  const storedMs = storedWidthSeconds * 1000;
  const g: ChartGroups = {
    count: 0,
    last_ms: new Float64Array(capacity),
    balance: new Float64Array(capacity),
    equity: new Float64Array(capacity),
    equity_min: new Float64Array(capacity),
    equity_max: new Float64Array(capacity),
  };
  let index = Number.NaN;
  return {
    add(s: ChartSegment, buckets = s.slots.length): void {
      for (let k = 0; k < buckets; k++) {
        const i = Math.floor((Math.floor((s.start_ms + s.slots[k]! * storedMs) / widthMs) * widthMs) / groupMs);
        const last = s.last_ms[k]!;
        if (i !== index || g.count === 0) {
          if (g.count === capacity) throw new RangeError(`more than ${capacity} chart groups`);
          index = i;
          const n = g.count++;
          g.last_ms[n] = last;
          g.balance[n] = s.balance[k]!;
          g.equity[n] = s.equity[k]!;
          g.equity_min[n] = s.equity_min[k]!;
          g.equity_max[n] = s.equity_max[k]!;
          continue;
        }
        const n = g.count - 1;
        if (last >= g.last_ms[n]!) {
          g.last_ms[n] = last;
          g.balance[n] = s.balance[k]!;
          g.equity[n] = s.equity[k]!;
        }
        g.equity_min[n] = Math.min(g.equity_min[n]!, s.equity_min[k]!);
        g.equity_max[n] = Math.max(g.equity_max[n]!, s.equity_max[k]!);
      }
    },
    groups: (): ChartGroups => g,
  };
}

/** The buckets of segments read in start order, in time order. */
export function bucketsOfSegments(segments: readonly ChartSegment[], widthSeconds: number): ChartBucket[] {
  const out: ChartBucket[] = [];
  const widthMs = widthSeconds * 1000;
  for (const s of segments) {
    for (let i = 0; i < s.slots.length; i++) {
      out.push({
        start_ms: s.start_ms + s.slots[i]! * widthMs,
        last_ms: s.last_ms[i]!,
        balance: s.balance[i]!,
        equity: s.equity[i]!,
        equity_min: s.equity_min[i]!,
        equity_max: s.equity_max[i]!,
      });
    }
  }
  return out;
}

/**
 * Folds samples (in time order) into one row per (stored width, bucket), ready for one upsert: width by width,
 * keyed by the bucket's start (a number, not a string built per sample and width: a batch of 1,000 events folds
 * about 700 samples into six widths).
 */
export function bucketsOf(samples: readonly ChartSample[]): BucketRow[] {
  const out: BucketRow[] = [];
  for (const width of STORED_WIDTHS_SECONDS) {
    const widthMs = width * 1000;
    const rows = new Map<number, BucketRow>();
    for (const s of samples) {
      const start = Math.floor(s.time / widthMs) * widthMs;
      const row = rows.get(start);
      if (!row) {
        rows.set(start, {
          width_seconds: width,
          bucket_start: start,
          last_at: s.time,
          balance: s.balance,
          equity: s.equity,
          equity_min: s.equity,
          equity_max: s.equity,
        });
      } else {
        row.equity_min = Math.min(row.equity_min, s.equity);
        row.equity_max = Math.max(row.equity_max, s.equity);
        if (s.time >= row.last_at) {
          row.last_at = s.time;
          row.balance = s.balance;
          row.equity = s.equity;
        }
      }
    }
    for (const row of rows.values()) out.push(row);
  }
  return out;
}

/**
 * How to read a chart of `points` over [from, to]: merge buckets into groups of `groupSeconds` (so that at
 * most `points` groups exist), reading the coarsest width not wider than a group.
 */
export function chartPlan(fromMs: number, toMs: number, points: number): { width: number; groupSeconds: number } {
  const spanSeconds = Math.max(0, (toMs - fromMs) / 1000);
  // k aligned groups of g seconds cover a span of s seconds with at most floor(s / g) + 2 groups.
  const groupSeconds = Math.max(BUCKET_WIDTHS_SECONDS[0], Math.ceil(spanSeconds / Math.max(1, points - 2)));
  const width = [...BUCKET_WIDTHS_SECONDS].reverse().find((w) => w <= groupSeconds) ?? BUCKET_WIDTHS_SECONDS[0];
  return { width, groupSeconds };
}

/** A bucket as the chart reads it; times in epoch milliseconds. */
export type ChartBucket = {
  start_ms: number;
  last_ms: number;
  balance: number;
  equity: number;
  equity_min: number;
  equity_max: number;
};

/**
 * Merges buckets (sorted by start, disjoint) into buckets `widthMs` wide aligned to the epoch: each keeps the last
 * balance and equity (by time) and the lowest and highest equity of what it merges. Merging the stored buckets
 * into a wider width and then into groups is the same as reading that width had it been stored.
 */
export function mergeBuckets(rows: readonly ChartBucket[], widthMs: number): ChartBucket[] {
  const out: ChartBucket[] = [];
  let current: ChartBucket | undefined;
  let index = Number.NaN;
  for (const r of rows) {
    const i = Math.floor(r.start_ms / widthMs);
    if (i !== index || !current) {
      index = i;
      current = { ...r, start_ms: i * widthMs };
      out.push(current);
      continue;
    }
    if (r.last_ms >= current.last_ms) {
      current.last_ms = r.last_ms;
      current.balance = r.balance;
      current.equity = r.equity;
    }
    current.equity_min = Math.min(current.equity_min, r.equity_min);
    current.equity_max = Math.max(current.equity_max, r.equity_max);
  }
  return out;
}
