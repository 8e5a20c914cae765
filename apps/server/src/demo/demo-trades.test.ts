import { describe, expect, it } from 'vitest';
import type { BridgeEvent } from '@portal/contract';
import { createHistory, weekdayBefore } from './demo-trades.ts';

type Closed = Extract<BridgeEvent, { type: 'dealClosed' }>;
const closesOf = (events: BridgeEvent[]) => events.filter((e): e is Closed => e.type === 'dealClosed');
const net = (c: Closed) => c.profit + c.commission;

const day = (iso: string) => weekdayBefore(new Date(iso), 0).toISOString().slice(0, 10);

describe('weekdayBefore', () => {
  it('counts weekdays back from the seeding day, skipping Saturdays and Sundays', () => {
    expect(weekdayBefore(new Date('2026-11-30T15:00:00Z'), 1).toISOString()).toBe('2026-11-27T00:00:00.000Z'); // Mon → Fri
    expect(weekdayBefore(new Date('2026-11-29T09:00:00Z'), 1).toISOString()).toBe('2026-11-27T00:00:00.000Z'); // Sun → Fri
    expect(weekdayBefore(new Date('2026-11-28T23:59:00Z'), 5).toISOString()).toBe('2026-11-23T00:00:00.000Z'); // Sat → Mon
    expect(day('2026-11-25T12:00:00Z')).toBe('2026-11-25');
  });
});

describe('createHistory', () => {
  let id = 30_000_001;
  const history = () =>
    createHistory({ accountSize: 2_500_000, now: new Date('2026-11-28T12:00:00Z'), nextId: () => String(id++) });

  it('turns each planned result into a round trip whose net result is the plan to a few cents, in time order', () => {
    const h = history();
    const plan = [640, -220, 510, 730, 390, -150, 720];
    const events = h.days([
      { daysAgo: 5, trades: [640, -220, 510] },
      { daysAgo: 4, trades: [730] },
      { daysAgo: 2, trades: [390, -150, 720] },
    ]);
    const closes = closesOf(events);
    expect(closes).toHaveLength(plan.length);
    for (const [i, c] of closes.entries()) expect(Math.abs(net(c) - plan[i]! * 100)).toBeLessThan(100);
    const times = events.map((e) => Date.parse(e.time));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(events.flatMap((e) => ('dealId' in e ? [e.dealId] : []))).size).toBe(14);
    expect(h.balance).toBe(2_500_000 + closes.reduce((sum, c) => sum + net(c), 0));
  });

  it('reports the equity at a position’s worst before it closes, from the balance then', () => {
    const h = history();
    const events = h.days([{ daysAgo: 1, trades: [-420, { result: -310, floatingLow: -380 }] }]);
    const balanceThen = 2_500_000 + net(closesOf(events)[0]!);
    const snapshot = events.find((e) => e.type === 'equitySnapshot');
    expect(snapshot).toMatchObject({ equity: balanceThen - 38_000, balance: balanceThen });
    expect(events.map((e) => e.type)).toEqual([
      'dealOpened',
      'dealClosed',
      'dealOpened',
      'equitySnapshot',
      'dealClosed',
    ]);
  });
});
