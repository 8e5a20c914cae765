/**
 * Who the risk desk's demo is about (docs/risk.md "The demo"): a copy-trading ring of three Northwind traders and a
 * trader hedging one account against another, seeded with a demo deployment's activity (demo/demo-risk.ts). Plain
 * data with no imports, so the e2e tests name the same people and logins. Their password is the published demo one
 * (README), so the startup checks refuse them in production like the other demo accounts.
 */

const PASSWORD = 'DemoTrader#2026';

/** A demo account: the login it was imported with (stable, for tests), its package and the stage it trades in. */
export type RiskDemoAccount = {
  login: string;
  packageName: string;
  platformId: string;
  stage: 1 | 'funded';
};

export type RiskDemoTrader = {
  /** where the seed signs them in from: each their own (documentation range), as distinct people would */
  address: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  country: string;
};

/** The brand the risk demo's traders belong to (the demo trader's: its console is the one a demo opens first). */
export const RISK_DEMO_BRAND_CODE = 'northwind';

/** The signal provider: every order of the ring starts on this account. */
export const RING_LEADER = {
  trader: {
    address: '203.0.113.21',
    email: 'daniel.okafor@demo.test',
    password: PASSWORD,
    firstName: 'Daniel',
    lastName: 'Okafor',
    country: 'GB',
  },
  account: { login: '7900101', packageName: 'Two-Step Challenge 100K', platformId: 'northwind-webtrader', stage: 1 },
} as const satisfies { trader: RiskDemoTrader; account: RiskDemoAccount };

/** Copies the leader at twice the size, seconds later, on a 200K challenge. */
export const RING_DOUBLER = {
  trader: {
    address: '203.0.113.22',
    email: 'marta.kowalska@demo.test',
    password: PASSWORD,
    firstName: 'Marta',
    lastName: 'Kowalska',
    country: 'PL',
  },
  account: { login: '7900102', packageName: 'Two-Step Challenge 200K', platformId: 'northwind-webtrader', stage: 1 },
} as const satisfies { trader: RiskDemoTrader; account: RiskDemoAccount };

/**
 * Copies the leader at half the size on a funded 50K account, and has asked for a payout from it (left Requested:
 * the payout a confirmed ring has rejected).
 */
export const RING_HALVER = {
  trader: {
    address: '203.0.113.23',
    email: 'lucas.ferreira@demo.test',
    password: PASSWORD,
    firstName: 'Lucas',
    lastName: 'Ferreira',
    country: 'PT',
  },
  account: {
    login: '7900103',
    packageName: 'Two-Step Challenge 50K',
    platformId: 'northwind-webtrader',
    stage: 'funded',
  },
  payout: {
    amount: 400,
    accountHolder: 'Lucas Ferreira',
    iban: 'PT50 0002 0123 1234 5678 9015 4',
    swiftBic: 'CGDIPTPL',
    bankCountry: 'PT',
  },
} as const satisfies { trader: RiskDemoTrader; account: RiskDemoAccount; payout: object };

/** One trader, two 100K challenges on two platforms, holding opposite positions on the same symbol together. */
export const HEDGER = {
  trader: {
    address: '203.0.113.24',
    email: 'sofia.brandt@demo.test',
    password: PASSWORD,
    firstName: 'Sofia',
    lastName: 'Brandt',
    country: 'DE',
  },
  accounts: [
    { login: '7900201', packageName: 'Two-Step Challenge 100K', platformId: 'northwind-webtrader', stage: 1 },
    { login: '7900202', packageName: 'Two-Step Challenge 100K', platformId: 'northwind-mt5', stage: 1 },
  ],
} as const satisfies { trader: RiskDemoTrader; accounts: readonly RiskDemoAccount[] };

/** The ring in order: leader, then its two copiers. */
export const RING = [RING_LEADER, RING_DOUBLER, RING_HALVER] as const;

/** Every trader of the risk demo. */
export const RISK_DEMO_TRADERS: readonly RiskDemoTrader[] = [...RING.map((r) => r.trader), HEDGER.trader];
