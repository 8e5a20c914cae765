import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  ResultCode,
  type AdminPackage,
  type AdminScalingReviewRow,
  type CursorPage,
  type ProfitWidget,
  type ScalingPlan,
  type ScalingProgress,
  wellKnownScalingPlan,
} from '@portal/contract';
import { as, findPackage, type Trader } from './buying-helpers.ts';
import { adminCall, useOperator, type Agent } from './admin-helpers.ts';
import { accountRow } from './evaluation-helpers.ts';
import { useTrader } from './http-helpers.ts';
import { fundedAccountWithProfit } from './payouts-helpers.ts';
import { call, useTestApp } from './test-app.ts';

const SIZE = 1_000_000; // the 10K account, cents
/** One cycle (14 days): the imported account's first trade 20 days ago puts its first period's end in the past. */
const PLAN: ScalingPlan = wellKnownScalingPlan(1_500_000, {
  period: { unit: 'cycles', count: 1 },
  conditions: { minProfitPercent: 10, minPaidPayouts: 0, noBreach: true, inProfitAtReview: true },
  terms: [{ fromStep: 1, profitSplitPercent: 90, dailyLossPercent: null }],
});

describe('scaling plan: the catalogue, the review, the console’s decision, the growth', () => {
  const t = useTestApp();
  const alice = useTrader(t);
  const bob = useTrader(t);
  const carol = useTrader(t);
  const dave = useTrader(t);
  const owner = useOperator(t, 'owner');
  const finance = useOperator(t, 'finance', ['northwind']);
  const support = useOperator(t, 'support', ['northwind']);
  const otherFinance = useOperator(t, 'finance', ['bluewave']);
  let packageId: string;

  const setPlan = (agent: Agent, plan: ScalingPlan | null) =>
    adminCall<AdminPackage>(t, 'POST', ApiPath.adminPackage.replace(':id', packageId), {
      agent,
      body: { scalingPlan: plan },
    });
  const progress = async (who: Trader) =>
    (await call<ScalingProgress[]>(t, 'GET', ApiPath.scalingProgress, as(who))).data;
  const reviews = (agent: Agent, q = '') =>
    adminCall<CursorPage<AdminScalingReviewRow>>(t, 'GET', `${ApiPath.adminScalingReviews}${q}`, {
      agent,
    });
  /** The trader's notices of a review (its outcome each), in the order they were recorded. */
  const notices = async (reviewId: string) =>
    (
      await t.db.query<{ outcome: string }>(
        `select params ->> 'outcome' as outcome from notifications
          where event = 'scalingReview' and dedupe_key = $1 order by created_at`,
        [`scaling:${reviewId}`],
      )
    ).map((r) => r.outcome);
  const apply = (agent: Agent, id: string) =>
    adminCall<AdminScalingReviewRow>(t, 'POST', ApiPath.adminScalingApply.replace(':id', id), { agent });
  const refuse = (agent: Agent, id: string, reason: unknown) =>
    adminCall<AdminScalingReviewRow>(t, 'POST', ApiPath.adminScalingRefuse.replace(':id', id), {
      agent,
      body: { reason },
    });

  beforeAll(async () => {
    packageId = (await findPackage(t, 'Two-Step Challenge 10K', 'northwind-webtrader')).id;
  });

  it('the package editor keeps a plan, refuses a cap not above the size, and removes it', async () => {
    const bad = await setPlan(owner, { ...PLAN, maxSize: SIZE });
    expect(bad.status).toBe(400);
    const badShape = await adminCall(t, 'POST', ApiPath.adminPackage.replace(':id', packageId), {
      agent: owner,
      body: { scalingPlan: { ...PLAN, step: { kind: 'percentOfInitial', value: 0 } } },
    });
    expect(badShape.status).toBe(400);
    const ok = await setPlan(owner, PLAN);
    expect(ok.result).toBe(ResultCode.Ok);
    expect(ok.data.scalingPlan).toEqual(PLAN);
    expect((await setPlan(owner, null)).data.scalingPlan).toBeNull();
    expect((await setPlan(owner, PLAN)).data.scalingPlan).toEqual(PLAN);
  });

  it('a qualified account waits for the console; the decision grows it on the platform, in the engine and in its terms', async () => {
    const account = await fundedAccountWithProfit(t, owner, alice, 100_000); // exactly 10 %
    const [p] = await progress(alice);
    expect(p).toMatchObject({ traderAccountId: account.id, currentSize: SIZE, nextSize: 1_250_000 });
    expect(p!.reviews).toHaveLength(1);
    const review = p!.reviews[0]!;
    expect(review.decision).toBe('pending');
    expect(review.conditions.every((c) => c.met)).toBe(true);
    expect(review.conditions.find((c) => c.key === 'profit')).toMatchObject({ required: 10, actual: 10 });
    // the next period runs from the review's end
    expect(p!.periodStart).toBe(review.periodEnd);

    // the queue, within the caller's brands
    const listed = await reviews(finance);
    expect(listed.data.items.map((r) => r.id)).toContain(review.id);
    expect((await reviews(otherFinance)).data.items.map((r) => r.id)).not.toContain(review.id);
    expect((await reviews(finance, '?decision=bogus')).status).toBe(400);

    // authorised on the server: support reads accounts but does not decide; another brand's finance cannot reach it
    expect((await apply(support, review.id)).status).toBe(403);
    expect((await apply(otherFinance, review.id)).result).toBe(ResultCode.NotAuthorized);
    expect((await apply(finance, 'not-an-id')).result).toBe(ResultCode.NotAuthorized);

    const sandboxBefore = (
      await t.db.query<{ balance: number }>('select balance from sandbox_platform_accounts where login = $1', [
        account.login,
      ])
    )[0]!.balance;
    const applied = await apply(finance, review.id);
    expect(applied.result).toBe(ResultCode.Ok);
    expect(applied.data).toMatchObject({ decision: 'applied', oldSize: SIZE, newSize: 1_250_000 });
    expect((await apply(finance, review.id)).result).toBe(ResultCode.RequestIsNotValid);
    expect(await notices(review.id)).toEqual(['grown']);

    // the platform credited the step; the account's size, balance and floors follow the new size
    const [sandbox] = await t.db.query<{ balance: number }>(
      'select balance from sandbox_platform_accounts where login = $1',
      [account.login],
    );
    expect(sandbox!.balance - sandboxBefore).toBe(250_000);
    const row = await accountRow(t, account.id);
    expect(row.balance).toBe(1_350_000);
    const [ev] = await t.db.query<{
      state: {
        initialBalance: number;
        maxLoss: { allowance: number; floor: number };
        rules: { maxLoss: { percent: number } };
      };
    }>('select state from account_evaluations where account_id = $1', [account.id]);
    expect(ev!.state.initialBalance).toBe(1_250_000);
    const allowance = Math.floor((1_250_000 * ev!.state.rules.maxLoss.percent) / 100);
    expect(ev!.state.maxLoss.allowance).toBe(allowance);
    expect(ev!.state.maxLoss.floor).toBe(1_250_000 - allowance);
    const [size] = await t.db.query<{ account_size: number }>(
      'select account_size from trader_accounts where id = $1',
      [account.id],
    );
    expect(size!.account_size).toBe(1_250_000);

    // the step's better split; the profit a payout may take is still the profit above the (new) size
    const widget = await call<ProfitWidget>(
      t,
      'GET',
      `${ApiPath.profitWidget}?traderAccountId=${account.id}`,
      as(alice),
    );
    expect(widget.data.items[0]).toMatchObject({
      profitSplitPercent: 90,
      accountSize: 1_250_000,
      closedProfit: 100_000,
    });

    // audited, with the operator
    const audit = await t.db.query<{ action: string; actor_type: string; after: { accountSize: number } }>(
      "select action, actor_type, target_type, after from audit_log where after ->> 'reviewId' = $1",
      [review.id],
    );
    expect(audit).toEqual([
      expect.objectContaining({ action: 'scaling.applied', actor_type: 'operator', target_type: 'trader_account' }),
    ]);
    expect(audit[0]!.after.accountSize).toBe(1_250_000);

    const [after] = await progress(alice);
    expect(after).toMatchObject({ currentSize: 1_250_000, nextSize: 1_500_000, initialSize: SIZE });
    expect(after!.reviews[0]).toMatchObject({ decision: 'applied', decidedBy: expect.any(String) });
  });

  it('not qualified: the review says which conditions are missing, and the size stays', async () => {
    await fundedAccountWithProfit(t, owner, bob, 99_999); // one cent under 10 %
    const [p] = await progress(bob);
    expect(p!.reviews[0]!.decision).toBe('notQualified');
    expect(p!.reviews[0]!.conditions.filter((c) => !c.met).map((c) => c.key)).toEqual(['profit']);
    expect(p!.currentSize).toBe(SIZE);
    // reading again records nothing twice
    expect((await progress(bob))[0]!.reviews).toHaveLength(1);
    expect(await notices(p!.reviews[0]!.id)).toEqual(['notYet']);
  });

  it('refused with a reason the trader reads; an empty reason is a bad request', async () => {
    await fundedAccountWithProfit(t, owner, carol, 150_000);
    const review = (await progress(carol))[0]!.reviews[0]!;
    expect((await refuse(finance, review.id, '  ')).status).toBe(400);
    const refused = await refuse(finance, review.id, 'Hedging under review');
    expect(refused.data).toMatchObject({ decision: 'refused', reason: 'Hedging under review', newSize: 1_250_000 });
    expect((await refuse(finance, review.id, 'again')).result).toBe(ResultCode.RequestIsNotValid);
    const [p] = await progress(carol);
    expect(p).toMatchObject({ currentSize: SIZE });
    expect(p!.reviews[0]).toMatchObject({ decision: 'refused', reason: 'Hedging under review' });
    const [audit] = await t.db.query<{ action: string }>(
      "select action from audit_log where after ->> 'reviewId' = $1",
      [review.id],
    );
    expect(audit!.action).toBe('scaling.refused');
    expect(await notices(review.id)).toEqual(['refused']);
  });

  it('auto: a qualified review grows the account at once, audited as the plan’s', async () => {
    await setPlan(owner, { ...PLAN, review: 'auto' });
    const account = await fundedAccountWithProfit(t, owner, dave, 200_000);
    const [p] = await progress(dave);
    expect(p).toMatchObject({ currentSize: 1_250_000 });
    const review = p!.reviews[0]!;
    expect(review).toMatchObject({ decision: 'applied', decidedBy: 'plan', oldSize: SIZE, newSize: 1_250_000 });
    const [audit] = await t.db.query<{ actor_type: string }>(
      "select actor_type from audit_log where after ->> 'reviewId' = $1",
      [review.id],
    );
    expect(audit!.actor_type).toBe('system');
    expect((await accountRow(t, account.id)).balance).toBe(1_450_000);
  });

  it('an imported account (no order to keep a snapshot) follows its package: without a plan it shows none', async () => {
    await setPlan(owner, null);
    expect(await progress(alice)).toEqual([]);
  });
});
