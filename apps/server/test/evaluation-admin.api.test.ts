import { beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, ChallengeStatus, ResultCode } from '@portal/contract';
import { useTrader } from './http-helpers.ts';
import { useTestApp } from './test-app.ts';
import {
  accountRow,
  startedAccount,
  platformEnabled,
  pushOk,
  stageAccount,
  winningDays,
  useAccount,
} from './evaluation-helpers.ts';
import { adminCall, newApiKey, type Agent, useOperator, signedInAs } from './admin-helpers.ts';

const statusUrl = (id: string) => ApiPath.adminTraderAccountStatus.replace(':id', id);
const unblockUrl = (id: string) => ApiPath.adminTraderAccountUnblock.replace(':id', id);

describe('admin: a firm blocks an account (15-18) and lifts the block', () => {
  let key: string;
  const setStatus = (id: string, status: unknown, by: { agent?: Agent; apiKey?: string } = { apiKey: key }) =>
    adminCall(t, 'POST', statusUrl(id), { ...by, body: { status, reason: 'chargeback' } });
  const t = useTestApp();
  const alice = useTrader(t);
  const account = useAccount(t, alice);
  const support = useOperator(t, 'support', ['northwind']);
  beforeAll(async () => {
    const owner = await signedInAs(t, 'owner');
    key = (await newApiKey(t, owner, ['accounts.block', 'accounts.read'])).key;
  });

  it('refuses a missing or wrong key with 401, before looking at the request', async () => {
    for (const apiKey of ['wrong', `${key}x`, `pk_${'a'.repeat(43)}`]) {
      const r = await setStatus(account.id, 15, { apiKey });
      expect([r.status, r.result]).toEqual([401, ResultCode.AccessTokenInvalid]);
    }
    expect((await setStatus(account.id, 'nonsense', {})).status).toBe(401);
    expect((await accountRow(t, account.id)).status).toBe(1);
  });

  it('an operator blocks: a blocked status, trading stops; unblock restores the status and trading, both audited', async () => {
    const r = await setStatus(account.id, ChallengeStatus.BlockedByAnotherReason, { agent: support });
    expect([r.status, r.result, r.data]).toEqual([200, 0, { traderAccountId: account.id, status: 18 }]);
    expect((await accountRow(t, account.id)).status).toBe(18);
    expect(await platformEnabled(t, account.login)).toBe(false);
    for (const status of [15, 16, 17]) expect((await setStatus(account.id, status)).data).toMatchObject({ status });

    const u = await adminCall(t, 'POST', unblockUrl(account.id), { agent: support, body: { reason: 'resolved' } });
    expect([u.status, u.result, u.data]).toEqual([200, 0, { traderAccountId: account.id, status: 1 }]);
    expect((await accountRow(t, account.id)).status).toBe(1);
    expect(await platformEnabled(t, account.login)).toBe(true);
    const again = await adminCall(t, 'POST', unblockUrl(account.id), { agent: support, body: { reason: 'twice' } });
    expect(again.result).toBe(ResultCode.RequestIsNotValid);

    const audit = await t.db.query<{ action: string; actor_type: string; before: unknown; after: unknown }>(
      `select action, actor_type, before, after from audit_log where target_id = $1 order by id`,
      [account.id],
    );
    expect(audit[0]).toEqual({
      action: 'accounts.blocked',
      actor_type: 'operator',
      before: { status: 1 },
      after: { status: 18, reason: 'chargeback' },
    });
    expect(audit.slice(1, 4).map((a) => a.actor_type)).toEqual(['api_key', 'api_key', 'api_key']);
    expect(audit.at(-1)).toEqual({
      action: 'accounts.unblocked',
      actor_type: 'operator',
      before: { status: 17 },
      after: { status: 1, reason: 'resolved' },
    });
  });

  it('takes only 15-18 with a reason (400/-200 otherwise), and answers 403/-50 for an unknown id', async () => {
    for (const status of [14, 19, 1, 0]) {
      const r = await setStatus(account.id, status);
      expect([r.status, r.result]).toEqual([400, ResultCode.RequestIsNotValid]);
    }
    const noReason = await adminCall(t, 'POST', statusUrl(account.id), { apiKey: key, body: { status: 15 } });
    expect(noReason.status).toBe(400);
    const unknown = await setStatus('00000000-0000-4000-8000-000000000000', 15);
    expect([unknown.status, unknown.result]).toEqual([403, ResultCode.NotAuthorized]);
  });

  it('a blocked account keeps its status whatever its trading does: no phase is passed', async () => {
    const a = await startedAccount(t, alice, '2026-03-02T08:00:00.000Z');
    await setStatus(a.id, ChallengeStatus.BlockedByBlockTrades);
    const r = await pushOk(t, a, winningDays('2026-03-02T09:00:00.000Z', 4, 30_000));
    expect(r).toMatchObject({ accepted: 8, status: 15 });
    expect(await stageAccount(t, (await accountRow(t, a.id)).order_id, 2)).toBeUndefined();
  });
});
