import { describe, expect, it } from 'vitest';
import type { BridgeEvent } from '@portal/contract';
import {
  createCopyMatcher,
  findCopyRings,
  findHedgedPairs,
  findRiskyStrategies,
  type AccountPosition,
} from '../domain/risk/index.ts';
import { HEDGER, RING, RING_HALVER } from '../seed/risk-demo-traders.ts';
import { riskDemoDeals } from './demo-risk-trades.ts';

type Opened = Extract<BridgeEvent, { type: 'dealOpened' }>;

const NOW = new Date('2026-11-30T12:00:00Z');
const build = () => {
  let id = 40_000_001;
  return riskDemoDeals(NOW, () => String(id++));
};

/** The accounts' positions as detection reads them; an account is named by its login, its trader by e-mail. */
function positionsOf(deals: ReturnType<typeof build>['deals']): AccountPosition[] {
  const traderOf = new Map<string, string>([
    ...RING.map((r) => [r.account.login, r.trader.email] as const),
    ...HEDGER.accounts.map((a) => [a.login, HEDGER.trader.email] as const),
  ]);
  const closings = new Map(
    deals.flatMap((d) => (d.event.type === 'dealClosed' ? [[d.event.positionId, d.event] as const] : [])),
  );
  return deals.flatMap(({ login, event }) => {
    if (event.type !== 'dealOpened') return [];
    const e: Opened = event;
    return [
      {
        accountId: login,
        traderId: traderOf.get(login)!,
        symbol: e.symbol,
        side: e.side,
        volume: e.volume,
        openedAt: Date.parse(e.time),
        closedAt: closings.has(e.positionId) ? Date.parse(closings.get(e.positionId)!.time) : null,
        id: e.positionId,
        profit: closings.get(e.positionId)?.profit ?? 0,
        stopLoss: e.stopLoss ?? null,
      },
    ];
  });
}

describe('the risk demo’s deals', () => {
  it('are the same on every run, in time order, every deal id unique, all before the seeding day', () => {
    const { deals } = build();
    expect(build().deals).toEqual(deals);
    const times = deals.map((d) => Date.parse(d.event.time));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.at(-1)!).toBeLessThan(NOW.getTime());
    const ids = deals.map((d) => ('dealId' in d.event ? d.event.dealId : ''));
    expect(new Set(ids).size).toBe(deals.length);
  });

  it('make a ring of the three traders that the copy signal flags with its default parameters', () => {
    const matcher = createCopyMatcher();
    for (const p of positionsOf(build().deals)) matcher.add(p);
    const rings = findCopyRings(matcher.pairs());
    expect(rings).toHaveLength(1);
    expect([...rings[0]!.accounts].sort()).toEqual(RING.map((r) => r.account.login).sort());
    for (const pair of rings[0]!.pairs) {
      expect(pair.flagged).toBe(true);
      expect(pair.matches).toBeGreaterThanOrEqual(12);
      expect(pair.days).toBeGreaterThanOrEqual(3);
    }
    // Leader to copiers: twice and half its size.
    const [leader, doubler, halver] = RING.map((r) => r.account.login);
    const ratio = (a: string, b: string) => {
      const pair = rings[0]!.pairs.find((p) => p.accounts.includes(a!) && p.accounts.includes(b!))!;
      return pair.accounts[0] === a ? pair.sizeRatio : 1 / pair.sizeRatio;
    };
    expect(ratio(leader!, doubler!)).toBeCloseTo(0.5, 1);
    expect(ratio(leader!, halver!)).toBeCloseTo(2, 1);
  });

  it('make a hedged pair of one trader’s two accounts, and hedge nothing else', () => {
    const positions = positionsOf(build().deals);
    const pairs = findHedgedPairs({ positions, asOf: NOW.getTime() });
    const flagged = pairs.filter((p) => p.flagged);
    expect(flagged).toHaveLength(1);
    expect([...flagged[0]!.accounts].sort()).toEqual(HEDGER.accounts.map((a) => a.login));
    expect(flagged[0]!.overlaps).toBeGreaterThanOrEqual(4);
    // Each overlap is held for minutes, not a reversal.
    const [first, second] = HEDGER.accounts.map((a) => positions.filter((p) => p.accountId === a.login));
    for (const p of first!) {
      const other = second!.find((q) => q.symbol === p.symbol && Math.abs(q.openedAt - p.openedAt) < 60_000);
      if (other) expect(Math.min(p.closedAt!, other.closedAt!) - other.openedAt).toBeGreaterThan(15 * 60_000);
    }
  });

  it('open each position with a stop loss beyond both its prices, so none is flagged for trading without one', () => {
    const { deals } = build();
    const closeOf = new Map(
      deals.flatMap((d) => (d.event.type === 'dealClosed' ? [[d.event.positionId, d.event.price!] as const] : [])),
    );
    for (const { event } of deals) {
      if (event.type !== 'dealOpened') continue;
      const worse = event.side === 'buy' ? Math.min : Math.max;
      const beyond = event.side === 'buy' ? -1 : 1;
      expect(Math.sign(event.stopLoss! - worse(event.price!, closeOf.get(event.positionId)!))).toBe(beyond);
    }
    // The desk shows the ring and the hedged pair, not a "no stop loss" case for each of their accounts.
    const findings = findRiskyStrategies({ positions: positionsOf(deals), asOf: NOW.getTime() });
    expect(findings.flatMap((a) => a.findings.filter((f) => f.rule === 'no-stop-loss'))).toEqual([]);
  });

  it('leave the challenges trading and the funded copier a profit its payout fits in', () => {
    const { net } = build();
    // Below the 10 % phase target and above the daily losses: the challenges stay in their phase.
    expect(net.get(RING[0].account.login)!).toBeLessThan(8_000_00);
    expect(net.get(RING[1].account.login)!).toBeLessThan(16_000_00);
    for (const a of HEDGER.accounts) expect(Math.abs(net.get(a.login)!)).toBeLessThan(5_000_00);
    // 80 % of the funded account's closed profit covers the payout asked for.
    expect(net.get(RING_HALVER.account.login)! * 0.8).toBeGreaterThan(RING_HALVER.payout.amount * 100);
  });
});
