import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  encodeCursor,
  PayoutStatus,
  ResultCode,
  type AdminPayout,
  type AdminPayoutRow,
  type CursorPage,
  type Payout,
  type PayoutsPage,
  type RiskCase,
  type RiskCaseRow,
  type RiskPairEvidence,
} from '@portal/contract';
import { as, type Trader } from './buying-helpers.ts';
import { adminCall, newApiKey, UNKNOWN_ID, useBrandIds, useOperator, type Agent } from './admin-helpers.ts';
import type { Account } from './evaluation-helpers.ts';
import { useTrader } from './http-helpers.ts';
import { cryptoRequest, fundedAccountWithProfit, requestCrypto } from './payouts-helpers.ts';
import { copiedAndHedged, insertCase, insertMark, insertPositions } from './risk-helpers.ts';
import { call, useTestApp } from './test-app.ts';

type Page = CursorPage<RiskCaseRow>;
const DAY = 86_400_000;

describe('the risk desk: cases, evidence, decisions and the payout hold', () => {
  const t = useTestApp();
  const alice = useTrader(t);
  const bob = useTrader(t);
  const carol = useTrader(t);
  const owner = useOperator(t, 'owner');
  const risk = useOperator(t, 'risk', ['northwind']);
  const riskOfBluewave = useOperator(t, 'risk', ['bluewave']);
  const support = useOperator(t, 'support', ['northwind']);
  const finance = useOperator(t, 'finance', ['northwind']);
  const brands = useBrandIds(t);
  let a: Account;
  let b: Account;
  let c: Account;
  const ids = { ring: '', low: '', watched: '', bluewave: '', carolsCase: '' };
  const payouts = { alice: '', carol: '' };

  const list = (who: Agent, query = '') =>
    adminCall<Page>(t, 'GET', `${ApiPath.adminRiskCases}${query}`, { agent: who });
  const detail = (who: Agent, id: string) =>
    adminCall<RiskCase>(t, 'GET', ApiPath.adminRiskCase.replace(':id', id), { agent: who });
  const decide = (who: Agent, id: string, body: unknown) =>
    adminCall<RiskCase>(t, 'POST', ApiPath.adminRiskDecide.replace(':id', id), { agent: who, body });
  const approve = (who: Agent, id: string) =>
    adminCall<AdminPayout>(t, 'POST', ApiPath.adminPayoutApprove.replace(':id', id), { agent: who, body: {} });
  const adminPayout = (id: string) =>
    adminCall<AdminPayout>(t, 'GET', ApiPath.adminPayout.replace(':id', id), { agent: finance });
  const tradersPayout = (who: Trader, id: string) => call<Payout>(t, 'GET', ApiPath.payout.replace(':id', id), as(who));

  beforeAll(async () => {
    a = await fundedAccountWithProfit(t, owner, alice, 100_000);
    b = await fundedAccountWithProfit(t, owner, bob, 100_000);
    c = await fundedAccountWithProfit(t, owner, carol, 100_000);
    for (const [who, account, key] of [
      [alice, a, 'alice'],
      [carol, c, 'carol'],
    ] as const) {
      const r = await requestCrypto(t, who, cryptoRequest(account.id, 10_000));
      if (r.result !== 0) throw new Error(`payout refused: ${r.result}`);
      payouts[key] = r.data.id;
    }
    // From 08:00 UTC ten days back: a pair's matches fall on four whole UTC days.
    const from = new Date(Math.floor(Date.now() / DAY) * DAY - 10 * DAY + 8 * 3_600_000);
    await insertPositions(t.db, copiedAndHedged(a.id, b.id, from));
    await insertMark(t.db, {
      brandId: brands.northwind,
      kind: 'ip',
      valueHash: 'hash-of-an-address',
      shown: '203.0.113.x',
      accountIds: [a.id, b.id],
    });
    const northwind = brands.northwind;
    ids.ring = await insertCase(t.db, { brandId: northwind, signal: 'copy', score: 0.85, accountIds: [a.id, b.id] });
    ids.low = await insertCase(t.db, { brandId: northwind, signal: 'hedge', score: 0.3, accountIds: [a.id, b.id] });
    ids.watched = await insertCase(t.db, {
      brandId: northwind,
      signal: 'strategy',
      score: 0.7,
      accountIds: [b.id],
      status: 'watched',
    });
    ids.carolsCase = await insertCase(t.db, {
      brandId: northwind,
      signal: 'strategy',
      score: 0.65,
      accountIds: [c.id],
    });
    ids.bluewave = await insertCase(t.db, { brandId: brands.bluewave, signal: 'copy', score: 0.95 });
    for (let i = 0; i < 30; i++) await insertCase(t.db, { brandId: northwind, signal: 'identity', score: i / 100 });
  });

  it('lists the open cases of the caller’s brands, highest score first, with their accounts and held payouts', async () => {
    const r = await list(risk);
    expect([r.status, r.result]).toEqual([200, 0]);
    // ring, low, Carol's and 30 identity cases; not the watched nor Bluewave's
    expect(r.data.count).toEqual({ kind: 'exact', value: 33 });
    expect(r.data.items.slice(0, 3).map((i) => i.id)).toEqual([ids.ring, ids.carolsCase, ids.low]);
    const ring = r.data.items[0]!;
    expect(ring).toMatchObject({
      signal: 'copy',
      score: 0.85,
      status: 'open',
      rules: ['copy-trading'],
      heldPayouts: 1,
    });
    expect(ring.accounts.map((x) => x.accountId).sort()).toEqual([a.id, b.id].sort());
    // the same accounts and payout, but a case below the threshold holds nothing
    expect(r.data.items.find((i) => i.id === ids.low)!.heldPayouts).toBe(0);
    expect(ring.accounts.find((x) => x.accountId === a.id)).toMatchObject({
      login: a.login,
      isFunded: true,
      traderEmail: alice.email,
      traderName: 'Test Trader',
    });
    // the owner sees every brand: Bluewave's case comes first
    expect((await list(owner)).data.items[0]!.id).toBe(ids.bluewave);
  });

  it('filters by signal, status, score and brand, and pages', async () => {
    expect((await list(risk, '?signal=hedge')).data.items.map((i) => i.id)).toEqual([ids.low]);
    expect((await list(risk, '?minScore=0.5')).data.items.map((i) => i.id)).toEqual([ids.ring, ids.carolsCase]);
    expect((await list(risk, '?status=watched')).data.items.map((i) => i.id)).toEqual([ids.watched]);
    // every status together: the watched case among the open ones, by score as ever
    const all = (await list(risk, '?status=any&pageSize=100')).data.items.map((i) => i.id);
    const open = (await list(risk, '?pageSize=100')).data.items.map((i) => i.id);
    expect(all).toContain(ids.watched);
    expect(all.filter((id) => id !== ids.watched)).toEqual(open);
    // by position: the second page after the first's last case, back to the first, and the last
    const first = await list(risk, '?signal=identity&pageSize=10');
    expect([first.data.count, first.data.previous]).toEqual([{ kind: 'exact', value: 30 }, null]);
    const second = await list(risk, `?signal=identity&pageSize=10&cursor=${first.data.next}`);
    expect(second.data.items.map((i) => i.score)).toEqual([19, 18, 17, 16, 15, 14, 13, 12, 11, 10].map((n) => n / 100));
    const back = await list(risk, `?signal=identity&pageSize=10&cursor=${second.data.previous}`);
    expect(back.data.items.map((i) => i.id)).toEqual(first.data.items.map((i) => i.id));
    const last = await list(risk, '?signal=identity&pageSize=10&cursor=last');
    expect([last.data.items.at(-1)!.score, last.data.next]).toEqual([0, null]);
    // a cursor of a list sorted by time is no position here
    const timeCursor = encodeCursor('after', '2026-01-01T00:00:00.000000Z', first.data.items[0]!.id);
    expect((await list(risk, `?cursor=${timeCursor}`)).status).toBe(400);
    expect((await list(owner, `?brandId=${brands.bluewave}`)).data.items.map((i) => i.id)).toEqual([ids.bluewave]);
    // another brand's filter answers as an unknown one; bad values are refused as bad input
    expect((await list(risk, `?brandId=${brands.bluewave}`)).result).toBe(ResultCode.NotAuthorized);
    for (const q of ['?status=gone', '?signal=news', '?minScore=2', '?pageSize=0'])
      expect([(await list(risk, q)).status, (await list(risk, q)).result]).toEqual([400, ResultCode.RequestIsNotValid]);
  });

  it('lays out a pair’s evidence: matched trades, opposite positions, shared marks, findings', async () => {
    const r = await detail(risk, ids.ring);
    expect([r.status, r.result]).toEqual([200, 0]);
    const [pair] = r.data.pairs;
    expect(r.data.pairs).toHaveLength(1);
    const leaderFirst = pair!.accounts[0].accountId === a.id;
    expect(pair!.copy.matches).toHaveLength(12);
    expect(pair!.copy.days).toBe(4);
    expect(pair!.copy.score).toBeCloseTo(0.8, 5); // 12 of 15 openings on each side
    for (const m of pair!.copy.matches) {
      expect([m.secondsApart, m.sizeRatio]).toEqual([5, 2]);
      expect([m.leader.accountId, m.follower.accountId, m.leader.symbol]).toEqual([a.id, b.id, 'EURUSD']);
    }
    expect(pair!.hedge.overlaps).toHaveLength(3);
    expect(pair!.hedge.overlaps[0]).toMatchObject({ long: { accountId: a.id }, short: { accountId: b.id } });
    expect(pair!.hedge.overlaps[0]!.overlapSeconds).toBe(3590);
    expect(pair!.hedge.score).toBeGreaterThan(0);
    expect(leaderFirst ? pair!.copy.shares : [...pair!.copy.shares].reverse()).toEqual([0.8, 0.8]);
    const shared = { kind: 'ip', shown: '203.0.113.x' };
    expect(pair!.shared).toEqual([expect.objectContaining(shared)]);
    expect(r.data.shared).toEqual([expect.objectContaining(shared)]);
    expect(r.data.shared[0]!.traderIds).toHaveLength(2);
    // every trade had no stop loss: signal 3 says so of each account
    const noStop = r.data.findings.filter((f) => f.rule === 'no-stop-loss');
    expect(noStop.map((f) => f.accountId).sort()).toEqual([a.id, b.id].sort());
    expect(noStop[0]).toMatchObject({ score: 1, outOf: 15 });
    expect(r.data.decisions).toEqual([]);
  });

  it('compares any two accounts in scope with the same evidence', async () => {
    const r = await adminCall<RiskPairEvidence>(t, 'GET', `${ApiPath.adminRiskCompare}?a=${a.id}&b=${b.id}`, {
      agent: risk,
    });
    expect([r.status, r.result]).toEqual([200, 0]);
    expect(r.data.copy.matches).toHaveLength(12);
    expect(r.data.accounts.map((x) => x.accountId)).toEqual([a.id, b.id]);
    const same = await adminCall(t, 'GET', `${ApiPath.adminRiskCompare}?a=${a.id}&b=${a.id}`, { agent: risk });
    expect([same.status, same.result]).toEqual([400, ResultCode.RequestIsNotValid]);
    for (const other of [UNKNOWN_ID, 'nope'])
      expect(
        (await adminCall(t, 'GET', `${ApiPath.adminRiskCompare}?a=${a.id}&b=${other}`, { agent: risk })).result,
      ).toBe(ResultCode.NotAuthorized);
    // Bluewave's analyst reaches neither account
    const away = await adminCall(t, 'GET', `${ApiPath.adminRiskCompare}?a=${a.id}&b=${b.id}`, {
      agent: riskOfBluewave,
    });
    expect([away.status, away.result]).toEqual([403, ResultCode.NotAuthorized]);
  });

  it('shows a shared value with every trader of the brand seen with it, as the identity links read it', async () => {
    const device = { brandId: brands.northwind, kind: 'device', shown: 'device •••c0de' };
    await insertMark(t.db, { ...device, valueHash: 'hash-of-a-device', accountIds: [a.id, b.id, c.id] });
    const r = await detail(risk, ids.ring);
    const users = async (...accounts: Account[]) =>
      (
        await t.db.query<{ user_id: string }>(
          'select user_id from trader_accounts where id = any($1::uuid[]) order by user_id',
          [accounts.map((x) => x.id)],
        )
      ).map((u) => u.user_id);
    // Carol is not in the case, yet she uses the device too: the analyst sees three traders on it
    expect(r.data.shared.find((m) => m.kind === 'device')).toEqual({
      kind: 'device',
      shown: 'device •••c0de',
      traderIds: await users(a, b, c),
      lastSeenAt: expect.any(String),
    });
    // one query serves the console and the identity links (the hedging detection's evidence)
    const links = t.app.modules.identity.services.identityLinks;
    expect(await links.sharedMarks(brands.northwind, await users(a, b))).toEqual(r.data.shared);
    await t.db.query(`delete from risk_marks where value_hash = 'hash-of-a-device'`);
  });

  it('answers another brand’s case, an unknown one and a malformed id alike', async () => {
    for (const id of [ids.bluewave, UNKNOWN_ID, 'nope']) {
      const r = await detail(risk, id);
      expect([r.status, r.result], id).toEqual([403, ResultCode.NotAuthorized]);
      const d = await decide(risk, id, { decision: 'clear', reason: 'not ours' });
      expect([d.status, d.result], id).toEqual([403, ResultCode.NotAuthorized]);
    }
    expect((await detail(riskOfBluewave, ids.bluewave)).result).toBe(0);
  });

  it('counts the open cases at or above the threshold for the badge', async () => {
    const badge = (who: Agent) =>
      adminCall<{ openAboveThreshold: number }>(t, 'GET', ApiPath.adminRiskSummary, { agent: who });
    expect((await badge(risk)).data).toEqual({ openAboveThreshold: 2 }); // the ring and Carol's (0.65); not 0.3
    expect((await badge(owner)).data).toEqual({ openAboveThreshold: 3 });
    expect((await badge(riskOfBluewave)).data).toEqual({ openAboveThreshold: 1 });
  });

  it('lets the risk role decide, not support nor finance', async () => {
    for (const who of [support, finance]) {
      const r = await decide(who, ids.low, { decision: 'clear', reason: 'looked fine' });
      expect([r.status, r.result]).toEqual([403, ResultCode.NotAuthorized]);
    }
    expect((await list(support)).status).toBe(403);
    expect((await list(finance)).status).toBe(403);
  });

  it('refuses a decision without a reason or of an unknown kind as bad input, with a message to translate', async () => {
    for (const body of [{ decision: 'clear', reason: '' }, { decision: 'forgive', reason: 'because' }, {}]) {
      const r = await decide(risk, ids.low, body);
      expect([r.status, r.result]).toEqual([400, ResultCode.RequestIsNotValid]);
    }
    const r = await decide(risk, ids.low, { decision: 'clear', reason: ' ' });
    expect(JSON.stringify(r.data)).toContain('validation.required');
  });

  it('holds a payout while a case above the threshold is open: the trader sees it under review, approval waits', async () => {
    const mine = await tradersPayout(carol, payouts.carol);
    expect(mine.data.underReview).toBe(true);
    const page = await call<PayoutsPage>(t, 'GET', ApiPath.payouts, as(carol));
    expect(page.data.items.find((p) => p.id === payouts.carol)!.underReview).toBe(true);
    // the console's queue marks it as the review screen does
    const queued = async () =>
      (
        await adminCall<{ items: AdminPayoutRow[] }>(t, 'GET', ApiPath.adminPayouts, { agent: finance })
      ).data.items.find((p) => p.id === payouts.carol)!.underReview;
    expect(await queued()).toBe(true);
    const review = await adminPayout(payouts.carol);
    expect(review.data.riskCases).toEqual([
      expect.objectContaining({ id: ids.carolsCase, status: 'open', holdsPayouts: true, signal: 'strategy' }),
    ]);
    const refused = await approve(finance, payouts.carol);
    expect([refused.status, refused.result]).toEqual([200, ResultCode.PayoutIsBlocked]);
    expect(refused.data).toMatchObject({
      reason: 'riskCase',
      riskCases: [expect.objectContaining({ id: ids.carolsCase })],
    });
    expect((await detail(risk, ids.carolsCase)).data.heldPayouts).toBe(1);
    // below the threshold nothing waits: Bob's payout-less account is in the 0.3 case only besides the ring
    const cleared = await decide(risk, ids.carolsCase, { decision: 'clear', reason: 'a careful scalper, no abuse' });
    expect([cleared.result, cleared.data.status, cleared.data.heldPayouts]).toEqual([0, 'cleared', 0]);
    expect((await tradersPayout(carol, payouts.carol)).data.underReview).toBe(false);
    expect(await queued()).toBe(false);
    expect((await adminPayout(payouts.carol)).data.riskCases).toEqual([]);
    const approved = await approve(finance, payouts.carol);
    expect([approved.result, approved.data.status]).toEqual([0, PayoutStatus.Approved]);
  });

  it('watches a case (payouts go on), then confirms it: accounts blocked, payouts rejected with the reason, audited', async () => {
    const watched = await decide(risk, ids.ring, { decision: 'watch', reason: 'one more week of trades' });
    expect([watched.result, watched.data.status, watched.data.heldPayouts]).toEqual([0, 'watched', 0]);
    expect(watched.data.decisions).toEqual([
      expect.objectContaining({ decision: 'watch', reason: 'one more week of trades', decidedBy: expect.any(String) }),
    ]);
    expect(watched.data.decisions[0]!.decidedBy).toMatch(/^op-risk/);
    expect(watched.data.decisions[0]!.decidedByType).toBe('operator');
    expect((await tradersPayout(alice, payouts.alice)).data.underReview).toBe(false);
    expect((await approve(finance, payouts.alice)).result).toBe(0);

    const reason = 'Copy trading with another trader’s account';
    const confirmed = await decide(risk, ids.ring, { decision: 'confirm', reason });
    expect([confirmed.result, confirmed.data.status]).toEqual([0, 'confirmed']);
    expect(confirmed.data.decisions.map((d) => d.decision)).toEqual(['watch', 'confirm']);
    expect(confirmed.data.accounts.map((x) => x.status)).toEqual([18, 18]);
    const rows = await t.db.query<{ id: string; status: number }>(
      'select id, status from trader_accounts where id = any($1::uuid[])',
      [[a.id, b.id]],
    );
    expect(rows.map((r) => r.status)).toEqual([18, 18]);
    // the trader reads why, through the trader API
    const seen = await tradersPayout(alice, payouts.alice);
    expect([seen.data.status, seen.data.rejectionReason, seen.data.underReview]).toEqual([
      PayoutStatus.Rejected,
      reason,
      false,
    ]);
    const audit = await t.db.query<{ action: string; target_type: string; target_id: string }>(
      `select action, target_type, target_id from audit_log
        where target_id = any($1::text[]) and action in ('risk.decided', 'accounts.blocked', 'payouts.rejected')
        order by id`,
      [[ids.ring, a.id, b.id, payouts.alice]],
    );
    expect(audit.map((r) => `${r.action} ${r.target_id}`).sort()).toEqual(
      [
        `risk.decided ${ids.ring}`,
        `risk.decided ${ids.ring}`,
        `accounts.blocked ${a.id}`,
        `accounts.blocked ${b.id}`,
        `payouts.rejected ${payouts.alice}`,
      ].sort(),
    );

    // confirming again does nothing twice; a confirmed case is not cleared (its blocks stand)
    const again = await decide(risk, ids.ring, { decision: 'confirm', reason });
    expect([again.result, again.data.decisions.length]).toEqual([0, 2]);
    const [{ n }] = (await t.db.query<{ n: number }>(
      `select count(*)::int as n from audit_log where target_id = any($1::text[])
        and action in ('risk.decided', 'accounts.blocked', 'payouts.rejected')`,
      [[ids.ring, a.id, b.id, payouts.alice]],
    )) as [{ n: number }];
    expect(n).toBe(5);
    const undo = await decide(risk, ids.ring, { decision: 'clear', reason: 'changed my mind' });
    expect([undo.status, undo.result]).toEqual([400, ResultCode.RequestIsNotValid]);
  });

  it('names the API key that decided a case, in the case’s decisions and in the audit', async () => {
    const key = await newApiKey(t, owner, ['risk.read', 'risk.decide'], [brands.northwind]);
    const id = await insertCase(t.db, { brandId: brands.northwind, signal: 'hedge', score: 0.2, accountIds: [b.id] });
    const r = await adminCall<RiskCase>(t, 'POST', ApiPath.adminRiskDecide.replace(':id', id), {
      apiKey: key.key,
      body: { decision: 'clear', reason: 'a scripted review' },
    });
    expect([r.status, r.result]).toEqual([200, 0]);
    const byKey = { decision: 'clear', decidedBy: 'key risk.read,risk.decide', decidedByType: 'api_key' };
    expect(r.data.decisions).toEqual([expect.objectContaining(byKey)]);
    expect((await detail(risk, id)).data.decisions).toEqual([expect.objectContaining(byKey)]);
    const audit = await adminCall<{ items: Record<string, unknown>[] }>(
      t,
      'GET',
      `${ApiPath.adminAudit}?targetId=${id}&action=risk.decided`,
      { agent: owner },
    );
    expect(audit.data.items).toEqual([
      expect.objectContaining({ actorType: 'api_key', actorId: key.id, actorEmail: 'key risk.read,risk.decide' }),
    ]);
  });

  it('lists a ring case’s changes of accounts, oldest first, each account with its login', async () => {
    const id = await insertCase(t.db, {
      brandId: brands.northwind,
      signal: 'copy',
      score: 0.2,
      accountIds: [a.id, c.id],
    });
    await t.db.query(
      `insert into risk_case_changes (case_id, at, added, removed)
       values ($1, '2026-11-02T10:00:00Z', array[$3]::uuid[], '{}'), ($1, '2026-11-01T10:00:00Z', '{}', array[$2]::uuid[])`,
      [id, b.id, c.id],
    );
    const r = await detail(risk, id);
    expect(r.data.changes).toEqual([
      { at: '2026-11-01T10:00:00.000Z', added: [], removed: [{ accountId: b.id, login: b.login }] },
      { at: '2026-11-02T10:00:00.000Z', added: [{ accountId: c.id, login: c.login }], removed: [] },
    ]);
    expect((await detail(risk, ids.low)).data.changes).toEqual([]);
  });
});
