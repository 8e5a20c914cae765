import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { INSTRUMENTS, instrument, isValidVolume } from './instruments.ts';
import { nextMid, quoteOf, seededRandom } from './price-process.ts';
import { invalidProtection, marginCents, profitCents, triggered } from './trading-math.ts';

const eurusd = instrument('EURUSD')!;
const xau = instrument('XAUUSD')!;
const jpy = instrument('USDJPY')!;
const us500 = instrument('US500')!;

describe('price process', () => {
  it('is deterministic for a seed', () => {
    const walk = (seed: number) => {
      const r = seededRandom(seed);
      let m = eurusd.startPrice;
      const out: number[] = [];
      for (let i = 0; i < 50; i++) out.push((m = nextMid(eurusd, m, 1000, r)));
      return out;
    };
    expect(walk(42)).toEqual(walk(42));
    expect(walk(42)).not.toEqual(walk(43));
  });

  it('moves about as much as the volatility says over a day (1-second steps)', () => {
    const r = seededRandom(7);
    const returns: number[] = [];
    for (let run = 0; run < 200; run++) {
      let m = xau.startPrice;
      for (let i = 0; i < 600; i++) m = nextMid(xau, m, 144_000, r); // 600 steps of 144 s = a day
      returns.push(Math.log(m / xau.startPrice));
    }
    const sd = Math.sqrt(returns.reduce((s, x) => s + x * x, 0) / returns.length);
    const expected = xau.volatility / Math.sqrt(365);
    expect(sd).toBeGreaterThan(expected * 0.75);
    expect(sd).toBeLessThan(expected * 1.25);
  });

  it('keeps prices positive, ask above bid, on the instrument digits', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(...INSTRUMENTS),
        fc.integer({ min: 0, max: 10_000_000 }),
        (seed, inst, dt) => {
          const mid = nextMid(inst, inst.startPrice, dt, seededRandom(seed));
          const q = quoteOf(inst, mid, 0);
          expect(mid).toBeGreaterThan(0);
          expect(q.ask).toBeGreaterThan(q.bid);
          expect(Number(q.bid.toFixed(inst.digits))).toBe(q.bid);
        },
      ),
    );
  });
});

describe('trading math', () => {
  it('computes profit in cents with the contract sizes', () => {
    expect(profitCents(eurusd, 'buy', 1, 1.085, 1.086)).toBe(10_000); // 10 pips on a lot: $100
    expect(profitCents(eurusd, 'sell', 0.5, 1.085, 1.086)).toBe(-5_000);
    expect(profitCents(xau, 'buy', 1, 2350, 2351.5)).toBe(15_000); // 100 oz × $1.50
    expect(profitCents(us500, 'sell', 2, 5200, 5190)).toBe(2_000); // 2 × 10 points × $1
    expect(profitCents(jpy, 'buy', 1, 150, 151)).toBe(66_225); // ¥100,000 at 151
  });

  it('is antisymmetric between buy and sell', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...INSTRUMENTS),
        fc.integer({ min: 1, max: 5000 }),
        fc.double({ min: 0.9, max: 1.1, noNaN: true }),
        (inst, lots, move) => {
          const v = lots / 100;
          const close = Number((inst.startPrice * move).toFixed(inst.digits));
          expect(profitCents(inst, 'buy', v, inst.startPrice, close)).toBe(
            -profitCents(inst, 'sell', v, inst.startPrice, close),
          );
        },
      ),
    );
  });

  it('computes margin from leverage', () => {
    expect(marginCents(eurusd, 1, 1.1, 100)).toBe(110_000); // $110,000 notional / 100
    expect(marginCents(jpy, 1, 150, 50)).toBe(200_000);
    expect(marginCents(xau, 0.1, 2000, 20)).toBe(100_000);
  });

  it('validates and triggers stop loss and take profit', () => {
    const q = { symbol: 'EURUSD', bid: 1.1, ask: 1.1001, time: 0 };
    expect(invalidProtection('buy', q, { sl: 1.099, tp: 1.102 })).toBeNull();
    expect(invalidProtection('buy', q, { sl: 1.1005, tp: null })).toBe('sl');
    expect(invalidProtection('sell', q, { sl: 1.102, tp: 1.1002 })).toBe('tp');
    expect(triggered('buy', q, { sl: 1.1, tp: null })).toBe('sl');
    expect(triggered('buy', q, { sl: null, tp: 1.1 })).toBe('tp');
    expect(triggered('sell', q, { sl: 1.1002, tp: 1.1 })).toBeNull();
    expect(triggered('sell', q, { sl: 1.1001, tp: null })).toBe('sl');
  });

  it('accepts volumes in steps of 0.01 lot', () => {
    expect(isValidVolume(0.01)).toBe(true);
    expect(isValidVolume(1.25)).toBe(true);
    expect(isValidVolume(0.015)).toBe(false);
    expect(isValidVolume(0)).toBe(false);
  });
});
