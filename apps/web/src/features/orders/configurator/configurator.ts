import type { TradingPackage } from '@portal/contract';

/** The configurator's toggles (SPEC §2 brand variant): a package is one value of each. */
export const DIMENSIONS = ['group', 'traderPackageType', 'accountSize', 'platform'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** A dimension's value of a package, as a string (toggles are radio buttons). */
export function valueOf(pkg: TradingPackage, dimension: Dimension): string {
  if (dimension === 'platform') return pkg.platform.id;
  if (dimension === 'accountSize') return String(pkg.accountSize);
  return pkg[dimension];
}

export type ToggleOption = { value: string; pkg: TradingPackage; available: boolean };
export type Toggle = { dimension: Dimension; options: ToggleOption[] };

const TYPE_ORDER = { oneStep: 1, twoStep: 2, threeStep: 3 } as const;

function order(dimension: Dimension, a: TradingPackage, b: TradingPackage): number {
  if (dimension === 'accountSize') return a.accountSize - b.accountSize;
  if (dimension === 'traderPackageType') return TYPE_ORDER[a.traderPackageType] - TYPE_ORDER[b.traderPackageType];
  return 0;
}

/**
 * The toggles for the chosen package: each dimension's values in a natural order (sizes ascending, programmes
 * by steps, the rest as the firm sorted them), each marked available when a package has it together with the
 * chosen package's other values. A dimension with one value for every package is left out (nothing to choose),
 * except size, which always shows.
 */
export function togglesFor(items: TradingPackage[], chosen: TradingPackage): Toggle[] {
  return DIMENSIONS.map((dimension) => {
    const firsts = new Map<string, TradingPackage>();
    // A stable sort: equal values keep the list's order, which is the firm's.
    for (const pkg of [...items].sort((a, b) => order(dimension, a, b))) {
      const value = valueOf(pkg, dimension);
      if (!firsts.has(value)) firsts.set(value, pkg);
    }
    const options = [...firsts].map(([value, pkg]) => ({
      value,
      pkg,
      available: items.some(
        (item) =>
          valueOf(item, dimension) === value &&
          DIMENSIONS.every((other) => other === dimension || valueOf(item, other) === valueOf(chosen, other)),
      ),
    }));
    return { dimension, options };
  }).filter((toggle) => toggle.options.length > 1 || toggle.dimension === 'accountSize');
}

/**
 * The package a toggle leads to: one with the new value that keeps as many of the chosen package's other values
 * as possible (earlier dimensions weigh more; a size as close as possible), popular and then the firm's order
 * breaking ties. Undefined when no package has the value.
 */
export function choose(
  items: TradingPackage[],
  chosen: TradingPackage,
  dimension: Dimension,
  value: string,
): TradingPackage | undefined {
  const score = (pkg: TradingPackage) =>
    DIMENSIONS.reduce(
      (sum, other, index) =>
        other === dimension || valueOf(pkg, other) !== valueOf(chosen, other)
          ? sum
          : sum + 2 ** (DIMENSIONS.length - index),
      0,
    );
  const sizeGap = (pkg: TradingPackage) => Math.abs(Math.log(pkg.accountSize / chosen.accountSize));
  return items
    .filter((pkg) => valueOf(pkg, dimension) === value)
    .sort((a, b) => score(b) - score(a) || sizeGap(a) - sizeGap(b) || Number(b.isPopular) - Number(a.isPopular))[0];
}

/** The package to start from: the address's, else the firm's popular one, else the first. */
export function initialPackage(items: TradingPackage[], wanted: string | null): TradingPackage | undefined {
  return items.find((pkg) => pkg.id === wanted) ?? items.find((pkg) => pkg.isPopular) ?? items[0];
}
