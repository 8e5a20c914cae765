import { describe, expect, it } from 'vitest';
import type { TradingPackage } from '@portal/contract';
import { platforms, tradingPackage } from '../../../test/buying-fixtures.ts';
import { choose, initialPackage, togglesFor } from './configurator.ts';

const sizes = [1_000_000, 5_000_000, 10_000_000];
/** Aurora-like catalogue: every size in both programmes on MT5; only the two-step on the web platform. */
const items: TradingPackage[] = [
  ...sizes.map((size) =>
    tradingPackage({
      id: `two-mt5-${size}`,
      accountSize: size,
      traderPackageType: 'twoStep',
      isPopular: size === 5_000_000,
    }),
  ),
  ...sizes.map((size) => tradingPackage({ id: `one-mt5-${size}`, accountSize: size, traderPackageType: 'oneStep' })),
  ...sizes.map((size) =>
    tradingPackage({ id: `two-web-${size}`, accountSize: size, traderPackageType: 'twoStep', platform: platforms.web }),
  ),
];
const byId = (id: string) => items.find((p) => p.id === id)!;

describe('challenge configurator', () => {
  it('offers sizes ascending, programmes by steps and the platforms, and hides a dimension with one value', () => {
    const toggles = togglesFor(items, byId('two-mt5-5000000'));
    expect(toggles.map((t) => t.dimension)).toEqual(['traderPackageType', 'accountSize', 'platform']);
    expect(toggles[0]!.options.map((o) => o.value)).toEqual(['oneStep', 'twoStep']);
    expect(toggles[1]!.options.map((o) => o.value)).toEqual(['1000000', '5000000', '10000000']);
    expect(toggles[2]!.options.map((o) => o.value)).toEqual(['mt5', 'webtrader']);
  });

  it('marks a value unavailable when no package combines it with the other choices', () => {
    const toggles = togglesFor(items, byId('one-mt5-1000000'));
    const platform = toggles.find((t) => t.dimension === 'platform')!;
    expect(platform.options.map((o) => [o.value, o.available])).toEqual([
      ['mt5', true],
      ['webtrader', false],
    ]);
  });

  it('keeps the other choices when a toggle changes, and the closest size when it must give one up', () => {
    expect(choose(items, byId('two-mt5-5000000'), 'accountSize', '10000000')?.id).toBe('two-mt5-10000000');
    expect(choose(items, byId('two-mt5-5000000'), 'platform', 'webtrader')?.id).toBe('two-web-5000000');
    // The one-step exists on MT5 only: choosing the web platform moves to the two-step of the same size.
    expect(choose(items, byId('one-mt5-10000000'), 'platform', 'webtrader')?.id).toBe('two-web-10000000');
    expect(choose(items, byId('two-mt5-5000000'), 'platform', 'nowhere')).toBeUndefined();
  });

  it("starts from the address's package, else the popular one, else the first", () => {
    expect(initialPackage(items, 'one-mt5-1000000')?.id).toBe('one-mt5-1000000');
    expect(initialPackage(items, 'gone')?.id).toBe('two-mt5-5000000');
    expect(initialPackage(items.slice(3), null)?.id).toBe('one-mt5-1000000');
    expect(initialPackage([], null)).toBeUndefined();
  });
});
