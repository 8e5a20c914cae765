import type { RiskCase, RiskCaseAccount, RiskCaseRow, RiskPairEvidence } from '@portal/contract';

/** The test operator's two brands (render-ops-screen's BRANDS), written out so that a script outside vitest can load these. */
const BRAND_IDS = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'] as const;

/** A risk desk as the tests and the screenshots show it: a copy-trading ring of three traders and a hedged pair. */
const account = (n: number, name: string, email: string): RiskCaseAccount => ({
  accountId: `a0000000-0000-4000-8000-00000000000${n}`,
  login: `70010${n}`,
  platformId: 'mt5',
  stage: 4,
  isFunded: true,
  status: 12,
  traderId: `t${n}`,
  traderEmail: email,
  traderName: name,
});
export const ALICE = account(1, 'Alice Moreau', 'alice@example.com');
export const BORIS = account(2, 'Boris Ivanov', 'boris@example.com');
export const CLEO = account(3, 'Cleo Baptiste', 'cleo@example.com');
export const DAN = account(4, 'Dan Okafor', 'dan@example.com');
export const DANA = { ...account(5, 'Dan Okafor', 'dan@example.com'), traderId: 't4' };

const SYMBOLS = ['EURUSD', 'XAUUSD', 'GBPJPY', 'US30'];
const START = Date.parse('2026-11-16T08:00:00Z');

/** `count` of the leader's openings copied by the follower, a few a day over four days, seconds apart. */
function copies(leader: RiskCaseAccount, follower: RiskCaseAccount, count: number, seed: number) {
  return Array.from({ length: count }, (_, i) => {
    const opened = START + Math.floor(i / 4) * 86_400_000 + (i % 4) * 9_000_000 + seed * 600_000 + i * 37_000;
    const gap = 4 + ((i * 7 + seed * 3) % 41);
    const side = i % 3 === 0 ? ('sell' as const) : ('buy' as const);
    const symbol = SYMBOLS[(i + seed) % SYMBOLS.length]!;
    const volume = [0.5, 1, 2, 1.5][i % 4]!;
    const ratio = seed === 1 ? 2 : 1;
    const trade = (a: RiskCaseAccount, at: number, v: number, k: string) => ({
      accountId: a.accountId,
      positionId: `${k}-${seed}-${i}`,
      symbol,
      side,
      volume: v,
      openedAt: new Date(at).toISOString(),
      closedAt: new Date(at + 1_800_000).toISOString(),
      profit: 1200,
      stopLoss: null,
    });
    return {
      leader: trade(leader, opened, volume, 'l'),
      follower: trade(follower, opened + gap * 1000, volume * ratio, 'f'),
      secondsApart: gap,
      // the leader's size ÷ the follower's, as the server sends it
      sizeRatio: 1 / ratio,
    };
  });
}

const noHedge = { score: 0, overlaps: [], shares: [0, 0] as [number, number] };
const IP_MARK = {
  kind: 'ip' as const,
  shown: '203.0.113.•••',
  traderIds: ['t1', 't2', 't3'],
  lastSeenAt: '2026-11-20T18:22:00Z',
};

export const RING_PAIRS: RiskPairEvidence[] = [
  {
    accounts: [ALICE, BORIS],
    copy: { score: 0.92, matches: copies(ALICE, BORIS, 14, 0), days: 4, shares: [0.82, 0.88] },
    hedge: noHedge,
    shared: [IP_MARK],
  },
  {
    accounts: [ALICE, CLEO],
    copy: { score: 0.81, matches: copies(ALICE, CLEO, 11, 1), days: 3, shares: [0.64, 0.79] },
    hedge: noHedge,
    shared: [],
  },
];

export const RING: RiskCase = {
  id: 'c0000000-0000-4000-8000-000000000001',
  brandId: BRAND_IDS[0],
  signal: 'copy',
  score: 0.92,
  status: 'open',
  rules: ['copy-ring', 'copy-trading', 'shared-ip'],
  accounts: [ALICE, BORIS, CLEO],
  heldPayouts: 2,
  openedAt: '2026-11-17T09:12:00Z',
  updatedAt: '2026-11-20T18:25:00Z',
  pairs: RING_PAIRS,
  findings: [
    { accountId: BORIS.accountId, rule: 'no-stop-loss', score: 0.71, positionIds: ['p1', 'p2', 'p3'], outOf: 17 },
    { accountId: BORIS.accountId, rule: 'news-window', score: 0.55, positionIds: ['p4', 'p5'], outOf: 17 },
    { accountId: CLEO.accountId, rule: 'martingale', score: 0.62, positionIds: ['p6', 'p7', 'p8', 'p9'], outOf: 14 },
  ],
  shared: [
    IP_MARK,
    {
      kind: 'payoutDestination',
      shown: 'IBAN •••• 4471',
      traderIds: ['t2', 't3', 't9'],
      lastSeenAt: '2026-11-19T11:02:00Z',
    },
  ],
  decisions: [],
  changes: [],
};

const HEDGE_PAIR: RiskPairEvidence = {
  accounts: [DAN, DANA],
  copy: { score: 0, matches: [], days: 0, shares: [0, 0] },
  hedge: {
    score: 0.77,
    shares: [0.9, 0.86],
    overlaps: [0, 1, 2].map((i) => {
      const at = START + i * 86_400_000 + 3_600_000;
      const leg = (a: RiskCaseAccount, side: 'buy' | 'sell', v: number) => ({
        accountId: a.accountId,
        positionId: `${side}-${i}`,
        symbol: 'XAUUSD',
        side,
        volume: v,
        openedAt: new Date(at + (side === 'sell' ? 40_000 : 0)).toISOString(),
        closedAt: new Date(at + 5_400_000 + i * 600_000).toISOString(),
        profit: side === 'buy' ? 40_000 : -38_500,
        stopLoss: null,
      });
      return { long: leg(DAN, 'buy', 2), short: leg(DANA, 'sell', 2), overlapSeconds: 5_360 + i * 600 };
    }),
  },
  shared: [{ kind: 'device', shown: 'fp •••• 9c2e', traderIds: ['t4'], lastSeenAt: '2026-11-18T07:40:00Z' }],
};

export const HEDGED: RiskCase = {
  id: 'c0000000-0000-4000-8000-000000000002',
  brandId: BRAND_IDS[1],
  signal: 'hedge',
  score: 0.77,
  status: 'watched',
  rules: ['hedging'],
  accounts: [DAN, DANA],
  heldPayouts: 0,
  openedAt: '2026-11-16T12:00:00Z',
  updatedAt: '2026-11-18T09:30:00Z',
  pairs: [HEDGE_PAIR],
  findings: [],
  shared: [],
  decisions: [
    {
      decision: 'watch',
      reason: 'Same trader, both accounts funded; waiting for the next cycle.',
      decidedBy: 'risk@firm.test',
      decidedByType: 'operator',
      decidedAt: '2026-11-18T09:30:00Z',
    },
  ],
  changes: [],
};

/** A case as the list shows it. */
export const rowOf = ({
  pairs: _p,
  findings: _f,
  shared: _s,
  decisions: _d,
  changes: _c,
  ...row
}: RiskCase): RiskCaseRow => row;

export const COMPARED: RiskPairEvidence = RING_PAIRS[0]!;
