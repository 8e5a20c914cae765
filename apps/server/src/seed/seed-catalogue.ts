import type { ChallengeRules, TraderPackageType } from '@portal/contract';
import { presets, type PresetName } from '../domain/evaluation/presets.ts';

/**
 * The challenge catalogue a fresh machine has, per brand: sizes, one- and two-step programmes and platforms
 * of different types, with rules and prices close to well-known published programmes.
 */
export type PlatformSeed = {
  id: string;
  name: string;
  type: 0 | 1 | 2 | 3;
  serverName: string | null;
  demoModeNote: boolean;
  links: Partial<Record<'web' | 'ios' | 'android' | 'windows' | 'mac', string>>;
};

/**
 * Served by the sandbox adapter: each web link opens the sandbox terminal for that platform (its sign-in form asks
 * for that platform type's credentials). No app-store or desktop links: real third-party apps cannot connect to
 * the sandbox; a firm with a real bridge sets its own links.
 */
const sandboxPlatform = (p: Omit<PlatformSeed, 'links'>): PlatformSeed => ({
  ...p,
  links: { web: `/platform/sandbox/terminal?platform=${p.id}` },
});

export const platformSeeds: PlatformSeed[] = [
  sandboxPlatform({
    id: 'northwind-webtrader',
    name: 'Northwind WebTrader',
    type: 1,
    serverName: 'Northwind-Sandbox',
    demoModeNote: false,
  }),
  sandboxPlatform({
    id: 'northwind-mt5',
    name: 'MetaTrader 5',
    type: 0,
    serverName: 'NorthwindFunded-Demo',
    demoModeNote: true,
  }),
  sandboxPlatform({
    id: 'aurora-webtrader',
    name: 'Aurora WebTrader',
    type: 1,
    serverName: 'Aurora-Sandbox',
    demoModeNote: false,
  }),
  sandboxPlatform({
    id: 'aurora-mt5',
    name: 'MetaTrader 5',
    type: 0,
    serverName: 'AuroraCapital-Demo',
    demoModeNote: true,
  }),
  sandboxPlatform({
    id: 'bluewave-trader',
    name: 'Bluewave Trader',
    type: 3,
    serverName: null,
    demoModeNote: false,
  }),
  sandboxPlatform({
    id: 'bluewave-ctrader',
    name: 'cTrader',
    type: 2,
    serverName: null,
    demoModeNote: false,
  }),
];

export type PackageSeed = {
  code: string;
  name: string;
  accountSize: number;
  currency: string;
  price: number;
  platformId: string;
  traderPackageType: TraderPackageType;
  group: string;
  phases: { index: number; rules: ChallengeRules }[];
  funded: ChallengeRules;
  profitSplitPercent: number;
  leverage: number;
  refundableFee: boolean;
  isPopular: boolean;
  sortOrder: number;
};

type Line = {
  group: string;
  preset: PresetName;
  label: string;
  platforms: string[];
  /** size in whole currency units → price in whole currency units */
  prices: Record<number, number>;
  split: number;
  leverage: number;
  popularSize?: number;
};

/** A programme's type by its number of phases. */
const STEPS: readonly TraderPackageType[] = ['oneStep', 'twoStep', 'threeStep'];

const k = (n: number) => `${n / 1000}K`;

function expand(lines: Line[], currency: string): PackageSeed[] {
  const out: PackageSeed[] = [];
  let sort = 0;
  for (const line of lines) {
    const rules = presets[line.preset];
    for (const platformId of line.platforms) {
      for (const [size, price] of Object.entries(line.prices).map(([s, p]) => [Number(s), p] as const)) {
        out.push({
          code: `${line.preset}-${platformId}-${size}`,
          name: `${line.label} ${k(size)}`,
          accountSize: size * 100,
          currency,
          price: price * 100,
          platformId,
          traderPackageType: STEPS[rules.phases.length - 1]!,
          group: line.group,
          phases: rules.phases.map((r, i) => ({ index: i + 1, rules: r })),
          funded: rules.funded,
          profitSplitPercent: line.split,
          leverage: line.leverage,
          refundableFee: true,
          isPopular: size === line.popularSize,
          sortOrder: sort++,
        });
      }
    }
  }
  return out;
}

export const packageSeeds: Record<string, PackageSeed[]> = {
  northwind: expand(
    [
      {
        group: 'Classic',
        preset: 'classicTwoStep',
        label: 'Two-Step Challenge',
        platforms: ['northwind-webtrader', 'northwind-mt5'],
        prices: { 10_000: 155, 25_000: 250, 50_000: 345, 100_000: 540, 200_000: 1080 },
        split: 80,
        leverage: 100,
        popularSize: 100_000,
      },
      {
        group: 'Classic',
        preset: 'stellarOneStep',
        label: 'One-Step Challenge',
        platforms: ['northwind-webtrader'],
        prices: { 25_000: 229, 50_000: 389, 100_000: 599 },
        split: 90,
        leverage: 30,
      },
      {
        group: 'Swing',
        preset: 'swingTwoStep',
        label: 'Swing Challenge',
        platforms: ['northwind-mt5'],
        prices: { 50_000: 345, 100_000: 540 },
        split: 80,
        leverage: 30,
      },
      {
        group: 'Rapid',
        preset: 'trailingOneStep',
        label: 'Rapid Challenge',
        platforms: ['northwind-webtrader'],
        prices: { 25_000: 150, 50_000: 170 },
        split: 90,
        leverage: 50,
      },
    ],
    'USD',
  ),
  bluewave: expand(
    [
      {
        group: 'Stellar',
        preset: 'stellarTwoStep',
        label: 'Stellar 2-Step',
        platforms: ['bluewave-trader'],
        prices: { 6_000: 59, 15_000: 109, 25_000: 179, 50_000: 279, 100_000: 509, 200_000: 949 },
        split: 80,
        leverage: 100,
        popularSize: 50_000,
      },
      {
        group: 'Stellar',
        preset: 'stellarOneStep',
        label: 'Stellar 1-Step',
        platforms: ['bluewave-ctrader'],
        prices: { 25_000: 199, 50_000: 349, 100_000: 529 },
        split: 90,
        leverage: 30,
      },
    ],
    'EUR',
  ),
  // The configurator's catalogue: every size in both programmes on both platforms, so each toggle combines.
  aurora: expand(
    [
      {
        group: 'Aurora',
        preset: 'classicTwoStep',
        label: 'Aurora Two-Step',
        platforms: ['aurora-webtrader', 'aurora-mt5'],
        prices: { 10_000: 79, 25_000: 159, 50_000: 259, 100_000: 449, 200_000: 899 },
        split: 80,
        leverage: 100,
        popularSize: 50_000,
      },
      {
        group: 'Aurora',
        preset: 'stellarOneStep',
        label: 'Aurora One-Step',
        platforms: ['aurora-webtrader', 'aurora-mt5'],
        prices: { 10_000: 99, 25_000: 199, 50_000: 329, 100_000: 549, 200_000: 1049 },
        split: 90,
        leverage: 30,
      },
    ],
    'GBP',
  ),
};

export type DiscountSeed = {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  currency: string | null;
  /** days from seeding; negative: already expired */
  expiresInDays: number | null;
  usageLimit: number | null;
  /** package codes; null: every package */
  packageCodes: string[] | null;
};

/** Demo codes (README): one per refusal a trader can meet, and the ones that work. */
export const discountSeeds: Record<string, DiscountSeed[]> = {
  northwind: [
    {
      code: 'WELCOME10',
      kind: 'percent',
      value: 10,
      currency: null,
      expiresInDays: null,
      usageLimit: null,
      packageCodes: null,
    },
    {
      code: 'BIGACCOUNT20',
      kind: 'percent',
      value: 20,
      currency: null,
      expiresInDays: 365,
      usageLimit: null,
      packageCodes: ['classicTwoStep-northwind-webtrader-100000', 'classicTwoStep-northwind-webtrader-200000'],
    },
    {
      code: 'SAVE50',
      kind: 'fixed',
      value: 5000,
      currency: 'USD',
      expiresInDays: 90,
      usageLimit: 500,
      packageCodes: null,
    },
    {
      code: 'LASTONE',
      kind: 'percent',
      value: 30,
      currency: null,
      expiresInDays: null,
      usageLimit: 0,
      packageCodes: null,
    },
    {
      code: 'SUMMER2025',
      kind: 'percent',
      value: 25,
      currency: null,
      expiresInDays: -30,
      usageLimit: null,
      packageCodes: null,
    },
  ],
  aurora: [
    {
      code: 'AURORA10',
      kind: 'percent',
      value: 10,
      currency: null,
      expiresInDays: null,
      usageLimit: null,
      packageCodes: null,
    },
  ],
  bluewave: [
    {
      code: 'BLUE15',
      kind: 'percent',
      value: 15,
      currency: null,
      expiresInDays: null,
      usageLimit: null,
      packageCodes: null,
    },
    {
      code: 'EURO25',
      kind: 'fixed',
      value: 2500,
      currency: 'EUR',
      expiresInDays: 180,
      usageLimit: 100,
      packageCodes: null,
    },
  ],
};
