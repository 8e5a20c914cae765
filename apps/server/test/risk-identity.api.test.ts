import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiPath, DEVICE_ID_HEADER } from '@portal/contract';
import { deviceMark, payoutDestinationMark, type Mark } from '../src/domain/risk/identity-marks.ts';
import { identitySubject } from '../src/modules/risk/identity-marks.service.ts';
import { useOperator } from './admin-helpers.ts';
import { createOrder, findPackage, type Trader } from './buying-helpers.ts';
import { boughtAccount } from './evaluation-helpers.ts';
import { newTrader } from './http-helpers.ts';
import { verifyStep } from './kyc-helpers.ts';
import { fundedAccountWithProfit, requestBank } from './payouts-helpers.ts';
import { call, STRONG_PASSWORD, useTestApp, type TestApp } from './test-app.ts';

/** Signal 4 (docs/risk.md): marks recorded where traders act, and the identity cases they open. */

const PROFIT = 100_000;
const DEVICE = '3f2b8c1e-5d4a-4e9b-9c7d-2a1b0c9da91f';
/** The IBAN both traders of the shared-identity case are paid to. */
const IBAN = 'DE89 3704 0044 0532 0130 00';
const OTHER_IBAN = 'GB29 NWBK 6016 1331 9268 19';

const signInFrom = (t: TestApp, who: Trader, headers: Record<string, string>) =>
  call(t, 'POST', ApiPath.authenticate, {
    host: who.host,
    ip: who.ip,
    headers,
    body: { email: who.email, password: STRONG_PASSWORD },
  });

const bankPayout = (t: TestApp, who: Trader, accountId: string, iban: string) =>
  requestBank(t, who, {
    traderAccountId: accountId,
    amount: 10_000,
    idempotencyKey: randomUUID(),
    accountHolder: 'A Trader',
    iban,
    bankCountry: iban.slice(0, 2),
  });

type CaseRow = { id: string; subject: string; status: string; score: number; rules: string[]; accounts: string[] };

async function casesOf(t: TestApp, accountId: string): Promise<CaseRow[]> {
  return t.db.query<CaseRow>(
    `select c.id, c.subject, c.status, c.score, c.rules,
            array(select account_id::text from risk_case_accounts x where x.case_id = c.id order by 1) as accounts
       from risk_cases c
      where c.signal = 'identity' and exists (select 1 from risk_case_accounts a where a.case_id = c.id and a.account_id = $1)
      order by c.subject`,
    [accountId],
  );
}

const userIdOf = async (t: TestApp, who: Trader) =>
  (await t.db.query<{ id: string }>('select id from users where email = $1', [who.email]))[0]!.id;

describe('risk desk, signal 4: shared identity', () => {
  const t = useTestApp();
  const owner = useOperator(t, 'owner');
  const hashOf = (mark: Mark | null) => t.app.modules.identity.services.identityMarks.hashOf(mark!);

  it('two traders signing in from one device and paid to one IBAN make a case each, with both', async () => {
    const alice = await newTrader(t);
    const bob = await newTrader(t);
    const a = await fundedAccountWithProfit(t, owner, alice, PROFIT);
    const b = await fundedAccountWithProfit(t, owner, bob, PROFIT);

    expect((await signInFrom(t, alice, { [DEVICE_ID_HEADER]: DEVICE })).result).toBe(0);
    expect(await casesOf(t, a.id)).toEqual([]); // one trader alone
    expect((await signInFrom(t, bob, { [DEVICE_ID_HEADER]: DEVICE.toUpperCase() })).result).toBe(0);
    expect((await bankPayout(t, alice, a.id, IBAN)).result).toBe(0);
    expect((await bankPayout(t, bob, b.id, IBAN.replace(/ /g, '').toLowerCase())).result).toBe(0);

    const both = [a.id, b.id].sort();
    const device = identitySubject('device', hashOf(deviceMark(DEVICE)));
    const iban = identitySubject('payoutDestination', hashOf(payoutDestinationMark({ iban: IBAN })));
    expect(await casesOf(t, a.id)).toEqual(
      [
        { subject: device, status: 'open', score: 0.7, rules: ['shared-device'], accounts: both },
        { subject: iban, status: 'open', score: 0.9, rules: ['shared-payout-destination'], accounts: both },
      ]
        .sort((x, y) => x.subject.localeCompare(y.subject))
        .map((c) => expect.objectContaining(c)),
    );

    // Kept as keyed hashes and masked forms: no address, device id or IBAN in the table.
    const marks = await t.db.query<{ kind: string; value_hash: string; shown: string }>(
      'select kind, value_hash, shown from risk_marks where user_id = $1 order by kind',
      [await userIdOf(t, alice)],
    );
    expect(marks.map((m) => [m.kind, m.shown])).toEqual([
      ['device', 'device •••a91f'],
      ['ip', `${alice.ip.split('.').slice(0, 3).join('.')}.•••`],
      ['payoutDestination', 'DE•• •••• 3000'],
    ]);
    expect(JSON.stringify(marks)).not.toMatch(/DE89|3f2b8c1e|\d+\.\d+\.\d+\.\d+"/);

    // The hedging detection's links: each is the other's.
    const links = t.app.modules.identity.services.identityLinks;
    const brandId = (
      await t.db.query<{ brand_id: string }>('select brand_id from users where email = $1', [alice.email])
    )[0]!.brand_id;
    expect(await links.linkedUsers(brandId, await userIdOf(t, alice))).toEqual([await userIdOf(t, bob)]);
    expect(await links.linkedGroups(brandId, [await userIdOf(t, bob)])).toEqual([
      [await userIdOf(t, bob), await userIdOf(t, alice)],
    ]);

    const [aliceId, bobId] = [await userIdOf(t, alice), await userIdOf(t, bob)];
    // latest seen first: the order is the sightings', so compared here by kind
    const shared = await links.sharedMarks(brandId, [aliceId, bobId]);
    expect(shared.map((m) => m.lastSeenAt)).toEqual(
      shared
        .map((m) => m.lastSeenAt)
        .sort()
        .reverse(),
    );
    expect(shared.sort((x, y) => x.kind.localeCompare(y.kind))).toEqual([
      { kind: 'device', shown: 'device •••a91f', traderIds: [aliceId, bobId].sort(), lastSeenAt: expect.any(String) },
      {
        kind: 'payoutDestination',
        shown: 'DE•• •••• 3000',
        traderIds: [aliceId, bobId].sort(),
        lastSeenAt: expect.any(String),
      },
    ]);

    // Decided, the case stands when its traders act again, and opens again when a new trader joins it.
    await t.db.query(`update risk_cases set status = 'cleared' where subject = $1`, [device]);
    await signInFrom(t, alice, { [DEVICE_ID_HEADER]: DEVICE });
    expect((await casesOf(t, a.id)).find((c) => c.subject === device)?.status).toBe('cleared');
    const carol = await newTrader(t);
    const c = await fundedAccountWithProfit(t, owner, carol, PROFIT);
    await signInFrom(t, carol, { [DEVICE_ID_HEADER]: DEVICE });
    expect((await casesOf(t, c.id)).find((x) => x.subject === device)).toMatchObject({
      status: 'open',
      accounts: [...both, c.id].sort(),
    });
  });

  it('a trader alone, on their own device and IBAN, opens no case', async () => {
    const dave = await newTrader(t);
    const d = await fundedAccountWithProfit(t, owner, dave, PROFIT);
    await signInFrom(t, dave, { [DEVICE_ID_HEADER]: randomUUID() });
    await signInFrom(t, dave, { [DEVICE_ID_HEADER]: randomUUID() }); // a second browser of their own
    expect((await bankPayout(t, dave, d.id, OTHER_IBAN)).result).toBe(0);
    expect((await createOrder(t, dave, (await findPackage(t, 'Two-Step Challenge 10K')).id)).result).toBe(0);
    expect(await casesOf(t, d.id)).toEqual([]);
    const kinds = await t.db.query<{ kind: string; n: number }>(
      'select kind, count(*)::int as n from risk_marks where user_id = $1 group by kind order by kind',
      [await userIdOf(t, dave)],
    );
    expect(kinds).toEqual([
      { kind: 'device', n: 2 },
      { kind: 'ip', n: 1 },
      { kind: 'payoutDestination', n: 1 },
    ]);
  });

  it('ignores a malformed device header, and an address that names no one', async () => {
    const erin = await newTrader(t);
    for (const bad of ['short', '<script>alert(1)</script>', 'x'.repeat(65), `${DEVICE} ${DEVICE}`])
      expect((await signInFrom(t, erin, { [DEVICE_ID_HEADER]: bad })).result).toBe(0);
    const local = await call(t, 'POST', ApiPath.authenticate, {
      host: erin.host,
      ip: '127.0.0.1',
      body: { email: erin.email, password: STRONG_PASSWORD },
    });
    expect(local.result).toBe(0);
    const marks = await t.db.query<{ kind: string; shown: string }>(
      'select kind, shown from risk_marks where user_id = $1',
      [await userIdOf(t, erin)],
    );
    expect(marks).toEqual([{ kind: 'ip', shown: `${erin.ip.split('.').slice(0, 3).join('.')}.•••` }]);
  });

  it('one identity document under two traders is a case; a shared address only once both keep coming back', async () => {
    const gina = await newTrader(t);
    const hank = await newTrader(t, { ip: gina.ip });
    const g = await boughtAccount(t, gina, 'Two-Step Challenge 10K', 'northwind-webtrader');
    const h = await boughtAccount(t, hank, 'Two-Step Challenge 10K', 'northwind-webtrader');
    await verifyStep(t, gina, 'identity', 'passport-scan');
    await verifyStep(t, hank, 'identity', 'passport-scan'); // the same file's bytes
    expect((await casesOf(t, g.id)).map((c) => [c.rules, c.score, c.accounts])).toEqual([
      [['shared-document'], 0.95, [g.id, h.id].sort()],
    ]);

    // A trader verified with the same scan before having an account joins the case with it by the next payout.
    const ivan = await newTrader(t);
    await verifyStep(t, ivan, 'identity', 'passport-scan');
    const i = await fundedAccountWithProfit(t, owner, ivan, PROFIT);
    expect(await casesOf(t, i.id)).toEqual([]);
    expect((await bankPayout(t, ivan, i.id, 'NL91 ABNA 0417 1643 00')).result).toBe(0);
    expect((await casesOf(t, i.id)).map((c) => [c.rules, c.accounts])).toEqual([
      [['shared-document'], [g.id, h.id, i.id].sort()],
    ]);

    // Both signed up, bought and verified from one address, all today: a visit, not yet a habit.
    expect((await casesOf(t, h.id)).some((c) => c.rules.includes('shared-ip'))).toBe(false);
    await t.db.query(
      `update risk_marks set first_seen_at = first_seen_at - interval '2 days' where kind = 'ip'
          and user_id in (select id from users where email = any($1))`,
      [[gina.email, hank.email]],
    );
    await signInFrom(t, gina, {});
    const shared = (await casesOf(t, h.id)).find((c) => c.rules.includes('shared-ip'));
    expect(shared).toMatchObject({ score: 0.3, status: 'open', accounts: [g.id, h.id].sort() });
  });

  it('a failure to record never fails the sign-in', async () => {
    const frank = await newTrader(t);
    await t.db.query('alter table risk_marks rename to risk_marks_away');
    try {
      expect((await signInFrom(t, frank, { [DEVICE_ID_HEADER]: DEVICE })).result).toBe(0);
    } finally {
      await t.db.query('alter table risk_marks_away rename to risk_marks');
    }
  });
});
