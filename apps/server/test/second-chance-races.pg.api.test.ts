import { beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@portal/contract';
import { useTrader } from './http-helpers.ts';
import {
  endByBreach,
  endByTime,
  offerOf,
  orderReset,
  retry,
  setTerms,
  terms,
  timedAccount,
} from './second-chance-helpers.ts';
import { useTestApp } from './test-app.ts';

/** Races that need PostgreSQL's real concurrency (PGlite has one connection). */
describe('a second chance under concurrency (PostgreSQL)', () => {
  const t = useTestApp();
  const alice = useTrader(t);
  beforeAll(async () => {
    expect(t.dialect).toBe('postgres');
    await setTerms(t, terms({ freeRetry: { enabled: true, maxPerAccount: 3 } }));
  });

  it('12 parallel free retries of one account: one fresh account, the others refused', async () => {
    const ended = await timedAccount(t, alice);
    await endByTime(t, ended, 100);
    const replies = await Promise.all(Array.from({ length: 12 }, () => retry(t, alice, ended.id)));
    expect(replies.filter((r) => r.result === ResultCode.Ok)).toHaveLength(1);
    const refused = replies.filter((r) => r.result !== ResultCode.Ok);
    expect(refused.map((r) => [r.status, r.result])).toEqual(refused.map(() => [400, ResultCode.RequestIsNotValid]));
    const [n] = await t.db.query<{ n: number }>('select count(*)::int as n from trader_accounts where replaces = $1', [
      ended.id,
    ]);
    expect(n!.n).toBe(1);
  });

  it('12 parallel reset orders of one account: one order, the others find it pending', async () => {
    const failed = await timedAccount(t, alice);
    await endByBreach(t, failed);
    const replies = await Promise.all(Array.from({ length: 12 }, () => orderReset(t, alice, failed.id)));
    expect(replies.filter((r) => r.result === ResultCode.Ok)).toHaveLength(1);
    expect(replies.filter((r) => r.result !== ResultCode.Ok).map((r) => r.data)).toEqual(
      Array.from({ length: 11 }, () => ({ reason: 'resetPending' })),
    );
    const [n] = await t.db.query<{ n: number }>('select count(*)::int as n from orders where reset_account_id = $1', [
      failed.id,
    ]);
    expect(n!.n).toBe(1);
  });

  it('a retry and a reset order racing for one account: exactly one of them takes it', async () => {
    const ended = await timedAccount(t, alice);
    await endByTime(t, ended, 100);
    const [a, b] = await Promise.all([retry(t, alice, ended.id), orderReset(t, alice, ended.id)]);
    expect([a.result, b.result].filter((r) => r === ResultCode.Ok)).toHaveLength(1);
    const offer = (await offerOf(t, alice, ended.id)).data;
    expect(offer.freeRetry.available || offer.paidReset.available).toBe(false);
  });
});
