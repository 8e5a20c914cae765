/** A new opening as the window lookup needs it. */
export type WindowedOpening = {
  brandId: string;
  symbol: string;
  side: string;
  openedMs: number;
  userId: string;
  windowMs: number;
};

/** One index range to read: a brand's symbol between two times (the union of overlapping windows). */
export type Span = { brandId: string; symbol: string; fromMs: number; toMs: number };

/** A stored opening read in a span. */
export type SpanRow = { side: string; user_id: string; opened_ms: number };

/**
 * The openings' windows merged per brand and symbol into the fewest spans (`spanOf[i]`: opening i's span). A dense
 * batch's windows overlap, so a span reads each stored opening once where a lookup per opening read it once per
 * window it falls in; a span never covers a time outside its openings' windows, so it reads nothing they would not.
 */
export function windowSpans(openings: readonly WindowedOpening[]): { spans: Span[]; spanOf: number[] } {
  const groups = new Map<string, number[]>();
  openings.forEach((o, i) => {
    const key = `${o.brandId}\u0000${o.symbol}`;
    const group = groups.get(key);
    if (group) group.push(i);
    else groups.set(key, [i]);
  });
  const spans: Span[] = [];
  const spanOf = new Array<number>(openings.length);
  for (const group of groups.values()) {
    group.sort((a, b) => openings[a]!.openedMs - openings[b]!.openedMs);
    let span: Span | null = null;
    for (const i of group) {
      const o = openings[i]!;
      const fromMs = o.openedMs - o.windowMs;
      const toMs = o.openedMs + o.windowMs;
      if (span && fromMs <= span.toMs) span.toMs = Math.max(span.toMs, toMs);
      else spans.push((span = { brandId: o.brandId, symbol: o.symbol, fromMs, toMs }));
      spanOf[i] = spans.length - 1;
    }
  }
  return { spans, spanOf };
}

/** The first index of `rows` (sorted by time) at or after `ms`. */
function firstFrom(rows: readonly SpanRow[], ms: number): number {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (rows[mid]!.opened_ms < ms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * A span's stored openings (sorted by time) that match one new opening: within its window, both ends included, on
 * the same side, by another trader; in time order.
 */
export function inWindow<R extends SpanRow>(rows: readonly R[], o: WindowedOpening): R[] {
  const found: R[] = [];
  const toMs = o.openedMs + o.windowMs;
  for (let k = firstFrom(rows, o.openedMs - o.windowMs); k < rows.length; k++) {
    const r = rows[k]!;
    if (r.opened_ms > toMs) break;
    if (r.side === o.side && r.user_id !== o.userId) found.push(r);
  }
  return found;
}
