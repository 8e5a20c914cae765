import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BridgeEvent } from '@portal/contract';
import { buildApp } from '../src/app.ts';
import { chartPlan, storedWidthFor } from '../src/modules/evaluation/charts/chart-buckets.ts';
import { createChartRepository } from '../src/modules/evaluation/charts/chart.repository.ts';
import { createEvaluationsRepository } from '../src/modules/evaluation/state/evaluations.repository.ts';
import { newTrader } from './http-helpers.ts';
import {
  at,
  boughtAccount,
  days,
  hours,
  minutes,
  push,
  pushOk,
  snapshot,
  startAccountAt,
  dealOpened,
  dealClosed,
} from './evaluation-helpers.ts';
import type { Account } from './evaluation-helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { seededRandom } from '../src/domain/market/price-process.ts';

const PLANS = [10, 120, 500, 2000];

/**
 * The chart kept through pushes (docs/decisions/047-chart-kept-through-pushes.md): the instance that ingests a batch
 * moves its kept chart forward once the batch commits, so the read after the push is served without reading the
 * segments, and its bytes are those a fresh read of the database gives, on PGlite and PostgreSQL. Another instance
 * on the same database hears of the push, reads the new state, and reads the chart of that state's version afresh.
 */
describe('the chart kept through pushes', () => {
  let a: TestApp;
  let b: TestApp['app'];
  let account: Account;
  let owner: { brand_id: string; user_id: string };
  const charts = createChartRepository();
  const evaluations = createEvaluationsRepository();
  let segmentReads = 0;
  /** every statement either instance sends (they share the database object) */
  let statements = 0;
  const start = Date.now() - days(30);

  beforeAll(async () => {
    a = await createTestApp();
    b = await buildApp({ config: a.config, db: a.db, logger: false, marketSeed: 7 });
    await b.ready();
    const alice = await newTrader(a);
    account = await boughtAccount(a, alice, 'Two-Step Challenge 100K', 'northwind-webtrader');
    await startAccountAt(a, account, new Date(start).toISOString());
    [owner] = (await a.db.query('select brand_id, user_id from trader_accounts where id = $1', [account.id])) as [
      typeof owner,
    ];
    // The evaluation starts with the first push.
    await pushOk(a, account, [snapshot(new Date(start + hours(1)).toISOString(), 10_000_000)]);
    for (let i = 0; i < 100 && !b.modules.core.services.changeFeed.live; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(b.modules.core.services.changeFeed.live).toBe(true);
    // Both instances share the database object: every read of the chart's segments is counted.
    const query = a.db.query.bind(a.db);
    vi.spyOn(a.db, 'query').mockImplementation((sql: string, ...rest: unknown[]) => {
      statements++;
      if (sql.includes('from account_chart_segments') && sql.includes('version from account_evaluations'))
        segmentReads++;
      return (query as (sql: string, ...r: unknown[]) => Promise<never[]>)(sql, ...rest);
    });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await b.close();
    await a.close();
  });

  /** The chart's points as an instance serves them, and how many segment reads that took. */
  async function served(app: TestApp['app'], points: number) {
    const before = segmentReads;
    const chart = await app.modules.evaluation.services.dashboardService.chart(
      owner.brand_id,
      owner.user_id,
      account.id,
      points,
    );
    return { bytes: chart.pointsJson.toString('utf8'), reads: segmentReads - before };
  }

  /** The points a fresh read of the database gives for the state stored now, and the stored width it reads. */
  async function fresh(points: number) {
    const { state } = (await evaluations.get(a.db, account.id))!;
    const { width, groupSeconds } = chartPlan(state.startTime, Math.max(state.time, state.startTime), points);
    const before = segmentReads;
    const bytes = (await charts.points(a.db, account.id, width, groupSeconds))!.toString('utf8');
    segmentReads = before;
    return { bytes, stored: storedWidthFor(width) };
  }

  /** The stored widths each instance's last reads went to: what it keeps. */
  const keptWidths = new Map<unknown, Set<number>>();

  /**
   * Every plan on this instance, each as read afresh; when `kept`, each whose stored width the instance read before
   * served from memory (no segment read): a plan whose span moved it to another stored width reads that one.
   */
  let step = 0;
  async function expectServed(app: TestApp['app'], kept: boolean) {
    step++;
    const before = keptWidths.get(app) ?? new Set<number>();
    const now = new Set<number>();
    for (const points of PLANS) {
      const s = await served(app, points);
      const f = await fresh(points);
      expect(s.bytes).toBe(f.bytes);
      if (kept && before.has(f.stored)) expect(s.reads, `${points} points, step ${step}`).toBe(0);
      now.add(f.stored);
    }
    keptWidths.set(app, now);
  }

  /** Everything the dashboard reads of the account on an instance, as one string (the chart's points included). */
  async function dashboard(app: TestApp['app']) {
    const service = app.modules.evaluation.services.dashboardService;
    const chart = await service.chart(owner.brand_id, owner.user_id, account.id, 2000);
    const metrics = await service.metrics(owner.brand_id, owner.user_id, account.id);
    const requirements = await service.requirements(owner.brand_id, owner.user_id, account.id);
    return JSON.stringify({ ...chart, pointsJson: chart.pointsJson.toString('utf8'), metrics, requirements });
  }

  it('serves the whole read after a push without reading the segments, as a fresh read of the database gives it', async () => {
    let free = 0;
    const rounds = 8;
    for (let i = 0; i < rounds; i++) {
      await a.app.modules.core.services.changeFeed.settled();
      await dashboard(a.app); // what the open dashboard read before the push: kept
      const open = new Date(start + hours(1) + minutes(3 + i * 6)).toISOString();
      const events: BridgeEvent[] = [
        dealOpened({ dealId: `so${i}`, positionId: `sp${i}`, time: open, price: 1.085 }),
        snapshot(at(open, minutes(1)), 10_000_000 + i * 1_000),
      ];
      // Every other batch closes its trade (balance, a closed trade); the others move the equity only.
      if (i % 2 === 0)
        events.push(
          dealClosed({
            dealId: `sc${i}`,
            positionId: `sp${i}`,
            time: at(open, minutes(2)),
            price: 1.087,
            profit: 2_000 + i,
            commission: -7,
          }),
        );
      await pushOk(a, account, events);
      const before = segmentReads;
      const served = await dashboard(a.app);
      if (segmentReads === before) free++;
      // The other instance hears of the push, forgets, and reads the database: the same bytes.
      await a.app.modules.core.services.changeFeed.settled();
      const read = statements;
      expect(await dashboard(b)).toBe(served);
      expect(statements).toBeGreaterThan(read);
    }
    expect(free).toBe(rounds);
  });

  it('serves the read after each push from memory, byte for byte as the database, over random batches', async () => {
    const rnd = seededRandom(47);
    let t = start + hours(2);
    let deal = 0;
    let previous: BridgeEvent[] = [];
    let balance = 10_000_000;
    await a.app.modules.core.services.changeFeed.settled(); // the first push's notification heard: nothing kept is dropped later
    await expectServed(a.app, false);
    await expectServed(b, false);
    let moved = 0;
    for (let round = 0; round < 40; round++) {
      const batch: BridgeEvent[] = [];
      const kind = rnd();
      if (kind < 0.1 && previous.length > 0) {
        batch.push(...previous); // re-sent: only duplicates, nothing is written
      } else {
        const trades = 1 + Math.floor(rnd() * 4);
        for (let k = 0; k < trades; k++) {
          // Mostly minutes apart, sometimes across a midnight or a gap of days (other buckets, other segments).
          const r = rnd();
          t += r < 0.1 ? days(1 + Math.floor(rnd() * 2)) : r < 0.25 ? hours(5 + rnd() * 10) : minutes(1 + rnd() * 40);
          t = Math.min(t, Date.now() - hours(1));
          const n = ++deal;
          const open = new Date(t).toISOString();
          const hold = minutes(1 + Math.floor(rnd() * 90));
          batch.push(
            dealOpened({ dealId: `ko${n}`, positionId: `kp${n}`, time: open, price: 1.085 }),
            snapshot(at(open, Math.floor(hold / 2)), balance + Math.round((rnd() - 0.5) * 40_000)),
          );
          // Some trades stay open (no chart sample but the snapshot, or none at all for a lone opening).
          if (rnd() < 0.8) {
            const profit = Math.round((rnd() - 0.5) * 80_000);
            const commission = -Math.floor(rnd() * 500);
            balance += profit + commission;
            batch.push(
              dealClosed({
                dealId: `kc${n}`,
                positionId: `kp${n}`,
                time: at(open, hold),
                price: 1.087,
                profit,
                commission,
              }),
            );
          }
          if (rnd() < 0.15) batch.splice(batch.length - 2, 1); // the snapshot left out
        }
        t += hours(2);
      }
      await pushOk(a, account, batch);
      previous = batch;
      await expectServed(a.app, true);
      const whole = await dashboard(a.app);
      moved++;
      if (round % 5 === 4) {
        // The other instance hears of the pushes (its chart is dropped) and reads the chart afresh.
        await a.app.modules.core.services.changeFeed.settled();
        expect(await dashboard(b)).toBe(whole);
        let reads = 0;
        for (const points of PLANS) {
          const s = await served(b, points);
          expect(s.bytes).toBe((await fresh(points)).bytes);
          reads += s.reads;
        }
        expect(reads).toBeGreaterThan(0);
      }
    }
    expect(moved).toBe(40);
  });

  it('keeps the chart as it was when a batch is refused inside its transaction', async () => {
    await expectServed(a.app, false);
    const before = await Promise.all(PLANS.map(async (p) => (await fresh(p)).bytes));
    const open = new Date(Date.now() - minutes(30)).toISOString();
    // Closed for more than was opened: refused once its rows are written, so the transaction rolls back.
    const r = await push(a, account, [
      dealOpened({ dealId: 'xo1', positionId: 'xp1', time: open, price: 1.085 }),
      snapshot(at(open, minutes(1)), 1),
      dealClosed({
        dealId: 'xc1',
        positionId: 'xp1',
        time: at(open, minutes(2)),
        volume: 2,
        price: 1.087,
        profit: 123_456,
      }),
    ]);
    expect(r.json.result).not.toBe(0);
    await a.app.modules.core.services.changeFeed.settled();
    await expectServed(a.app, true);
    expect(await Promise.all(PLANS.map(async (p) => (await fresh(p)).bytes))).toEqual(before);
    // Nothing the rolled-back transaction computed is kept: what is kept is the database's.
    const kept = statements;
    const served = await dashboard(a.app);
    expect(statements).toBe(kept);
    expect(served).toBe(await dashboard(b));
  });

  it('a verdict moves the account: the read after the push shows its new status, as the database has it', async () => {
    await a.app.modules.core.services.changeFeed.settled();
    const was = JSON.parse(await dashboard(a.app)) as { requirements: { status: number } };
    const open = new Date(Date.now() - minutes(20)).toISOString();
    // Far more than the daily loss allowed (5 % of 100,000): the rule is broken, the account closed.
    const r = await pushOk(a, account, [
      dealOpened({ dealId: 'vo1', positionId: 'vp1', time: open, price: 1.085 }),
      dealClosed({ dealId: 'vc1', positionId: 'vp1', time: at(open, minutes(1)), price: 1.07, profit: -3_000_000 }),
    ]);
    expect(r.status).not.toBe(was.requirements.status);
    const served = JSON.parse(await dashboard(a.app)) as { requirements: { status: number } };
    expect(served.requirements.status).toBe(r.status);
    await a.app.modules.core.services.changeFeed.settled();
    expect(JSON.stringify(served)).toBe(await dashboard(b));
  });
});
