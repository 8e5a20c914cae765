import { describe, expect, it } from 'vitest';
import { ApiPath, type AccountHistory } from '@portal/contract';
import { buildApp } from '../src/app.ts';
import { manualClock } from '../src/lib/clock.ts';
import { createMarketFeed } from '../src/integrations/trading-platform/sandbox/market-feed.ts';
import { as } from './buying-helpers.ts';
import { newTrader, useTrader } from './http-helpers.ts';
import { boughtAccount, dashboard, type Account, useAccount } from './evaluation-helpers.ts';
import { call, STRONG_PASSWORD, useTestApp } from './test-app.ts';

type Position = { ticket: string; symbol: string; side: string; profit: number; reason?: string; openPrice: number };
type State = {
  account: { balance: number; equity: number; margin: number; canTrade: boolean };
  quotes: { symbol: string; bid: number; ask: number }[];
  positions: Position[];
  history: Position[];
};

describe('sandbox platform: market, terminal and its deals reaching the rule engine', () => {
  let cookie = '';
  const t = useTestApp({ marketSeed: 7 });
  const alice = useTrader(t);
  const account = useAccount(t, alice);

  const inject = (method: 'GET' | 'POST', url: string, body?: unknown, withCookie = true) =>
    t.app.inject({
      method,
      url,
      headers: { host: 'localhost', ...(withCookie ? { cookie } : {}) },
      ...(body !== undefined ? { payload: body as object } : {}),
    });
  const state = async () => (await inject('GET', '/platform/sandbox/api/state')).json<State>();
  const order = (body: Record<string, unknown>) =>
    inject('POST', '/platform/sandbox/api/orders', { sl: null, tp: null, ...body });
  const portalBalance = async () =>
    (await t.db.query<{ balance: number }>('select balance from trader_accounts where id = $1', [account.id]))[0]!
      .balance;

  it('signs in with the one-time link: an HttpOnly, SameSite=Strict session scoped to the platform', async () => {
    const redirect = await call<{ platform_redirect_url: string }>(
      t,
      'GET',
      ApiPath.platformRedirectUrl.replace(':id', account.id),
      as(alice),
    );
    const url = new URL(redirect.data.platform_redirect_url);
    const signIn = await inject('GET', `${url.pathname}${url.search}`, undefined, false);
    expect([signIn.statusCode, signIn.headers.location]).toEqual([303, '/platform/sandbox/terminal']);
    const set = String(signIn.headers['set-cookie']);
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Strict/);
    expect(set).toMatch(/Path=\/platform\/sandbox/);
    cookie = set.split(';')[0]!;

    const page = await inject('GET', '/platform/sandbox/terminal');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/platform/sandbox/assets/terminal.js');
    expect(page.body).not.toMatch(/<script>(?!<)/);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    for (const asset of ['terminal.js', 'terminal.css', 'lightweight-charts.js']) {
      expect((await inject('GET', `/platform/sandbox/assets/${asset}`)).statusCode).toBe(200);
    }
    expect((await inject('GET', '/platform/sandbox/api/state', undefined, false)).statusCode).toBe(401);
    const noSession = await inject('GET', '/platform/sandbox/terminal', undefined, false);
    expect(noSession.body).toContain('action="/platform/sandbox/login"');
  });

  const freshLink = async () => {
    const r = await call<{ platform_redirect_url: string }>(
      t,
      'GET',
      ApiPath.platformRedirectUrl.replace(':id', account.id),
      as(alice),
    );
    const url = new URL(r.data.platform_redirect_url);
    return `${url.pathname}${url.search}`;
  };

  it('opens the terminal once per link: a second use gets the sign-in form, a new link works', async () => {
    const link = await freshLink();
    expect((await inject('GET', link, undefined, false)).statusCode).toBe(303);
    const again = await inject('GET', link, undefined, false);
    expect(again.statusCode).toBe(401);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.body).toContain('action="/platform/sandbox/login"');
    expect((await inject('GET', await freshLink(), undefined, false)).statusCode).toBe(303);
  });

  it('lets only one of several simultaneous uses of a link through, across server instances', async () => {
    // A second instance on the same database and secret, as behind a load balancer.
    const other = await buildApp({ config: t.config, db: t.db, logger: false });
    try {
      const link = await freshLink();
      const use = (app: typeof other) =>
        app.inject({ method: 'GET', url: link, headers: { host: 'localhost' } }).then((r) => r.statusCode);
      const statuses = await Promise.all([use(t.app), use(other), use(t.app), use(other)]);
      expect(statuses.sort()).toEqual([303, 401, 401, 401]);
    } finally {
      await other.close();
    }
  });

  it('signs in with the login and platform password on the terminal form, and refuses a wrong one', async () => {
    const creds = await call<{ login: string; password: string }>(
      t,
      'GET',
      `${ApiPath.loginCredentials}?traderAccountId=${account.id}`,
      as(alice),
    );
    const form = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/platform/sandbox/login',
        headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ login: creds.data.login, password }).toString(),
      });
    expect((await form('wrong-password')).statusCode).toBe(401);
    expect((await form(creds.data.password)).statusCode).toBe(303);
  });

  it('quotes the instruments with a spread, and opens a position at the ask', async () => {
    await t.app.modules.tradingPlatform.services.marketTicker.flush();
    const s = await state();
    expect(s.quotes.map((q) => q.symbol)).toEqual(['EURUSD', 'GBPUSD', 'USDJPY', 'XAUUSD', 'US500']);
    for (const q of s.quotes) expect(q.ask).toBeGreaterThan(q.bid);
    expect(s.account.balance).toBe(1_000_000);

    const r = await order({ symbol: 'EURUSD', side: 'buy', volume: 1 });
    expect(r.statusCode).toBe(200);
    const { position } = r.json<{ position: Position }>();
    expect(position.openPrice).toBe(s.quotes[0]!.ask);
    const after = await state();
    expect(after.positions).toHaveLength(1);
    expect(after.account.margin).toBeGreaterThan(0);
    expect(after.positions[0]!.profit).toBeLessThan(0); // the spread
  });

  it('closes it: the balance moves by the profit, here and on the portal (through the ingestion)', async () => {
    const open = (await state()).positions[0]!;
    t.app.modules.tradingPlatform.services.marketFeed.setMid('EURUSD', open.openPrice + 0.002);
    const r = await inject('POST', `/platform/sandbox/api/positions/${open.ticket}/close`, {});
    expect(r.statusCode).toBe(200);
    const closed = r.json<{ position: Position }>().position;
    expect(closed.profit).toBeGreaterThan(15_000);
    const s = await state();
    expect(s.positions).toHaveLength(0);
    expect(s.account.balance).toBe(1_000_000 + closed.profit);
    expect(s.history[0]).toMatchObject({ ticket: open.ticket, reason: 'client' });
    expect(await portalBalance()).toBe(1_000_000 + closed.profit);
    const history = await dashboard<AccountHistory>(
      t,
      alice,
      `${ApiPath.accountHistory}?traderAccountId=${account.id}&pageSize=10`,
    );
    expect(history.data.items[0]).toMatchObject({ symbol: 'EURUSD' });
    // A second close is refused, not a second profit.
    const again = await inject('POST', `/platform/sandbox/api/positions/${open.ticket}/close`, {});
    expect([again.statusCode, again.json()]).toEqual([409, { error: 'positionNotFound' }]);
  });

  it('closes a position at its stop loss on the next tick', async () => {
    const q = (await state()).quotes.find((x) => x.symbol === 'XAUUSD')!;
    const r = await order({ symbol: 'XAUUSD', side: 'sell', volume: 0.1, sl: q.ask + 5 });
    expect(r.statusCode).toBe(200);
    t.app.modules.tradingPlatform.services.marketFeed.setMid('XAUUSD', q.ask + 10);
    await t.app.modules.tradingPlatform.services.marketTicker.flush();
    const s = await state();
    expect(s.positions).toHaveLength(0);
    expect(s.history[0]).toMatchObject({ symbol: 'XAUUSD', reason: 'sl' });
    expect(s.history[0]!.profit).toBeLessThan(0);
    expect(await portalBalance()).toBe(s.account.balance);
  });

  it('refuses wrong orders with a reason the terminal translates', async () => {
    const q = (await state()).quotes[0]!;
    const reason = async (body: Record<string, unknown>) => (await order(body)).json<{ error: string }>().error;
    expect(await reason({ symbol: 'BTCUSD', side: 'buy', volume: 1 })).toBe('unknownSymbol');
    expect(await reason({ symbol: 'EURUSD', side: 'buy', volume: 0.005 })).toBe('invalidVolume');
    expect(await reason({ symbol: 'EURUSD', side: 'buy', volume: 1, sl: q.ask + 0.01 })).toBe('invalidStopLoss');
    expect(await reason({ symbol: 'EURUSD', side: 'sell', volume: 1, tp: q.ask + 0.01 })).toBe('invalidTakeProfit');
    expect(await reason({ symbol: 'XAUUSD', side: 'buy', volume: 50 })).toBe('notEnoughMargin');
  });

  it('keeps open positions and prices across a restart (a new feed reads the stored prices)', async () => {
    await order({ symbol: 'US500', side: 'buy', volume: 1 });
    await t.app.modules.tradingPlatform.services.marketTicker.flush();
    const before = (await state()).quotes.find((x) => x.symbol === 'US500')!;
    const feed = createMarketFeed({ db: t.db, clock: manualClock(new Date()), seed: 1 });
    await feed.ready();
    expect(feed.quote('US500')).toMatchObject({ bid: before.bid, ask: before.ask });
    expect((await state()).positions.map((p) => p.symbol)).toEqual(['US500']);
  });

  it('walks the same prices for the same seed', async () => {
    const walk = async () => {
      await t.db.query('delete from sandbox_quotes');
      const clock = manualClock();
      const feed = createMarketFeed({ db: t.db, clock, seed: 99 });
      const out: number[] = [];
      for (let i = 0; i < 5; i++) {
        clock.advance(1000);
        await feed.step();
        out.push(feed.quote('EURUSD')!.bid);
      }
      return out;
    };
    expect(await walk()).toEqual(await walk());
  });

  it('stops trading on a disabled account: new orders are refused and open positions are closed', async () => {
    await t.db.query('update sandbox_platform_accounts set is_enabled = false where login = $1', [account.login]);
    expect((await order({ symbol: 'EURUSD', side: 'buy', volume: 0.1 })).json()).toEqual({ error: 'accountDisabled' });
    await t.app.modules.tradingPlatform.services.marketTicker.flush();
    const s = await state();
    expect(s.account.canTrade).toBe(false);
    expect(s.positions).toHaveLength(0);
    expect(s.history[0]).toMatchObject({ symbol: 'US500', reason: 'stopOut' });
  });
});

describe('sandbox terminal sign-in per platform type (SPEC §9)', () => {
  const t = useTestApp({ marketSeed: 3 });
  const northwind = useTrader(t);
  const blue = useTrader(t, { host: '127.0.0.1' });

  let address = 0;
  const signIn = (fields: Record<string, string>, remoteAddress = `10.9.0.${++address}`) =>
    t.app.inject({
      method: 'POST',
      url: '/platform/sandbox/login',
      remoteAddress,
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const page = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...(cookie ? { cookie } : {}) } });
  const sessionCookie = (r: { headers: Record<string, unknown> }) => String(r.headers['set-cookie']).split(';')[0]!;
  const platformAccountId = async (a: Account) =>
    (
      await t.db.query<{ platform_account_id: string }>(
        'select platform_account_id from trader_accounts where login = $1',
        [a.login],
      )
    )[0]!.platform_account_id;
  const signedInAs = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/platform/sandbox/api/state', headers: { host: 'localhost', cookie } }))
      .statusCode;

  it('tells on its form which credentials each platform takes, and /platform/sandbox opens the terminal', async () => {
    const open = await page('/platform/sandbox?platform=bluewave-trader');
    expect([open.statusCode, open.headers.location]).toEqual([
      302,
      '/platform/sandbox/terminal?platform=bluewave-trader',
    ]);
    expect((await page('/platform/sandbox/terminal?platform=bluewave-trader')).body).toContain(
      'platform account ID (or the login) and the password of your portal account',
    );
    expect((await page('/platform/sandbox/terminal?platform=bluewave-ctrader')).body).toContain(
      'e-mail address and the password of your portal account',
    );
    expect((await page('/platform/sandbox/terminal?platform=northwind-mt5')).body).toContain('platform password');
    const any = (await page('/platform/sandbox/terminal')).body;
    expect(any).toContain('<select name="platform">');
    expect(any).toContain('value="bluewave-ctrader"');
  });

  it('type 3: the platform account id (or login) with the portal password; a wrong one gets the generic refusal', async () => {
    const account = await boughtAccount(t, blue, 'Stellar 2-Step 6K', 'bluewave-trader');
    const id = await platformAccountId(account);
    const wrong = await signIn({ login: id, password: 'Wrong#Pass1', platform: 'bluewave-trader' });
    const unknown = await signIn({
      login: 'BLUEWAVE-TRADER-999999',
      password: 'Wrong#Pass1',
      platform: 'bluewave-trader',
    });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.body).toContain('Login or password is wrong.');
    expect(unknown.body).toBe(wrong.body);
    // The id in any case, or the login, with the portal password.
    const ok = await signIn({ login: id.toLowerCase(), password: STRONG_PASSWORD });
    expect([ok.statusCode, ok.headers.location]).toEqual([303, '/platform/sandbox/terminal']);
    expect(await signedInAs(sessionCookie(ok))).toBe(200);
    expect((await signIn({ login: account.login, password: STRONG_PASSWORD })).statusCode).toBe(303);
  });

  it('type 2: the account e-mail with the portal password, on the newest account, with a switcher to the others', async () => {
    const older = await boughtAccount(t, blue, 'Stellar 1-Step 25K', 'bluewave-ctrader');
    const newer = await boughtAccount(t, blue, 'Stellar 1-Step 25K', 'bluewave-ctrader');
    expect(
      (await signIn({ login: blue.email, password: 'Wrong#Pass1', platform: 'bluewave-ctrader' })).statusCode,
    ).toBe(401);
    // An account id of type 2 does not take the portal password: its platform signs in by e-mail.
    expect((await signIn({ login: await platformAccountId(newer), password: STRONG_PASSWORD })).statusCode).toBe(401);
    const ok = await signIn({
      login: blue.email.toUpperCase(),
      password: STRONG_PASSWORD,
      platform: 'bluewave-ctrader',
    });
    expect(ok.statusCode).toBe(303);
    const cookie = sessionCookie(ok);
    const terminal = (await page('/platform/sandbox/terminal', cookie)).body;
    expect(terminal).toContain(`Account ${newer.login}`);
    expect(terminal).toContain('action="/platform/sandbox/switch"');
    expect(terminal).toContain(`value="${older.login}"`);
    const switched = await t.app.inject({
      method: 'POST',
      url: '/platform/sandbox/switch',
      headers: { host: 'localhost', cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ login: older.login }).toString(),
    });
    expect(switched.statusCode).toBe(303);
    expect((await page('/platform/sandbox/terminal', sessionCookie(switched))).body).toContain(
      `Account ${older.login}`,
    );
    // Not to an account the sign-in did not cover.
    const other = await boughtAccount(t, northwind, 'Two-Step Challenge 10K', 'northwind-webtrader');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/platform/sandbox/switch',
      headers: { host: 'localhost', cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ login: other.login }).toString(),
    });
    expect([refused.statusCode, refused.headers['set-cookie']]).toEqual([303, undefined]);
  });

  it('type 0: still the login and the platform password', async () => {
    const account = await boughtAccount(t, northwind, 'Two-Step Challenge 10K', 'northwind-mt5');
    const creds = await call<{ login: string; password: string }>(
      t,
      'GET',
      `${ApiPath.loginCredentials}?traderAccountId=${account.id}`,
      as(northwind),
    );
    expect((await signIn({ login: creds.data.login, password: STRONG_PASSWORD })).statusCode).toBe(401);
    const ok = await signIn({ login: creds.data.login, password: creds.data.password, platform: 'northwind-mt5' });
    expect(ok.statusCode).toBe(303);
    expect(await signedInAs(sessionCookie(ok))).toBe(200);
  });

  it('goes through the portal guard: 40 addresses with one guess each meet the bot-check after 3, and the portal counts them', async () => {
    const account = await boughtAccount(t, blue, 'Stellar 2-Step 6K', 'bluewave-trader');
    const replies = [];
    for (let i = 0; i < 40; i++)
      replies.push(await signIn({ login: account.login, password: `Wrong#Pass${i}` }, `10.7.0.${i}`));
    expect(replies.map((r) => r.statusCode)).toEqual(Array<number>(40).fill(401));
    expect(replies.slice(0, 3).every((r) => !r.body.includes('name="captchaToken"'))).toBe(true);
    expect(replies.slice(3).every((r) => r.body.includes('name="captchaToken"'))).toBe(true);
    // the portal's own sign-in saw those failures: the right password now needs the bot-check there too
    const portal = await call(t, 'POST', ApiPath.authenticate, {
      host: '127.0.0.1',
      ip: '10.7.1.1',
      body: { email: blue.email, password: STRONG_PASSWORD },
    });
    expect(portal.result).toBe(-800);
    // and on the terminal: no session without the bot-check, one with it
    const unchecked = await signIn({ login: account.login, password: STRONG_PASSWORD });
    expect([unchecked.statusCode, unchecked.headers['set-cookie']]).toEqual([401, undefined]);
    const ok = await signIn({ login: account.login, password: STRONG_PASSWORD, captchaToken: 'confirmed-terminal' });
    expect(ok.statusCode).toBe(303);
  });

  it('failures on the portal count on the terminal: after 3 wrong portal passwords the terminal asks for the bot-check', async () => {
    const trader = await newTrader(t, { host: '127.0.0.1' });
    const account = await boughtAccount(t, trader, 'Stellar 2-Step 6K', 'bluewave-trader');
    for (let i = 0; i < 3; i++) {
      const r = await call(t, 'POST', ApiPath.authenticate, {
        host: '127.0.0.1',
        ip: `10.6.0.${i}`,
        body: { email: trader.email, password: `Wrong#Pass${i}` },
      });
      expect(r.result).toBe(-1);
    }
    const page = await signIn({ login: account.login, password: STRONG_PASSWORD });
    expect(page.statusCode).toBe(401);
    expect(page.body).toContain('confirm that you are not a robot');
  });

  it('a platform password (type 0) is guarded the same way, per login and per address', async () => {
    const account = await boughtAccount(t, northwind, 'Two-Step Challenge 10K', 'northwind-mt5');
    for (let i = 0; i < 3; i++)
      expect((await signIn({ login: account.login, password: `Wrong#Pass${i}` })).statusCode).toBe(401);
    const page = await signIn({ login: account.login, password: `Wrong#Pass9` });
    expect(page.body).toContain('name="captchaToken"');
  });
});
