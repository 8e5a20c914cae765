import { beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@portal/contract';
import type { Trader } from './buying-helpers.ts';
import { newTrader } from './http-helpers.ts';
import { useTestApp } from './test-app.ts';
import { boughtAccount, hours, minutes, pushOk, startAccountAt, trade, type Account } from './evaluation-helpers.ts';
import { listening, openLive } from './live-helpers.ts';

/**
 * The dashboard's live stream (docs/decisions/021-ingestion-and-live-push.md): a bridge push that commits is told
 * to the account's open dashboards at once, and only to its owner's.
 */
describe('dashboard live stream', () => {
  let base: string;
  let alice: Trader;
  let bob: Trader;
  let aliceAccount: Account;
  let bobAccount: Account;

  const t = useTestApp();
  beforeAll(async () => {
    base = await listening(t.app);
    alice = await newTrader(t);
    bob = await newTrader(t);
    aliceAccount = await boughtAccount(t, alice, 'Two-Step Challenge 10K', 'northwind-webtrader');
    bobAccount = await boughtAccount(t, bob, 'Two-Step Challenge 10K', 'northwind-webtrader');
    const start = new Date(Date.now() - hours(3)).toISOString();
    await startAccountAt(t, aliceAccount, start);
    await startAccountAt(t, bobAccount, start);
  });

  it('tells an open dashboard of each committed push of its account, and of no other account', async () => {
    const live = await openLive(base, alice, aliceAccount.id);
    try {
      expect(live.status).toBe(200);
      expect(live.contentType).toMatch(/^text\/event-stream/);
      await live.waitFor('ready');
      expect(live.events).toEqual(['ready']);

      // Another trader's push is not heard here.
      await pushOk(
        t,
        bobAccount,
        trade(new Date(Date.now() - minutes(90)).toISOString(), { profit: 1000, holdMs: minutes(1) }),
      );
      const sent = performance.now();
      await pushOk(
        t,
        aliceAccount,
        trade(new Date(Date.now() - minutes(80)).toISOString(), { profit: 2500, holdMs: minutes(1) }),
      );
      await live.waitFor('changed', 1, 1000);
      expect(performance.now() - sent).toBeLessThan(1000);
      expect(live.body()).toContain(`data: ${aliceAccount.id}`);
      expect(live.body()).not.toContain(bobAccount.id);

      // A replay changes nothing: nothing is told.
      const replay = trade(new Date(Date.now() - minutes(70)).toISOString(), { profit: 500, holdMs: minutes(1) });
      await pushOk(t, aliceAccount, replay);
      await live.waitFor('changed', 2, 1000);
      expect((await pushOk(t, aliceAccount, replay)).accepted).toBe(0);
      await new Promise((r) => setTimeout(r, 200));
      expect(live.events.filter((e) => e === 'changed')).toHaveLength(2);
    } finally {
      live.close();
    }
  });

  it('answers -50 for an account that is not the trader’s, and 401 without a session', async () => {
    const other = await openLive(base, alice, bobAccount.id);
    await other.ended;
    expect(other.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(other.body()).result).toBe(ResultCode.NotAuthorized);
    const anonymous = await openLive(base, null, aliceAccount.id);
    await anonymous.ended;
    expect(anonymous.status).toBe(401);
  });

  it('stops listening when the dashboard goes away', async () => {
    const before = t.app.modules.evaluation.services.accountChanges.listening;
    const live = await openLive(base, alice, aliceAccount.id);
    await live.waitFor('ready');
    expect(t.app.modules.evaluation.services.accountChanges.listening).toBe(before + 1);
    live.close();
    await expect.poll(() => t.app.modules.evaluation.services.accountChanges.listening).toBe(before);
  });
});
