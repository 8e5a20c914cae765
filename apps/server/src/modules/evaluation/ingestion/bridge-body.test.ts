import { describe, expect, it } from 'vitest';
import { bridgeEventsRequestSchema } from '@portal/contract';
import { wellFormedBridgeBody } from './bridge-body.ts';

const opened = {
  type: 'dealOpened',
  dealId: 'o1',
  positionId: 'p1',
  time: '2026-03-02T09:00:00.000Z',
  symbol: 'EURUSD',
  side: 'buy',
  volume: 0.5,
  price: 1.08,
};
const closed = {
  type: 'dealClosed',
  dealId: 'c1',
  positionId: 'p1',
  time: '2026-03-02T10:00:00+01:00',
  symbol: 'EURUSD',
  volume: 0.5,
  profit: 1200,
  commission: -30,
  swap: 0,
};
const snapshot = { type: 'equitySnapshot', time: '2026-03-02T09:30:00Z', equity: 1_000_100, balance: 1_000_000 };
const body = (events: unknown[], extra: Record<string, unknown> = {}) => ({
  platformId: 'northwind-webtrader',
  login: '1000123',
  events,
  ...extra,
});

/** The hand check may refuse what zod takes (zod then decides), never take what zod refuses or give other data. */
function agrees(json: unknown): 'fast' | 'zod' {
  const fast = wellFormedBridgeBody(json);
  const parsed = bridgeEventsRequestSchema.safeParse(json);
  if (fast === null) return 'zod';
  expect(parsed.success).toBe(true);
  expect(fast).toStrictEqual(parsed.data);
  return 'fast';
}

describe('the bridge body checked by hand', () => {
  it('takes well-formed pushes as zod parses them: defaults filled, optional fields kept or left out, extras dropped', () => {
    const { price: _p, ...noPrice } = opened;
    const { commission: _c, swap: _s, ...noCosts } = closed;
    const { balance: _b, ...noBalance } = snapshot;
    for (const events of [
      [opened, closed, snapshot],
      [noPrice, noCosts, noBalance],
      [{ ...opened, comment: 'x' }],
      [{ ...opened, stopLoss: 1.07, takeProfit: 1.1 }],
      Array.from({ length: 1000 }, (_, i) => ({ ...snapshot, time: new Date(Date.UTC(2026, 2, 2) + i).toISOString() })),
    ]) {
      expect(agrees(body(events, { extra: true }))).toBe('fast');
    }
  });

  it('leaves every broken body to zod, which refuses it', () => {
    const broken: unknown[] = [
      null,
      [],
      'x',
      body([]),
      body(Array.from({ length: 1001 }, () => snapshot)),
      body([opened], { platformId: '' }),
      body([opened], { login: 'x'.repeat(65) }),
      body([opened], { login: 7 }),
      body([opened], { platformId: 'a\u0007b' }),
      { platformId: 'p', login: 'l', events: {} },
      body([{ ...opened, type: 'dealModified' }]),
      body([{ ...opened, dealId: '' }]),
      body([{ ...opened, positionId: 'x'.repeat(65) }]),
      body([{ ...opened, symbol: 'x'.repeat(33) }]),
      body([{ ...opened, symbol: 'EUR\u0085USD' }]),
      body([{ ...opened, side: 'long' }]),
      body([{ ...opened, volume: 0 }]),
      body([{ ...opened, volume: 10_000.5 }]),
      body([{ ...opened, volume: '1' }]),
      body([{ ...opened, price: 0 }]),
      body([{ ...opened, stopLoss: 0 }]),
      body([{ ...opened, takeProfit: null }]),
      body([{ ...opened, price: null }]),
      body([{ ...opened, price: JSON.parse('1e999') as number }]),
      body([{ ...closed, profit: 1.5 }]),
      body([{ ...closed, profit: 2 ** 53 }]),
      body([{ ...closed, commission: null }]),
      body([{ ...closed, swap: '0' }]),
      body([{ ...snapshot, equity: undefined }]),
      body([{ ...snapshot, balance: 0.1 }]),
      body([{ type: 'dealClosed', dealId: 'x', time: '2026-03-02T09:00:00Z' }]),
      ...[
        '2026-03-02T09:00:00',
        '2026-03-02 09:00:00Z',
        '2026-13-02T09:00:00Z',
        '2026-02-29T09:00:00Z',
        '2026-03-02T24:00:00Z',
        '2026-03-02T09:00Z',
        '2026-03-02T09:00:00+0100',
        '2026-03-02T09:00:00+24:00',
        '2026-03-02T09:00:00.Z',
        'yesterday',
        '',
      ].map((t) => body([{ ...snapshot, time: t }])),
    ];
    for (const json of broken) {
      expect(bridgeEventsRequestSchema.safeParse(json).success).toBe(false);
      expect(agrees(json)).toBe('zod');
    }
  });

  it('agrees with zod on times zod takes: leap days, offsets, any number of decimals', () => {
    for (const t of ['2024-02-29T00:00:00Z', '2026-03-02T23:59:59.123456+05:30', '2026-12-31T00:00:00-00:00']) {
      expect(agrees(body([{ ...snapshot, time: t }]))).toBe('fast');
    }
  });

  it('never takes what zod refuses, over random mixes of valid and broken fields', () => {
    let seed = 7;
    const rnd = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
    const values = [
      undefined,
      null,
      0,
      -1,
      1,
      1.5,
      10_001,
      2 ** 53,
      '',
      'x',
      'buy',
      'x'.repeat(40),
      '2026-03-02T09:00:00Z',
    ];
    const templates = [opened, closed, snapshot];
    let fast = 0;
    for (let i = 0; i < 5000; i++) {
      const e: Record<string, unknown> = { ...pick(templates) };
      if (rnd() < 0.7) e[pick(Object.keys(e).filter((k) => k !== 'type'))] = pick(values);
      // Through JSON, as the route gets it: a field set to undefined is left out.
      if (agrees(JSON.parse(JSON.stringify(body([opened, e])))) === 'fast') fast++;
    }
    // Some of the mixes were still valid and taken by hand.
    expect(fast).toBeGreaterThan(100);
  });
});
