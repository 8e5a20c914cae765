import type { TradingPackage, TraderPackageType } from '@portal/contract';

/** Step 1's filters, kept in the address (?size=&type=&platform=&group=) so back and reload keep them. */
export const FILTER_NAMES = ['size', 'type', 'platform', 'group'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];
export type PackageFilters = Record<FilterName, string | null>;

const TYPE_ORDER: TraderPackageType[] = ['oneStep', 'twoStep', 'threeStep'];

const valueOf: Record<FilterName, (pkg: TradingPackage) => string> = {
  size: (pkg) => String(pkg.accountSize),
  type: (pkg) => pkg.traderPackageType,
  platform: (pkg) => pkg.platform.id,
  group: (pkg) => pkg.group,
};

export type FilterOption = { value: string; sample: TradingPackage };

/** The values each filter can take among these packages, in a natural order; one sample package per value. */
export function filterOptions(items: TradingPackage[]): Record<FilterName, FilterOption[]> {
  const options = (name: FilterName) => {
    const seen = new Map<string, TradingPackage>();
    for (const pkg of items) if (!seen.has(valueOf[name](pkg))) seen.set(valueOf[name](pkg), pkg);
    return [...seen].map(([value, sample]) => ({ value, sample }));
  };
  return {
    size: options('size').sort((a, b) => a.sample.accountSize - b.sample.accountSize),
    type: options('type').sort(
      (a, b) => TYPE_ORDER.indexOf(a.value as TraderPackageType) - TYPE_ORDER.indexOf(b.value as TraderPackageType),
    ),
    platform: options('platform'),
    group: options('group'),
  };
}

export function readFilters(params: URLSearchParams): PackageFilters {
  return Object.fromEntries(FILTER_NAMES.map((name) => [name, params.get(name)])) as PackageFilters;
}

/** The packages that match every filter (a value no package has is ignored), cheapest size first. */
export function applyFilters(items: TradingPackage[], filters: PackageFilters): TradingPackage[] {
  const active = FILTER_NAMES.filter((name) => {
    const value = filters[name];
    return value !== null && items.some((pkg) => valueOf[name](pkg) === value);
  });
  return items
    .filter((pkg) => active.every((name) => valueOf[name](pkg) === filters[name]))
    .sort(
      (a, b) =>
        a.accountSize - b.accountSize ||
        TYPE_ORDER.indexOf(a.traderPackageType) - TYPE_ORDER.indexOf(b.traderPackageType) ||
        a.price - b.price,
    );
}
