import { describe, expect, it } from 'vitest';
import { atLeastSpan } from './equity-chart.tsx';

describe('the chart axis of a flat history', () => {
  const range = (minValue: number, maxValue: number) => () => ({ priceRange: { minValue, maxValue } });

  it('widens a range narrower than the span around its middle (a flat $10,000 shows $9,900 to $10,100)', () => {
    expect(atLeastSpan(200)(range(10_000, 10_000))).toEqual({ priceRange: { minValue: 9_900, maxValue: 10_100 } });
    expect(atLeastSpan(200)(range(9_950, 10_000))).toEqual({ priceRange: { minValue: 9_875, maxValue: 10_075 } });
  });

  it('keeps a range that is wide enough, and no range at all', () => {
    expect(atLeastSpan(200)(range(9_000, 10_500))).toEqual({ priceRange: { minValue: 9_000, maxValue: 10_500 } });
    expect(atLeastSpan(200)(() => null)).toBeNull();
  });
});
