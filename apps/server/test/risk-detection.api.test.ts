import type { BridgeEvent } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../src/lib/clock.ts';
import { randomUUID } from 'node:crypto';
import { createRiskCasesWriter, subjectOf, type FoundCase } from '../src/modules/risk/risk-cases-writer.ts';
import { partnerKey } from '../src/domain/risk/index.ts';
import { createRiskCopyPairsRepository } from '../src/modules/risk/risk-copy-pairs.repository.ts';
import { createRiskDetectionService } from '../src/modules/risk/risk-detection.service.ts';
import { boughtAccount, startAccountAt, at, days, hours, push, type Account } from './evaluation-helpers.ts';
import { newTrader } from './http-helpers.ts';
import { useTestApp, type TestApp } from './test-app.ts';

/**
 * Live detection (docs/risk.md "How detection runs live") on synthetic streams pushed through the signed bridge
 * and the real ingestion: the feed, the detection passes and the cases they write.
 */

const START = '2026-06-01T00:00:00.000Z'; // a Monday: the trades below fall on weekdays
const clock = manualClock(new Date('2026-06-12T18:00:00.000Z'));

let deal = 0;
/** A round trip on `symbol`: opened at `openIso` with a stop loss unless told, closed an hour later, +$1. */
function trip(
  openIso: string,
  o: { symbol: string; side?: 'buy' | 'sell'; volume?: number; stopLoss?: number | null; holdMs?: number },
): BridgeEvent[] {
  const n = ++deal;
  const volume = o.volume ?? 1;
  const stop = o.stopLoss === undefined ? { stopLoss: 1 } : o.stopLoss === null ? {} : { stopLoss: o.stopLoss };
  return [
    {
      type: 'dealOpened',
      dealId: `o${n}`,
      positionId: `p${n}`,
      time: openIso,
      symbol: o.symbol,
      side: o.side ?? 'buy',
      volume,
      price: 1.1,
      ...stop,
    },
    {
      type: 'dealClosed',
      dealId: `c${n}`,
      positionId: `p${n}`,
      time: at(openIso, o.holdMs ?? hours(1)),
      symbol: o.symbol,
      volume,
      price: 1.1,
      profit: 100,
      commission: 0,
      swap: 0,
    },
  ];
}

async function pushed(t: TestApp, account: Account, events: BridgeEvent[]) {
  const r = await push(t, account, events, { signedAt: clock.now().getTime() });
  expect([r.status, r.json.result]).toEqual([200, 0]);
}

async function accountOf(
  t: TestApp,
  who: Awaited<ReturnType<typeof newTrader>>,
  weekendHolding: { allowed: boolean } | null = null,
): Promise<Account> {
  const account = await boughtAccount(t, who, 'Two-Step Challenge 10K', 'northwind-webtrader');
  // No news rule: this suite is about the cross-account signals and the stop-loss habit, not the calendar.
  await startAccountAt(t, account, START, (rules) => ({ ...rules, newsTrading: null, weekendHolding }));
  return account;
}

type CaseRow = { subject: string; signal: string; score: number; status: string; rules: string[]; accounts: string[] };
async function cases(t: TestApp): Promise<CaseRow[]> {
  return t.db.query<CaseRow>(
    `select c.subject, c.signal, c.score, c.status, c.rules,
            array(select a.account_id::text from risk_case_accounts a where a.case_id = c.id order by 1) as accounts
       from risk_cases c order by c.subject`,
  );
}
/** The matches counted for each pair, as its first account's partner summary holds them (exact: few partners here). */
async function pairMatches(t: TestApp): Promise<Map<string, number>> {
  const rows = await t.db.query<{ account_id: string; partners: number[]; counts: number[] }>(
    'select account_id, partners, counts from risk_copy_partners',
  );
  const accounts = rows.map((r) => r.account_id);
  const byKey = new Map(accounts.map((id) => [partnerKey(id), id]));
  return new Map(
    rows.flatMap((r) =>
      r.partners.flatMap((key, i) => {
        const partner = byKey.get(key);
        return partner && r.account_id < partner ? [[[r.account_id, partner].join(','), r.counts[i]!] as const] : [];
      }),
    ),
  );
}
/** The matches kept on each pair's row: the pairs that could be flagged. */
async function keptMatches(t: TestApp): Promise<Map<string, number>> {
  const rows = await t.db.query<{ a: string; b: string; n: number }>(
    'select first_account as a, second_account as b, cardinality(log_ratios) as n from risk_copy_pairs',
  );
  return new Map(rows.map((r) => [[r.a, r.b].sort().join(','), r.n]));
}
const key = (...accounts: Account[]) =>
  accounts
    .map((a) => a.id)
    .sort()
    .join(',');

describe('risk detection: a copy ring, a hedged pair and independent traders, live from the bridge', () => {
  const t = useTestApp({ clock });
  const accounts = {} as Record<'a' | 'b' | 'c' | 'd1' | 'd2' | 'e' | 'f' | 'g' | 'h' | 'i', Account>;
  const detection = () => t.app.modules.risk.services.riskDetectionService;
  /** A new service on the same database: a restarted server, or another instance. */
  const anotherInstance = () =>
    createRiskDetectionService({ db: t.db, clock, news: t.app.modules.evaluation.services.news, log: t.app.log });

  /** Day `day` (0: Monday 1 June) of the ring: A leads, B copies at half size 5 s later, C at twice the size. */
  function ringDay(day: number): Record<'a' | 'b' | 'c', BridgeEvent[]> {
    const out = { a: [] as BridgeEvent[], b: [] as BridgeEvent[], c: [] as BridgeEvent[] };
    for (const slot of [0, 1, 2]) {
      const open = at(START, days(day) + hours(9 + 2 * slot));
      out.a.push(...trip(open, { symbol: 'XAUUSD', side: slot === 1 ? 'sell' : 'buy', volume: 1 }));
      out.b.push(...trip(at(open, 5_000), { symbol: 'XAUUSD', side: slot === 1 ? 'sell' : 'buy', volume: 0.5 }));
      // C misses the last trade of the first day: its pairs score below B's.
      if (!(day === 0 && slot === 2))
        out.c.push(...trip(at(open, 12_000), { symbol: 'XAUUSD', side: slot === 1 ? 'sell' : 'buy', volume: 2 }));
    }
    return out;
  }

  beforeAll(async () => {
    const traders = new Map<string, Awaited<ReturnType<typeof newTrader>>>();
    // D runs two accounts: the hedged pair.
    for (const name of ['a', 'b', 'c', 'd1', 'd2', 'e', 'f', 'g'] as const) {
      const person = name === 'd2' ? 'd1' : name;
      if (!traders.has(person)) traders.set(person, await newTrader(t));
      accounts[name] = await accountOf(t, traders.get(person)!);
    }
    // H's phase forbids weekend holding; I's (the same trades) says nothing of it.
    accounts.h = await accountOf(t, await newTrader(t), { allowed: false });
    accounts.i = await accountOf(t, await newTrader(t));
  });

  it('finds the ring of three copy traders with their scores, across a restart, counting each match once', async () => {
    // Days 0-2 pushed, then a pass; days 3-4 pushed and taken by a new instance (a restart): nothing counted twice.
    for (const day of [0, 1, 2]) {
      const ring = ringDay(day);
      for (const name of ['a', 'b', 'c'] as const) await pushed(t, accounts[name], ring[name]);
    }
    expect(await detection().pass()).toBeGreaterThan(0);
    expect((await pairMatches(t)).get(key(accounts.a, accounts.b))).toBe(9);
    // Nine matches cannot be flagged (ten are needed): counted, not yet kept on a row of the pair's own
    expect(await keptMatches(t)).toEqual(new Map());
    for (const day of [3, 4]) {
      const ring = ringDay(day);
      for (const name of ['a', 'b', 'c'] as const) await pushed(t, accounts[name], ring[name]);
    }
    const restarted = anotherInstance();
    await restarted.pass();
    expect(await restarted.pass()).toBe(0); // nothing left: a pass with nothing fed changes nothing

    const matches = await pairMatches(t);
    expect(matches.get(key(accounts.a, accounts.b))).toBe(15);
    expect(matches.get(key(accounts.a, accounts.c))).toBe(14);
    expect(matches.get(key(accounts.b, accounts.c))).toBe(14);
    // Kept once they could be flagged, each with every match of its accounts, the ones counted before included
    expect(await keptMatches(t)).toEqual(matches);

    const found = await cases(t);
    const copy = found.filter((c) => c.signal === 'copy');
    // A and B: every trade of both copied; A (or B) and C: 14 of their 15 trades, all 14 of C's.
    const partial = Math.sqrt(14 / 15);
    expect(copy).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ subject: `copy:${key(accounts.a, accounts.b)}`, rules: ['copy-trading'], score: 1 }),
        expect.objectContaining({ subject: `copy:${key(accounts.a, accounts.c)}`, rules: ['copy-trading'] }),
        expect.objectContaining({ subject: `copy:${key(accounts.b, accounts.c)}`, rules: ['copy-trading'] }),
        expect.objectContaining({
          subject: `copy:${key(accounts.a, accounts.b, accounts.c)}`,
          rules: ['copy-ring'],
          accounts: [accounts.a.id, accounts.b.id, accounts.c.id].sort(),
        }),
      ]),
    );
    expect(copy).toHaveLength(4);
    expect(copy.find((c) => c.subject === `copy:${key(accounts.a, accounts.c)}`)!.score).toBeCloseTo(partial, 6);
    expect(copy.find((c) => c.rules[0] === 'copy-ring')!.score).toBeCloseTo((1 + 2 * partial) / 3, 6);
  });

  it('finds the hedged pair of one trader, and not the independent traders', async () => {
    for (const day of [0, 1, 2, 3]) {
      const open = at(START, days(day) + hours(10) + 30 * 60_000);
      await pushed(t, accounts.d1, trip(open, { symbol: 'GBPUSD', side: 'buy', volume: 2 }));
      await pushed(t, accounts.d2, trip(at(open, 20_000), { symbol: 'GBPUSD', side: 'sell', volume: 2 }));
      // E and F trade the same symbol the same way most days, minutes apart and with their own sizes; once within
      // a minute of each other.
      await pushed(t, accounts.e, trip(at(START, days(day) + hours(13)), { symbol: 'EURUSD', volume: 1 }));
      const fOpen = at(START, days(day) + hours(13) + (day === 2 ? 30_000 : 8 * 60_000));
      await pushed(t, accounts.f, trip(fOpen, { symbol: 'EURUSD', volume: 0.3 + day / 10 }));
    }
    // A batch counts the copy matches and queues the accounts it touched; their hedging is weighed after the
    // pass's batches — here by another instance's pass, as after a restart between the two.
    expect(await detection().batch()).toBeGreaterThan(0);
    expect((await cases(t)).filter((c) => c.signal === 'hedge')).toEqual([]);
    await anotherInstance().pass();
    const found = await cases(t);
    const hedge = found.filter((c) => c.signal === 'hedge');
    expect(hedge).toEqual([
      expect.objectContaining({
        subject: `hedge:${key(accounts.d1, accounts.d2)}`,
        rules: ['hedging'],
        accounts: [accounts.d1.id, accounts.d2.id].sort(),
      }),
    ]);
    // Both sides held 59 min 40 s of each hour-long trade: the shares are that overlap.
    expect(hedge[0]!.score).toBeCloseTo((hours(1) - 20_000) / hours(1), 6);
    const independent = [accounts.e.id, accounts.f.id];
    expect(found.filter((c) => c.accounts.some((id) => independent.includes(id)))).toEqual([]);
    expect((await pairMatches(t)).get(key(accounts.e, accounts.f))).toBe(1);
    expect((await keptMatches(t)).has(key(accounts.e, accounts.f))).toBe(false);
  });

  it('opens a strategy case for trading without stops, and keeps a cleared case closed until its score rises', async () => {
    const trades = Array.from({ length: 12 }, (_, i) =>
      trip(at(START, days(i % 5) + hours(15) + i * 60_000), { symbol: 'USDJPY', stopLoss: i < 8 ? null : 1 }),
    ).flat();
    await pushed(t, accounts.g, trades);
    await detection().pass();
    const subject = `strategy:${accounts.g.id}`;
    const strategy = (await cases(t)).find((c) => c.subject === subject);
    expect(strategy).toMatchObject({ signal: 'strategy', rules: ['no-stop-loss'], status: 'open' });
    expect(strategy!.score).toBeCloseTo(8 / 12, 6);

    // Cleared: one more naked trade moves the score a little (9/13), which does not reopen it …
    await t.db.query(`update risk_cases set status = 'cleared' where subject = $1`, [subject]);
    await pushed(t, accounts.g, trip(at(START, days(8) + hours(15)), { symbol: 'USDJPY', stopLoss: null }));
    await detection().pass();
    expect((await cases(t)).find((c) => c.subject === subject)).toMatchObject({ status: 'cleared' });
    // … twelve more lift it to 21/25 = 0.84, more than the margin above the 8/12 it was cleared at.
    const naked = Array.from({ length: 12 }, (_, i) =>
      trip(at(START, days(9) + hours(8) + i * 10 * 60_000), { symbol: 'USDJPY', stopLoss: null }),
    ).flat();
    await pushed(t, accounts.g, naked);
    await detection().pass();
    const reopened = (await cases(t)).find((c) => c.subject === subject)!;
    expect(reopened.status).toBe('open');
    expect(reopened.score).toBeCloseTo(21 / 25, 6);
  });

  it('two passes at once take each fed deal once', async () => {
    const before = await pairMatches(t);
    const ring = ringDay(7);
    for (const name of ['a', 'b', 'c'] as const) await pushed(t, accounts[name], ring[name]);
    const other = anotherInstance();
    await Promise.all([detection().batch(3), other.batch(3), detection().batch(3), other.batch(3)]);
    await Promise.all([detection().pass(), other.pass()]);
    const after = await pairMatches(t);
    expect(after.get(key(accounts.a, accounts.b))).toBe(before.get(key(accounts.a, accounts.b))! + 3);
    expect(after.get(key(accounts.a, accounts.c))).toBe(before.get(key(accounts.a, accounts.c))! + 3);
    const [{ n }] = (await t.db.query<{ n: number }>('select count(*)::int as n from risk_feed')) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('opens a weekend-holding case where the phase forbids it, and the engine does not fail the account', async () => {
    // Friday 5 June 20:00 UTC, held over the weekend close (21:00) to Monday 8 June 09:00.
    const overWeekend = () => trip(at(START, days(4) + hours(20)), { symbol: 'EURUSD', holdMs: days(2) + hours(13) });
    await pushed(t, accounts.h, overWeekend());
    await pushed(t, accounts.i, overWeekend());
    await detection().pass();
    const all = await cases(t);
    expect(all.find((c) => c.subject === `strategy:${accounts.h.id}`)).toMatchObject({
      signal: 'strategy',
      rules: ['weekend-holding'],
      score: 1,
      status: 'open',
      accounts: [accounts.h.id],
    });
    expect(all.find((c) => c.subject === `strategy:${accounts.i.id}`)).toBeUndefined();
    // A risk-desk signal only: both accounts are in the same state after the same trade.
    const statuses = await t.db.query<{ id: string; status: number }>(
      'select id, status from trader_accounts where id = any($1::uuid[])',
      [[accounts.h.id, accounts.i.id]],
    );
    expect(new Set(statuses.map((r) => r.status)).size).toBe(1);
  });

  it('follows a ring that gains and loses accounts in its open case; a cleared one stays and a new case opens', async () => {
    const [brand] = await t.db.query<{ brand_id: string }>('select brand_id from trader_accounts where id = $1', [
      accounts.e.id,
    ]);
    const ring = async (...members: Account[]): Promise<FoundCase> => ({
      brandId: brand!.brand_id,
      signal: 'copy',
      subject: subjectOf(
        'copy',
        members.map((m) => m.id),
      ),
      score: 0.9,
      rules: ['copy-ring'],
      accounts: await Promise.all(
        members.map(async (m) => ({
          accountId: m.id,
          userId: (
            await t.db.query<{ user_id: string }>('select user_id from trader_accounts where id = $1', [m.id])
          )[0]!.user_id,
        })),
      ),
    });
    const write = async (found: FoundCase, at: string) =>
      t.db.transaction((tx) => createRiskCasesWriter().upsert(tx, [found], new Date(at)));
    const ringCases = async () =>
      t.db.query<{ id: string; subject: string; status: string; accounts: string[] }>(
        `select c.id, c.subject, c.status,
                array(select a.account_id::text from risk_case_accounts a where a.case_id = c.id order by 1) as accounts
           from risk_cases c
          where 'copy-ring' = any(c.rules) and exists (select 1 from risk_case_accounts a
                 where a.case_id = c.id and a.account_id = any($1::uuid[]))
          order by c.opened_at, c.id`,
        [[accounts.e.id, accounts.f.id, accounts.i.id, accounts.d1.id, accounts.d2.id]],
      );
    const changes = async (caseId: string) =>
      t.db.query<{ added: string[]; removed: string[] }>(
        'select added::text[] as added, removed::text[] as removed from risk_case_changes where case_id = $1 order by at',
        [caseId],
      );
    const { e, f, i, d1, d2 } = accounts;

    await write(await ring(e, f, i), '2026-06-10T10:00:00Z');
    const [first] = await ringCases();
    // I+D1 join: the same case, its subject and accounts the ring's, the change on its timeline
    await write(await ring(e, f, i, d1), '2026-06-10T11:00:00Z');
    // E leaves
    await write(await ring(f, i, d1), '2026-06-10T12:00:00Z');
    const followed = await ringCases();
    expect(followed).toEqual([
      {
        id: first!.id,
        subject: subjectOf('copy', [f.id, i.id, d1.id]),
        status: 'open',
        accounts: [f.id, i.id, d1.id].sort(),
      },
    ]);
    expect(await changes(first!.id)).toEqual([
      { added: [d1.id], removed: [] },
      { added: [], removed: [e.id] },
    ]);

    // Cleared, the case stays as decided: the ring with D2 opens a new case
    await t.db.query(`update risk_cases set status = 'cleared' where id = $1`, [first!.id]);
    await write(await ring(f, i, d1, d2), '2026-06-11T10:00:00Z');
    const after = await ringCases();
    expect(after.map((c) => [c.id === first!.id, c.status, c.accounts])).toEqual([
      [true, 'cleared', [f.id, i.id, d1.id].sort()],
      [false, 'open', [f.id, i.id, d1.id, d2.id].sort()],
    ]);
    // and that new open case follows the ring from then on, never the cleared one
    await write(await ring(f, i, d2), '2026-06-11T11:00:00Z');
    const last = await ringCases();
    expect(last.map((c) => [c.id, c.status, c.accounts])).toEqual([
      [first!.id, 'cleared', [f.id, i.id, d1.id].sort()],
      [after[1]!.id, 'open', [f.id, i.id, d2.id].sort()],
    ]);
    expect(await changes(after[1]!.id)).toEqual([{ added: [], removed: [d1.id] }]);
  });

  it('reads a ring whole through its flagged pairs, and none of the brand’s other rings', async () => {
    // Two rings of one brand (p-q-r-s as a chain, x-y), linked to each other only by an unflagged pair (s-x).
    const brand = randomUUID();
    const [p, q, r, s, x, y] = Array.from({ length: 6 }, () => randomUUID()).sort();
    const pair = async (a: string, b: string, flagged: boolean) =>
      t.db.query(
        `insert into risk_copy_pairs (brand_id, first_account, second_account, first_user, second_user,
                first_positions, second_positions, log_ratios, days, flagged, last_match_at)
         values ($1, $2, $3, $2, $3, '{}', '{}', '{}', '{}', $4, now())`,
        [brand, ...[a, b].sort(), flagged],
      );
    await pair(p!, q!, true);
    await pair(q!, r!, true);
    await pair(r!, s!, true);
    await pair(s!, x!, false);
    await pair(x!, y!, true);
    const repo = createRiskCopyPairsRepository();
    const read = async (...from: string[]) =>
      (await repo.flaggedConnectedTo(t.db, brand, from)).map((row) => `${row.first_account}-${row.second_account}`);
    expect((await read(s!)).sort()).toEqual([`${p}-${q}`, `${q}-${r}`, `${r}-${s}`].sort());
    expect(await read(y!)).toEqual([`${x}-${y}`]);
    expect(await repo.flaggedConnectedTo(t.db, randomUUID(), [p!])).toEqual([]);
  });
});
