import { beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, PayoutStatus, type RiskCase } from '@portal/contract';
import { adminCall, signedInAs, useBrandIds, type Agent } from './admin-helpers.ts';
import { newTrader } from './http-helpers.ts';
import { cryptoRequest, fundedAccountWithProfit, requestCrypto } from './payouts-helpers.ts';
import { insertCase } from './risk-helpers.ts';
import { useTestApp } from './test-app.ts';

/** Risk decisions racing each other and a payout's approval: PostgreSQL's real concurrency (PGlite has one connection). */
describe('risk decisions under concurrency (PostgreSQL)', () => {
  const t = useTestApp();
  const brands = useBrandIds(t);
  let owner: Agent;
  let risk: Agent;
  let finance: Agent;
  beforeAll(async () => {
    expect(t.dialect).toBe('postgres');
    owner = await signedInAs(t, 'owner');
    risk = await signedInAs(t, 'risk', ['northwind']);
    finance = await signedInAs(t, 'finance', ['northwind']);
  });

  it('ten analysts confirming one case at once: one decision, each account blocked once, the payout rejected once', async () => {
    const [alice, bob] = [await newTrader(t), await newTrader(t)];
    const a = await fundedAccountWithProfit(t, owner, alice, 100_000);
    const b = await fundedAccountWithProfit(t, owner, bob, 100_000);
    const payout = await requestCrypto(t, alice, cryptoRequest(a.id, 10_000));
    const id = await insertCase(t.db, {
      brandId: brands.northwind,
      signal: 'copy',
      score: 0.9,
      accountIds: [a.id, b.id],
    });
    const url = ApiPath.adminRiskDecide.replace(':id', id);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        adminCall<RiskCase>(t, 'POST', url, { agent: risk, body: { decision: 'confirm', reason: 'one ring' } }),
      ),
    );
    expect(replies.map((r) => [r.result, r.data.status])).toEqual(Array(10).fill([0, 'confirmed']));
    const counts = await t.db.query<{ action: string; n: number }>(
      `select action, count(*)::int as n from audit_log
        where target_id = any($1::text[]) and action in ('risk.decided', 'accounts.blocked', 'payouts.rejected')
        group by action order by action`,
      [[id, a.id, b.id, payout.data.id]],
    );
    expect(counts).toEqual([
      { action: 'accounts.blocked', n: 2 },
      { action: 'payouts.rejected', n: 1 },
      { action: 'risk.decided', n: 1 },
    ]);
    expect(await t.db.query('select 1 from risk_decisions where case_id = $1', [id])).toHaveLength(1);
  });

  it('an approval racing a clear either waits for it or is refused: never approved while the case holds it', async () => {
    const carol = await newTrader(t);
    const c = await fundedAccountWithProfit(t, owner, carol, 100_000);
    const payout = await requestCrypto(t, carol, cryptoRequest(c.id, 10_000));
    const id = await insertCase(t.db, {
      brandId: brands.northwind,
      signal: 'strategy',
      score: 0.9,
      accountIds: [c.id],
    });
    const [approved, cleared] = await Promise.all([
      adminCall(t, 'POST', ApiPath.adminPayoutApprove.replace(':id', payout.data.id), { agent: finance, body: {} }),
      adminCall(t, 'POST', ApiPath.adminRiskDecide.replace(':id', id), {
        agent: risk,
        body: { decision: 'clear', reason: 'no abuse' },
      }),
    ]);
    expect(cleared.result).toBe(0);
    const [row] = await t.db.query<{ status: number }>('select status from payouts where id = $1', [payout.data.id]);
    expect([approved.result, row!.status]).toEqual(
      approved.result === 0 ? [0, PayoutStatus.Approved] : [-60, PayoutStatus.Requested],
    );
  });
});
