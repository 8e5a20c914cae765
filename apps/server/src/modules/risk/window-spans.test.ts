import { describe, expect, it } from 'vitest';
import { inWindow, windowSpans, type WindowedOpening } from './window-spans.ts';

const opening = (over: Partial<WindowedOpening>): WindowedOpening => ({
  brandId: 'b',
  symbol: 'EURUSD',
  side: 'buy',
  openedMs: 0,
  userId: 'u',
  windowMs: 60_000,
  ...over,
});

describe('windowSpans', () => {
  it('merges overlapping windows of one brand and symbol, and keeps apart what does not overlap', () => {
    const { spans, spanOf } = windowSpans([
      opening({ openedMs: 100_000 }),
      opening({ openedMs: 300_000 }),
      opening({ openedMs: 200_000 }),
      opening({ openedMs: 500_000 }),
      opening({ openedMs: 100_000, symbol: 'XAUUSD' }),
      opening({ openedMs: 100_000, brandId: 'c' }),
    ]);
    expect(spans).toEqual([
      { brandId: 'b', symbol: 'EURUSD', fromMs: 40_000, toMs: 360_000 },
      { brandId: 'b', symbol: 'EURUSD', fromMs: 440_000, toMs: 560_000 },
      { brandId: 'b', symbol: 'XAUUSD', fromMs: 40_000, toMs: 160_000 },
      { brandId: 'c', symbol: 'EURUSD', fromMs: 40_000, toMs: 160_000 },
    ]);
    expect(spanOf).toEqual([0, 0, 0, 1, 2, 3]);
  });

  it('merges windows that only touch at their ends (a stored opening there is in both)', () => {
    const { spans } = windowSpans([opening({ openedMs: 0 }), opening({ openedMs: 120_000 })]);
    expect(spans).toEqual([{ brandId: 'b', symbol: 'EURUSD', fromMs: -60_000, toMs: 180_000 }]);
  });
});

describe('inWindow', () => {
  const rows = [
    { side: 'buy', user_id: 'x', opened_ms: 39_999 },
    { side: 'buy', user_id: 'x', opened_ms: 40_000 },
    { side: 'sell', user_id: 'x', opened_ms: 90_000 },
    { side: 'buy', user_id: 'u', opened_ms: 100_000 },
    { side: 'buy', user_id: 'y', opened_ms: 100_000 },
    { side: 'buy', user_id: 'z', opened_ms: 160_000 },
    { side: 'buy', user_id: 'z', opened_ms: 160_001 },
  ];

  it('takes the same side by other traders within the window, both ends included, in time order', () => {
    expect(inWindow(rows, opening({ openedMs: 100_000 }))).toEqual([rows[1], rows[4], rows[5]]);
  });

  it('finds nothing outside the rows', () => {
    expect(inWindow(rows, opening({ openedMs: 1_000_000 }))).toEqual([]);
    expect(inWindow([], opening({}))).toEqual([]);
  });
});
