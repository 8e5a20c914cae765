import { DEMO_BLUEWAVE_TRADER, DEMO_TRADER, type DemoTraderSeed } from '../seed/seed.ts';
import type { Side } from '../domain/market/index.ts';
import type { TradingDay } from './demo-trades.ts';

/**
 * What each demo trader has done by the time a demo deployment first starts (docs/decisions/065-demo-activity.md),
 * per brand: orders in every status that lasts, a challenge in the middle of its first phase with a week of
 * trades and a position open on the sandbox market, one that passed its first phase, one funded with a paid
 * payout, and one failed. Results are whole units of the account's currency; days count weekdays back.
 */

export type PackageRef = { name: string; platformId: string };

export type PayoutPlan =
  | { method: 'crypto'; amount: number; asset: string; network: 'TRC20'; address: string }
  | { method: 'bank'; amount: number; accountHolder: string; iban: string; swiftBic: string; bankCountry: string };

export type DemoScript = {
  brandCode: string;
  trader: DemoTraderSeed;
  /** what the trader's personal data and identity step say (the contract states them) */
  person: { dateOfBirth: string; address: string; city: string; postalCode: string };
  orders: {
    paid: PackageRef & { discountCode: string };
    declined: PackageRef;
    cancelled: PackageRef;
    unpaid: PackageRef;
  };
  /** in its first phase; the live position is opened on the sandbox platform as the terminal opens one */
  midPhase: {
    pkg: PackageRef;
    startDaysAgo: number;
    days: TradingDay[];
    live: { symbol: string; side: Side; volume: number };
  };
  passedPhase: { pkg: PackageRef; startDaysAgo: number; phase1: TradingDay[]; phase2: TradingDay[] };
  funded: {
    pkg: PackageRef;
    startDaysAgo: number;
    phase1: TradingDay[];
    phase2: TradingDay[];
    funded: TradingDay[];
    payout: PayoutPlan;
  };
  failed: { pkg: PackageRef; startDaysAgo: number; days: TradingDay[] };
};

const nw = (name: string, platformId = 'northwind-webtrader'): PackageRef => ({ name, platformId });
const bw = (name: string, platformId = 'bluewave-trader'): PackageRef => ({ name, platformId });

/** Northwind (USD): the classic two-step (10 % then 5 %, 4 days each) and the one-step (3 % daily loss). */
const northwind: DemoScript = {
  brandCode: 'northwind',
  trader: DEMO_TRADER,
  person: { dateOfBirth: '1989-06-21', address: '14 Kingsway', city: 'London', postalCode: 'WC2B 6UN' },
  orders: {
    paid: { ...nw('Two-Step Challenge 10K'), discountCode: 'WELCOME10' },
    declined: nw('One-Step Challenge 50K'),
    cancelled: nw('Rapid Challenge 25K'),
    unpaid: nw('Two-Step Challenge 50K', 'northwind-mt5'),
  },
  midPhase: {
    pkg: nw('Two-Step Challenge 100K'),
    startDaysAgo: 7,
    days: [
      { daysAgo: 6, trades: [1250, -420] },
      { daysAgo: 5, trades: [860] },
      { daysAgo: 4, trades: [-640, 310] },
      { daysAgo: 3, trades: [1120] },
      { daysAgo: 2, trades: [-380] },
      { daysAgo: 1, trades: [590, 240] },
    ],
    live: { symbol: 'EURUSD', side: 'buy', volume: 1 },
  },
  passedPhase: {
    pkg: nw('Two-Step Challenge 50K'),
    startDaysAgo: 16,
    // 5,140 of the 5,000 target, reached by the day's last trade on the fifth day
    phase1: [
      { daysAgo: 15, trades: [1450] },
      { daysAgo: 14, trades: [-300, 820] },
      { daysAgo: 13, trades: [1260] },
      { daysAgo: 12, trades: [610, 480] },
      { daysAgo: 11, trades: [-480, 1300] },
    ],
    phase2: [
      { daysAgo: 9, trades: [620] },
      { daysAgo: 8, trades: [-210, 450] },
      { daysAgo: 6, trades: [380] },
    ],
  },
  funded: {
    pkg: nw('Two-Step Challenge 25K'),
    startDaysAgo: 51,
    phase1: [
      { daysAgo: 50, trades: [640] },
      { daysAgo: 49, trades: [-220, 510] },
      { daysAgo: 48, trades: [730] },
      { daysAgo: 47, trades: [390, -150] },
      { daysAgo: 46, trades: [720] },
    ],
    phase2: [
      { daysAgo: 44, trades: [380] },
      { daysAgo: 43, trades: [-160, 420] },
      { daysAgo: 42, trades: [290] },
      { daysAgo: 41, trades: [400] },
    ],
    funded: [
      { daysAgo: 38, trades: [420] },
      { daysAgo: 37, trades: [-180, 350] },
      { daysAgo: 35, trades: [510] },
      { daysAgo: 33, trades: [-260] },
      { daysAgo: 31, trades: [640, 190] },
      { daysAgo: 28, trades: [-140, 380] },
      { daysAgo: 25, trades: [230] },
    ],
    // 80 % of the 2,140 closed profit is 1,712 withdrawable
    payout: {
      method: 'crypto',
      amount: 1500,
      asset: 'USDT',
      network: 'TRC20',
      address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    },
  },
  failed: {
    pkg: nw('One-Step Challenge 25K'),
    startDaysAgo: 12,
    // the fourth day: −420, then a position 380 down takes the day past its 750 limit; it closes after the verdict
    days: [
      { daysAgo: 11, trades: [310, -140] },
      { daysAgo: 10, trades: [260] },
      { daysAgo: 9, trades: [-190, 120] },
      { daysAgo: 8, trades: [-420, { result: -310, floatingLow: -380 }] },
    ],
  },
};

/** Bluewave (EUR): the stellar two-step (8 % then 5 %, 5 days each) and the one-step (6 % max loss). */
const bluewave: DemoScript = {
  brandCode: 'bluewave',
  trader: DEMO_BLUEWAVE_TRADER,
  person: { dateOfBirth: '1992-02-03', address: '18 Rue de Rivoli', city: 'Paris', postalCode: '75004' },
  orders: {
    paid: { ...bw('Stellar 2-Step 6K'), discountCode: 'BLUE15' },
    declined: bw('Stellar 1-Step 25K', 'bluewave-ctrader'),
    cancelled: bw('Stellar 2-Step 100K'),
    unpaid: bw('Stellar 2-Step 200K'),
  },
  midPhase: {
    pkg: bw('Stellar 2-Step 50K'),
    startDaysAgo: 7,
    days: [
      { daysAgo: 6, trades: [540, -260] },
      { daysAgo: 5, trades: [720] },
      { daysAgo: 4, trades: [-410, 380] },
      { daysAgo: 3, trades: [610] },
      { daysAgo: 2, trades: [-230, 150] },
      { daysAgo: 1, trades: [470] },
    ],
    live: { symbol: 'GBPUSD', side: 'sell', volume: 0.5 },
  },
  passedPhase: {
    pkg: bw('Stellar 2-Step 25K'),
    startDaysAgo: 17,
    phase1: [
      { daysAgo: 16, trades: [480] },
      { daysAgo: 15, trades: [-190, 420] },
      { daysAgo: 14, trades: [530] },
      { daysAgo: 13, trades: [260, -120] },
      { daysAgo: 12, trades: [740] },
    ],
    phase2: [
      { daysAgo: 10, trades: [310] },
      { daysAgo: 9, trades: [-140, 260] },
      { daysAgo: 7, trades: [220] },
    ],
  },
  funded: {
    pkg: bw('Stellar 2-Step 15K'),
    startDaysAgo: 56,
    phase1: [
      { daysAgo: 55, trades: [290] },
      { daysAgo: 54, trades: [-120, 260] },
      { daysAgo: 53, trades: [310] },
      { daysAgo: 52, trades: [180] },
      { daysAgo: 51, trades: [-90, 420] },
    ],
    phase2: [
      { daysAgo: 49, trades: [160] },
      { daysAgo: 48, trades: [-80, 210] },
      { daysAgo: 47, trades: [150] },
      { daysAgo: 46, trades: [120] },
      { daysAgo: 45, trades: [250] },
    ],
    funded: [
      { daysAgo: 42, trades: [260] },
      { daysAgo: 41, trades: [-110, 230] },
      { daysAgo: 39, trades: [340] },
      { daysAgo: 37, trades: [-150] },
      { daysAgo: 35, trades: [280, 120] },
      { daysAgo: 32, trades: [190] },
    ],
    // 80 % of the 1,160 closed profit is 928 withdrawable
    payout: {
      method: 'bank',
      amount: 900,
      accountHolder: 'Camille Laurent',
      iban: 'FR14 2004 1010 0505 0001 3M02 606',
      swiftBic: 'PSSTFRPPPAR',
      bankCountry: 'FR',
    },
  },
  failed: {
    pkg: bw('Stellar 1-Step 50K', 'bluewave-ctrader'),
    startDaysAgo: 11,
    // 2,400 down after three days; a position 720 down reaches the 6 % (3,000) floor; it closes after the verdict
    days: [
      { daysAgo: 10, trades: [-900] },
      { daysAgo: 9, trades: [300, -700] },
      { daysAgo: 8, trades: [-1100] },
      { daysAgo: 7, trades: [{ result: -650, floatingLow: -720 }] },
    ],
  },
};

export const demoScripts: readonly DemoScript[] = [northwind, bluewave];
