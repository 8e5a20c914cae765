import type { ChallengeRules, Order, TraderAccount, TradingPackage, TradingPlatform } from '@portal/contract';
import { fixture } from './fixture.ts';

/** Test data of the buying screens, shaped by the contract (what the server answers). */

export const platforms = {
  mt5: { id: 'mt5', name: 'MetaTrader 5', type: 0, demoModeNote: true },
  web: { id: 'webtrader', name: 'WebTrader', type: 1, demoModeNote: false },
  ctrader: { id: 'ctrader', name: 'cTrader', type: 2, demoModeNote: false },
  portal: { id: 'portal-trader', name: 'Portal Trader', type: 3, demoModeNote: false },
} satisfies Record<string, TradingPlatform>;

const rules = (target: number | null): ChallengeRules => ({
  dayReset: { time: '00:00', timezone: 'Europe/Prague' },
  dailyLoss: { anchor: 'balance', basis: 'initialBalance', percent: 5, breach: 'hard' },
  maxLoss: { mode: 'static', percent: 10, lockAtPercentOfInitial: null },
  profitTarget: target === null ? null : { percent: target, on: 'closedBalance' },
  tradingDays: target === null ? null : { minDays: 4, counts: 'dealOpened', minDayProfitPercent: null },
  consistency: null,
  newsTrading: target === null ? { minutesBefore: 2, minutesAfter: 2, instruments: 'affectedCurrencies' } : null,
  maxCalendarDays: null,
});

export const tradingPackage = fixture<TradingPackage>(() => ({
  id: 'classic-100k',
  name: 'Classic 100K',
  accountSize: 10_000_000,
  currency: 'USD',
  price: 54_000,
  platform: platforms.mt5,
  traderPackageType: 'twoStep',
  group: 'Classic',
  phases: [
    { index: 1, rules: rules(10) },
    { index: 2, rules: rules(5) },
  ],
  funded: rules(null),
  profitSplitPercent: 80,
  leverage: 100,
  refundableFee: true,
  isPopular: false,
}));

/** Four packages: two sizes, two programmes, two platforms, two groups. */
export const packageList: TradingPackage[] = [
  tradingPackage({ id: 'classic-10k', name: 'Classic 10K', accountSize: 1_000_000, price: 8_900 }),
  tradingPackage({ id: 'classic-100k', isPopular: true }),
  tradingPackage({
    id: 'swing-100k-1',
    name: 'Swing 100K One-step',
    group: 'Swing',
    traderPackageType: 'oneStep',
    platform: platforms.ctrader,
    phases: [
      {
        index: 1,
        rules: { ...rules(10), maxLoss: { mode: 'trailingEndOfDay', percent: 4, lockAtPercentOfInitial: 100 } },
      },
    ],
    price: 49_990,
  }),
  tradingPackage({
    id: 'swing-10k-1',
    name: 'Swing 10K One-step',
    group: 'Swing',
    traderPackageType: 'oneStep',
    accountSize: 1_000_000,
    price: 9_950,
    platform: platforms.ctrader,
    phases: [{ index: 1, rules: rules(8) }],
  }),
];

export const order = fixture<Order>(() => ({
  id: 'order-1',
  number: 'ORD-1001',
  kind: 'challenge',
  resetAccountId: null,
  status: 1,
  createdAt: '2026-03-02T10:15:00.000Z',
  paidAt: null,
  package: {
    id: 'classic-100k',
    name: 'Classic 100K',
    accountSize: 10_000_000,
    currency: 'USD',
    platformName: 'MetaTrader 5',
    traderPackageType: 'twoStep',
  },
  price: 54_000,
  discount: 0,
  total: 54_000,
  currency: 'USD',
  discountCode: null,
  paymentMethod: null,
  traderAccountId: null,
}));

export const traderAccount = fixture<TraderAccount>(() => ({
  id: 'acc-1',
  login: '7001234',
  status: 1,
  phase: 1,
  isFunded: false,
  packageId: 'classic-100k',
  packageName: 'Classic 100K',
  traderPackageType: 'twoStep',
  group: 'Classic',
  accountSize: 10_000_000,
  currency: 'USD',
  platform: platforms.mt5,
  orderId: 'order-1',
  importId: null,
  createdAt: '2026-03-02T10:20:00.000Z',
  metrics: { balance: 10_025_000, equity: 10_025_000, profit: 25_000, updatedAt: '2026-03-03T10:00:00.000Z' },
}));
