import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, SITE_VERSION, SITE_VERSION_HEADER, type DeviceSession } from '@portal/contract';
import { manualClock } from '../src/lib/clock.ts';
import {
  adminCall,
  currentCode,
  demoOwner,
  newApiKey,
  newOperator,
  passwordStep,
  signedInAgain,
  type Agent,
  type Operator,
} from './admin-helpers.ts';
import { expectInvalid, expectToken, nextIp, refresh, signIn, signUp, type Tokens } from './auth-helpers.ts';
import { listening } from './live-helpers.ts';
import { call, type TestApp, useTestApp } from './test-app.ts';

// "Devices" (docs/decisions/049-devices.md, ASVS V7.5.2 and V7.4.5).
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

type Trader = Awaited<ReturnType<typeof signUp>>;

/** Signs the trader in once more, from a device of its own. */
async function anotherDevice(t: TestApp, who: Trader, userAgent: string, ip = nextIp()): Promise<Tokens> {
  const r = await call<Tokens>(t, 'POST', ApiPath.authenticate, {
    ip,
    headers: { 'user-agent': userAgent },
    body: { email: who.email, password: who.password },
  });
  expect(r.result).toBe(0);
  return r.data;
}

const devices = (t: TestApp, token: string) =>
  call<{ items: DeviceSession[] }>(t, 'GET', ApiPath.sessions, { token, ip: nextIp() });
const end = (t: TestApp, token: string, body: unknown, ip = nextIp()) =>
  call<{ ended: number }>(t, 'POST', ApiPath.sessionsEnd, { token, body, ip });

/** A GET over a real connection, as the app reads its accounts. */
function rawGet(base: string, path: string, token: string) {
  return new Promise<number>((resolve, reject) => {
    const req = request(new URL(path, base), {
      headers: { host: 'localhost', [SITE_VERSION_HEADER]: SITE_VERSION, authorization: `Bearer ${token}` },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('Devices: a trader lists and ends their own sessions', () => {
  let base: string;
  const t = useTestApp();
  beforeAll(async () => {
    base = await listening(t.app);
  });

  it("lists only the caller's live sessions, this device marked, with the device, address and times", async () => {
    const alice = await signUp(t);
    const phone = await anotherDevice(t, alice, IPHONE_SAFARI, '10.200.0.7');
    const laptop = await anotherDevice(t, alice, WINDOWS_CHROME);
    const gone = await anotherDevice(t, alice, WINDOWS_CHROME);
    expect((await call(t, 'POST', ApiPath.logout, { token: gone.token, ip: nextIp() })).result).toBe(0);
    const bob = await signUp(t);

    const r = await devices(t, laptop.token);
    expect(r).toMatchObject({ status: 200, result: 0 });
    const items = r.data.items;
    expect(items).toHaveLength(3); // the sign-up's, the phone's, the laptop's; not the signed-out one, not Bob's
    expect(items.filter((d) => d.current)).toHaveLength(1);
    expect(items.find((d) => d.current)).toMatchObject({ browser: 'Chrome', os: 'Windows', deviceType: 'desktop' });
    expect(items.find((d) => d.browser === 'Safari')).toMatchObject({
      current: false,
      os: 'iOS',
      deviceType: 'mobile',
      ip: '10.200.0.7',
      countryCode: null, // a private address has no country
    });
    for (const d of items) {
      expect(Date.parse(d.signedInAt)).not.toBeNaN();
      expect(Date.parse(d.lastActiveAt)).toBeGreaterThanOrEqual(Date.parse(d.signedInAt) - 1000);
    }
    const bobs = (await devices(t, bob.token)).data.items;
    expect(bobs).toHaveLength(1);
    expect(items.map((d) => d.id)).not.toContain(bobs[0]!.id);
    // the phone sees the same sessions, itself as this device
    const fromPhone = (await devices(t, phone.token)).data.items;
    expect(fromPhone.find((d) => d.current)?.browser).toBe('Safari');
    expect(new Set(fromPhone.map((d) => d.id))).toEqual(new Set(items.map((d) => d.id)));
    expect(await call(t, 'GET', ApiPath.sessions, { ip: nextIp() })).toMatchObject({ status: 401, result: -17 });
  });

  it('ends one other session behind the password: its token is refused at once, though memory held it; this device stays', async () => {
    const alice = await signUp(t);
    const other = await anotherDevice(t, alice, IPHONE_SAFARI);
    // the other device reads its accounts twice: its token, session and list are then kept in memory
    expect(await rawGet(base, ApiPath.traderAccounts, other.token)).toBe(200);
    expect(await rawGet(base, ApiPath.traderAccounts, other.token)).toBe(200);

    const target = (await devices(t, alice.token)).data.items.find((d) => !d.current)!;
    expect(await end(t, alice.token, { password: alice.password, sessionId: target.id })).toMatchObject({
      status: 200,
      result: 0,
      data: { ended: 1 },
    });
    expect(await rawGet(base, ApiPath.traderAccounts, other.token)).toBe(401);
    await expectToken(t, other.token, -17);
    expect((await refresh(t, other.refreshToken)).result).toBe(-51);
    await expectToken(t, alice.token, 0);
    expect((await devices(t, alice.token)).data.items.map((d) => d.id)).not.toContain(target.id);
  });

  it('a wrong password ends nothing (-4) and counts as a failed sign-in: the bot-check follows', async () => {
    const alice = await signUp(t);
    const other = await anotherDevice(t, alice, IPHONE_SAFARI);
    const ip = nextIp();
    for (let i = 0; i < 3; i++)
      expect(await end(t, alice.token, { password: 'Wrong#Pass1' }, ip)).toMatchObject({ status: 200, result: -4 });
    expect((await end(t, alice.token, { password: alice.password }, ip)).result).toBe(-800);
    await expectToken(t, other.token, 0);
    expect((await devices(t, alice.token)).data.items).toHaveLength(2);
  });

  it("refuses (-50) another trader's session, this device's own and an unknown one, and ends nothing", async () => {
    const alice = await signUp(t);
    const bob = await signUp(t);
    const bobSession = (await devices(t, bob.token)).data.items[0]!.id;
    const own = (await devices(t, alice.token)).data.items[0]!.id;
    for (const sessionId of [bobSession, own, '00000000-0000-4000-8000-000000000000'])
      expect(await end(t, alice.token, { password: alice.password, sessionId })).toMatchObject({
        status: 200,
        result: -50,
      });
    await expectToken(t, bob.token, 0);
    await expectToken(t, alice.token, 0);
  });

  it('"Sign out all other devices" ends every other session and keeps this one', async () => {
    const alice = await signUp(t);
    const a = await anotherDevice(t, alice, IPHONE_SAFARI);
    const b = await anotherDevice(t, alice, WINDOWS_CHROME);
    expect(await end(t, b.token, { password: alice.password })).toMatchObject({ result: 0, data: { ended: 2 } });
    await expectToken(t, a.token, -17);
    await expectToken(t, alice.token, -17);
    await expectToken(t, b.token, 0);
    expect((await devices(t, b.token)).data.items).toEqual([expect.objectContaining({ current: true })]);
    expect((await end(t, b.token, { password: alice.password })).data).toEqual({ ended: 0 });
  });

  it('bad input answers 400/-200 and ends nothing; a session once idle past its limit is not listed', async () => {
    const alice = await signUp(t);
    const other = await anotherDevice(t, alice, IPHONE_SAFARI);
    expectInvalid(await end(t, alice.token, {}), 'password');
    expectInvalid(await end(t, alice.token, { password: alice.password, sessionId: 'not-an-id' }), 'sessionId');
    expectInvalid(await end(t, alice.token, { password: 'x'.repeat(257) }), 'password');
    await expectToken(t, other.token, 0);
    expect(
      await call(t, 'POST', ApiPath.sessionsEnd, { body: { password: alice.password }, ip: nextIp() }),
    ).toMatchObject({ status: 401, result: -17 });
  });
});

describe('Devices: idle sessions', () => {
  const clock = manualClock(new Date());
  const t = useTestApp({ clock });

  it('a session not refreshed within the idle limit is no longer listed (its refresh would answer -51)', async () => {
    const alice = await signUp(t);
    clock.advance(20 * 60_000);
    const fresh = await signIn(t, alice.email, alice.password);
    clock.advance(11 * 60_000); // the sign-up's session is now 31 minutes without a refresh
    const r1 = await refresh(t, fresh.data.refreshToken);
    const items = (await devices(t, r1.data.token)).data.items;
    expect(items).toHaveLength(1);
    expect(items[0]!.current).toBe(true);
  });
});

describe('Devices: operators, and the owner ends every session', () => {
  const clock = manualClock(new Date());
  const signedIn = (op: Operator, ip?: string) => signedInAgain(t, clock, op, ip);
  const opDevices = (agent: Agent) => adminCall<{ items: DeviceSession[] }>(t, 'GET', ApiPath.adminSessions, { agent });
  const alive = async (agent: Agent) => (await adminCall(t, 'GET', ApiPath.adminMe, { agent })).status === 200;
  const auditOf = (action: string) =>
    t.db.query<{ actor_id: string; after: Record<string, unknown> }>(
      'select actor_id, after from audit_log where action = $1 order by id',
      [action],
    );
  const t = useTestApp({ clock });

  it('an operator lists only their own sessions and ends another behind the password, audited; it answers 401 at once', async () => {
    const op = await newOperator(t, 'support');
    const other = await newOperator(t, 'support');
    const desk = await signedIn(op);
    const laptop = await signedIn(op);
    const theirs = await signedIn(other);
    const list = await opDevices(laptop);
    expect(list).toMatchObject({ status: 200, result: 0 });
    expect(list.data.items).toHaveLength(2);
    expect(list.data.items.filter((d) => d.current)).toHaveLength(1);
    const deskId = list.data.items.find((d) => !d.current)!.id;
    const otherId = (await opDevices(theirs)).data.items[0]!.id;

    const body = { password: op.password, sessionId: deskId };
    expect(
      (await adminCall(t, 'POST', ApiPath.adminSessionsEnd, { agent: laptop, body: { ...body, password: 'Wrong#1x' } }))
        .result,
    ).toBe(-4);
    expect(await alive(desk)).toBe(true);
    expect(
      await adminCall(t, 'POST', ApiPath.adminSessionsEnd, { agent: laptop, body: { ...body, sessionId: otherId } }),
    ).toMatchObject({ status: 403, result: -50 });
    expect(await alive(theirs)).toBe(true);
    expect(await adminCall(t, 'POST', ApiPath.adminSessionsEnd, { agent: laptop, body })).toMatchObject({
      status: 200,
      result: 0,
      data: { ended: 1 },
    });
    expect(await alive(desk)).toBe(false);
    expect(await alive(laptop)).toBe(true);
    expect((await auditOf('auth.own_sessions_ended')).at(-1)).toMatchObject({
      actor_id: op.id,
      after: { ended: 1, sessionId: deskId },
    });
    // without the CSRF value the call is refused before anything else
    expect(
      (
        await adminCall(t, 'POST', ApiPath.adminSessionsEnd, {
          agent: laptop,
          xsrf: null,
          body: { password: op.password },
        })
      ).status,
    ).toBe(403);
  });

  it('the owner ends every session behind the password and a TOTP code: traders and operators, the own kept; audited', async () => {
    const owner = await newOperator(t, 'owner');
    const ownerAgent = await signedIn(owner);
    const ownerElsewhere = await signedIn(owner);
    const support = await signedIn(await newOperator(t, 'support'));
    const trader = await signUp(t);
    const otherBrand = await signUp(t, { host: '127.0.0.1' });
    const url = ApiPath.adminEndEverySession;

    clock.advance(30_000);
    const wrongPassword = await adminCall(t, 'POST', url, {
      agent: ownerAgent,
      body: { password: 'Wrong#Pass1', code: currentCode(t, owner) },
    });
    expect(wrongPassword).toMatchObject({ status: 200, result: -4 });
    const wrongCode = await adminCall(t, 'POST', url, {
      agent: ownerAgent,
      body: { password: owner.password, code: currentCode(t, owner, 120_000) },
    });
    expect(wrongCode).toMatchObject({ status: 200, result: -30 });
    expectInvalid(await adminCall(t, 'POST', url, { agent: ownerAgent, body: { password: owner.password } }), 'code');
    await expectToken(t, trader.token, 0);
    expect(await alive(support)).toBe(true);

    const code = currentCode(t, owner);
    const r = await adminCall<{ traderSessions: number; operatorSessions: number }>(t, 'POST', url, {
      agent: ownerAgent,
      body: { password: owner.password, code },
    });
    expect(r).toMatchObject({ status: 200, result: 0 });
    expect(r.data.traderSessions).toBeGreaterThanOrEqual(2);
    expect(r.data.operatorSessions).toBeGreaterThanOrEqual(2);
    await expectToken(t, trader.token, -17);
    await expectToken(t, otherBrand.token, -17, { host: '127.0.0.1' });
    expect((await refresh(t, trader.refreshToken)).result).toBe(-51);
    expect(await alive(support)).toBe(false);
    expect(await alive(ownerElsewhere)).toBe(false);
    expect(await alive(ownerAgent)).toBe(true);
    expect((await auditOf('sessions.ended_everywhere')).at(-1)).toMatchObject({ actor_id: owner.id, after: r.data });
    // the code was taken: the same code again is refused, and the trader signs in again as usual
    const again = await adminCall(t, 'POST', url, { agent: ownerAgent, body: { password: owner.password, code } });
    expect(again.result).toBe(-30);
    expect((await signIn(t, trader.email, trader.password)).result).toBe(0);
  });

  it('a non-owner, or an API key, is refused (403/-50) and nothing ends', async () => {
    const admin = await signedIn(await newOperator(t, 'brand_admin'));
    const finance = await newOperator(t, 'finance');
    const financeAgent = await signedIn(finance);
    const trader = await signUp(t);
    clock.advance(30_000);
    for (const agent of [admin, financeAgent])
      expect(
        await adminCall(t, 'POST', ApiPath.adminEndEverySession, {
          agent,
          body: { password: finance.password, code: currentCode(t, finance) },
        }),
      ).toMatchObject({ status: 403, result: -50 });
    const owner = await signedIn({ ...demoOwner });
    // keys never hold operators.manage; one with another action is refused as well
    const key = await newApiKey(t, owner, ['traders.manage']);
    const viaKey = await adminCall(t, 'POST', ApiPath.adminEndEverySession, {
      apiKey: key.key,
      body: { password: 'x', code: '123456' },
    });
    expect(viaKey).toMatchObject({ status: 403, result: -50 });
    await expectToken(t, trader.token, 0);
    expect(await alive(admin)).toBe(true);
    // a second-factor session cannot list sessions either
    const { agent: halfway } = await passwordStep(t, finance);
    expect((await opDevices(halfway)).status).toBe(403);
  });
});
