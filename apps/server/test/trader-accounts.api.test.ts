import { describe, expect, it } from 'vitest';
import {
  ApiPath,
  ResultCode,
  loginCredentialsSchema,
  type LoginCredentials,
  type PendingPurchase,
  type PlatformCredentials,
  type TraderAccounts,
} from '@portal/contract';
import { call, latestCode, uniqueEmail, useTestApp } from './test-app.ts';
import { useTrader } from './http-helpers.ts';
import { as, buy, createOrder, findPackage, type Trader } from './buying-helpers.ts';

describe('trading accounts: list, credentials per platform type, platform links and redirect', () => {
  const t = useTestApp();
  const alice = useTrader(t);
  const bob = useTrader(t);
  const blue = useTrader(t, { host: '127.0.0.1' });

  const credentials = (who: Trader, id: string) =>
    call<LoginCredentials>(t, 'GET', `${ApiPath.loginCredentials}?traderAccountId=${id}`, as(who));
  const boughtAccount = async (who: Trader, name: string, platformId: string) => {
    const order = await buy(t, who, (await findPackage(t, name, platformId, who.host)).id);
    return order.traderAccountId!;
  };

  it('type 1 (web terminal): login and password, and a signed one-time sign-in address that opens the account', async () => {
    const id = await boughtAccount(alice, 'Two-Step Challenge 10K', 'northwind-webtrader');
    const c = await credentials(alice, id);
    expect(loginCredentialsSchema.parse(c.data)).toMatchObject({ server: 'Northwind-Sandbox' });
    expect(c.data.login).toMatch(/^\d{7}$/);
    expect(c.data.password).toMatch(/^[A-Za-z0-9#$%&*+!?]{12}$/);
    const redirect = await call<{ platform_redirect_url: string }>(
      t,
      'GET',
      ApiPath.platformRedirectUrl.replace(':id', id),
      as(alice),
    );
    const url = new URL(redirect.data.platform_redirect_url);
    expect(url.pathname).toBe('/platform/sandbox/sign-in');
    const page = await t.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { host: 'localhost' },
    });
    // The link starts the terminal's session and opens the terminal (issue 6).
    expect([page.statusCode, page.headers.location]).toEqual([303, '/platform/sandbox/terminal']);
    const terminal = await t.app.inject({
      method: 'GET',
      url: '/platform/sandbox/terminal',
      headers: { host: 'localhost', cookie: String(page.headers['set-cookie']).split(';')[0]! },
    });
    expect(terminal.statusCode).toBe(200);
    expect(terminal.body).toContain(`Account ${c.data.login}`);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/platform/sandbox/sign-in?token=abc',
      headers: { host: 'localhost' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('type 0 (MetaTrader 5): login, password and server; the platform carries the DEMO-mode note', async () => {
    const id = await boughtAccount(alice, 'Two-Step Challenge 10K', 'northwind-mt5');
    const c = (await credentials(alice, id)).data;
    expect(c).toMatchObject({ server: 'NorthwindFunded-Demo', platformAccountId: c.login });
    expect(c.password).toBeTruthy();
    const acc = (await call<TraderAccounts>(t, 'GET', ApiPath.traderAccounts, as(alice))).data.items.find(
      (a) => a.id === id,
    )!;
    expect(acc.platform).toEqual({ id: 'northwind-mt5', name: 'MetaTrader 5', type: 0, demoModeNote: true });
  });

  it('type 3: a platform account id and no password (the portal password is used)', async () => {
    const id = await boughtAccount(blue, 'Stellar 2-Step 6K', 'bluewave-trader');
    const c = (await credentials(blue, id)).data;
    expect(c.password).toBeNull();
    expect(c.platformAccountId).toBe(`BLUEWAVE-TRADER-${c.login}`);
  });

  it('type 2: a platform account id, signed in with the account e-mail on the platform', async () => {
    const id = await boughtAccount(blue, 'Stellar 1-Step 25K', 'bluewave-ctrader');
    const c = (await credentials(blue, id)).data;
    expect(c).toMatchObject({ password: null, server: null, platformAccountId: `BLUEWAVE-CTRADER-${c.login}` });
    const list = (await call<TraderAccounts>(t, 'GET', ApiPath.traderAccounts, as(blue))).data;
    expect(list).toMatchObject({ useGroups: false, useTraderPackageType: true });
    expect(list.items.map((a) => a.currency)).toEqual(['EUR', 'EUR']);
  });

  it('lists per platform where to trade, with absolute links to the sandbox terminal (no third-party apps)', async () => {
    const r = await call<PlatformCredentials>(t, 'GET', ApiPath.platformCredentials, as(alice));
    const mt5 = r.data.find((p) => p.platformId === 'northwind-mt5')!;
    expect(mt5.links).toMatchObject({
      web: 'http://localhost:3000/platform/sandbox/terminal?platform=northwind-mt5',
      ios: null,
      android: null,
      windows: null,
      mac: null,
    });
    const web = r.data.find((p) => p.platformId === 'northwind-webtrader')!;
    expect(web.links.web).toBe('http://localhost:3000/platform/sandbox/terminal?platform=northwind-webtrader');
    expect(r.data.some((p) => p.platformId.startsWith('bluewave'))).toBe(false);
  });

  it('never shows a trader another trader’s accounts or credentials (-50)', async () => {
    const id = (await call<TraderAccounts>(t, 'GET', ApiPath.traderAccounts, as(alice))).data.items[0]!.id;
    expect((await call<TraderAccounts>(t, 'GET', ApiPath.traderAccounts, as(bob))).data.items).toEqual([]);
    expect((await credentials(bob, id)).result).toBe(ResultCode.NotAuthorized);
    expect((await credentials(bob, 'x')).result).toBe(ResultCode.NotAuthorized);
    const redirect = await call(t, 'GET', ApiPath.platformRedirectUrl.replace(':id', id), as(bob));
    expect(redirect.result).toBe(ResultCode.NotAuthorized);
    const missing = await call(t, 'GET', ApiPath.loginCredentials, as(bob));
    expect([missing.status, missing.result]).toEqual([400, ResultCode.RequestIsNotValid]);
  });

  it('keeps platform passwords sealed at rest', async () => {
    const rows = await t.db.query<{ password_sealed: string | null }>('select password_sealed from trader_accounts');
    const sealed = rows.map((r) => r.password_sealed).filter(Boolean) as string[];
    expect(sealed.length).toBeGreaterThan(0);
    for (const s of sealed) expect(s).toMatch(/^v1\./);
  });
});

describe('a guest buys through Subscribe', () => {
  const t = useTestApp();

  it('keeps the package and code chosen as a guest until the order is made', async () => {
    const email = uniqueEmail('guest');
    const pkg = (await findPackage(t, 'Two-Step Challenge 25K', 'northwind-webtrader')).id;
    const sub = await call(t, 'POST', ApiPath.subscribe, {
      body: { email, acceptTerms: true, packageId: pkg, discountCode: 'welcome10' },
      ip: '10.9.9.9',
    });
    expect(sub.result).toBe(ResultCode.Ok);
    const code = await latestCode(t, email);
    const v = await call<{ token: string }>(t, 'POST', ApiPath.verifyEmailWithCode, {
      body: { email, code, password: 'Visit0r#Passw0rd' },
      ip: '10.9.9.9',
    });
    expect(v.result).toBe(ResultCode.Ok);
    const guest = { token: v.data.token, host: 'localhost', ip: '10.9.9.9', email };
    const pending = await call<PendingPurchase>(t, 'GET', ApiPath.pendingPurchase, as(guest));
    expect(pending.data).toEqual({ packageId: pkg, discountCode: 'WELCOME10' });
    const order = await createOrder(t, guest, pkg, pending.data!.discountCode!);
    expect(order.data.total).toBe(22_500);
    expect((await call(t, 'GET', ApiPath.pendingPurchase, as(guest))).data).toBeNull();
  });
});
