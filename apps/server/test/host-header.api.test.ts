import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, ResultCode, type PlatformCredentials } from '@portal/contract';
import { createTestApp, STRONG_PASSWORD, uniqueEmail, type TestApp, useTestApp } from './test-app.ts';
import { mailsOf, post, registerBody, signUp, userRow } from './auth-helpers.ts';
import { newTrader } from './http-helpers.ts';
import { actOnCheckout, as, createOrder, findPackage, pay } from './buying-helpers.ts';
import { call } from './test-app.ts';

/**
 * Item 5 of the outside attack run: the request's Host must never reach a mail or a URL. A Host that is not a
 * plain hostname or IP literal with an optional port 1-65535 names no brand (-900, before anything happens);
 * every absolute link is built from the brand's configured public URL.
 */
const NORTHWIND_URL = 'https://trade.northwind.example';
// Ways a client may claim another address: a valid Host with another port, and forwarded headers, which a
// proxy in front (TRUST_PROXY) would otherwise make request.host and request.protocol believe.
const CLAIMS = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

describe('Host header: malformed hosts name no brand', () => {
  const t = useTestApp();

  const outgoingTo = async (email: string) =>
    (await t.db.query('select id from outgoing_mail where to_address = $1', [email])).length;

  const HOSTS = ['localhost:99999', '[localhost]', '[localhost]@evil.example'];

  it.each(HOSTS)('Register with Host %j answers -900; no user, no mail', async (host) => {
    const email = uniqueEmail('host');
    for (const path of [ApiPath.registerV1, ApiPath.registerV2]) {
      const body = { ...registerBody(email), countryOfRegistration: 'DE' };
      const r = await post(t, path, body, { host });
      expect({ status: r.status, result: r.result }).toEqual({ status: 200, result: ResultCode.BrandIsNotSetUp });
    }
    expect(await userRow(t, email)).toBeUndefined();
    expect(await outgoingTo(email)).toBe(0);
  });

  it.each(HOSTS)('Subscribe with Host %j answers -900; no user, no mail', async (host) => {
    const email = uniqueEmail('host');
    const r = await post(t, ApiPath.subscribe, { email, acceptTerms: true, packageId: 'pkg-50k' }, { host });
    expect({ status: r.status, result: r.result }).toEqual({ status: 200, result: ResultCode.BrandIsNotSetUp });
    expect(await userRow(t, email)).toBeUndefined();
    expect(await outgoingTo(email)).toBe(0);
  });

  it.each(HOSTS)("ForgotPassword with Host %j for a trader's e-mail answers -900; no mail", async (host) => {
    const victim = await signUp(t);
    const before = await outgoingTo(victim.email);
    const r = await post(t, ApiPath.forgotPassword, { email: victim.email }, { host });
    expect({ status: r.status, result: r.result }).toEqual({ status: 200, result: ResultCode.BrandIsNotSetUp });
    expect(await outgoingTo(victim.email)).toBe(before);
    const codes = await t.db.query(
      `select c.id from one_time_codes c join users u on u.id = c.user_id where u.email = $1 and c.purpose = 'reset_password'`,
      [victim.email],
    );
    expect(codes).toHaveLength(0);
  });

  it('a signed-in call with a malformed Host answers -900 too, never 500', async () => {
    const trader = await signUp(t);
    for (const host of [...HOSTS, 'localhost:0', 'local host', 'localhost/x']) {
      const r = await call(t, 'GET', ApiPath.personalData, { token: trader.token, host });
      expect({ host, status: r.status, result: r.result }).toEqual({
        host,
        status: 200,
        result: ResultCode.BrandIsNotSetUp,
      });
    }
  });
});

describe('Host header: links come from the brand, never from the request', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A proxy in front is trusted, so forwarded headers are believed for the client's address and scheme;
    // they still must not choose a link's host.
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    await t.db.query(`update brands set public_url = $1 where code = 'northwind'`, [NORTHWIND_URL]);
  });
  afterAll(() => t.close());

  it("a reset mail's logo and links point at the brand's public URL whatever the Host says", async () => {
    const victim = await signUp(t);
    const r = await call(t, 'POST', ApiPath.forgotPassword, {
      host: 'localhost:8080',
      body: { email: victim.email },
      headers: CLAIMS,
    });
    expect(r.result).toBe(ResultCode.Ok);
    const mail = (await mailsOf(t, victim.email)).filter((m) => m.kind === 'resetPassword').at(-1)!;
    expect(mail.html).toContain(`src="${NORTHWIND_URL}/brand-assets/northwind/logo.svg"`);
    const urls = [...`${mail.html} ${mail.text}`.matchAll(/(?:https?:)?\/\/[^\s"'<>)]+/g)].map((m) => m[0]);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url.startsWith(`${NORTHWIND_URL}/`)).toBe(true);
    expect(`${mail.html}${mail.text}`).not.toMatch(/evil\.example|localhost/);
  });

  it('a public URL is only scheme://host[:port]: the database refuses a path, user info or a query', async () => {
    for (const bad of [
      'https://x.example/',
      'https://a@evil.example',
      'https://x.example?q',
      'javascript:x',
      'x.example',
    ]) {
      await expect(t.db.query(`update brands set public_url = $1 where code = 'bluewave'`, [bad])).rejects.toThrow();
    }
  });

  it("without a public URL, a brand's links use its own host and the server's PORT", async () => {
    const email = uniqueEmail('bluewave');
    const r = await call(t, 'POST', ApiPath.registerV1, {
      host: '127.0.0.1:4999',
      body: { ...registerBody(email, STRONG_PASSWORD) },
      headers: CLAIMS,
    });
    expect(r.result).toBe(ResultCode.Ok);
    const mail = (await mailsOf(t, email)).at(-1)!;
    expect(mail.html).toContain(`src="http://127.0.0.1:${t.config.port}/brand-assets/bluewave/logo.svg"`);
    expect(mail.html).not.toMatch(/evil\.example|:4999/);
  });

  it('the checkout and its return address use the public URL', async () => {
    const trader = await newTrader(t, { host: 'localhost:8080', headers: CLAIMS });
    const pkg = await findPackage(t, 'Two-Step Challenge 25K', 'northwind-webtrader');
    const order = await createOrder(t, trader, pkg.id);
    expect(order.result).toBe(ResultCode.Ok);
    const checkout = await call<{ checkoutUrl: string }>(t, 'POST', ApiPath.payOrder, {
      ...as(trader),
      body: { orderId: order.data.id },
      headers: CLAIMS,
    });
    expect(checkout.data.checkoutUrl).toMatch(
      new RegExp(`^${NORTHWIND_URL.replace(/\./g, '\\.')}/payments/sandbox/checkout/sbx_[a-f0-9]{24}$`),
    );
    const { press } = await actOnCheckout(t, checkout.data.checkoutUrl, 'cancel');
    expect(press.headers.location).toBe(`${NORTHWIND_URL}/dashboard/new-challenge?step=3&orderId=${order.data.id}`);
    // A second attempt, asked for through the legacy path, is the same.
    const again = await pay(t, trader, order.data.id);
    expect(again.data.checkoutUrl.startsWith(`${NORTHWIND_URL}/payments/sandbox/checkout/`)).toBe(true);
  });

  it("the platform's links and its one-time sign-in link use the public URL", async () => {
    const trader = await newTrader(t, { host: 'localhost:8080', headers: CLAIMS });
    const credentials = await call<PlatformCredentials>(t, 'GET', ApiPath.platformCredentials, {
      ...as(trader),
      headers: CLAIMS,
    });
    const relative = credentials.data.flatMap((p) => Object.values(p.links)).filter((l): l is string => !!l);
    expect(relative.filter((l) => l.includes('/platform/sandbox/'))).not.toHaveLength(0);
    for (const link of relative) expect(link).not.toMatch(/evil\.example|localhost/);
    expect(relative.filter((l) => l.startsWith(`${NORTHWIND_URL}/platform/sandbox/`)).length).toBeGreaterThan(0);

    const pkg = await findPackage(t, 'Two-Step Challenge 25K', 'northwind-webtrader');
    const order = await createOrder(t, trader, pkg.id);
    const checkout = await pay(t, trader, order.data.id);
    await actOnCheckout(t, checkout.data.checkoutUrl, 'pay');
    await t.app.modules.orders.services.sandboxPayments.deliveries.drain();
    const [account] = await t.db.query<{ id: string }>('select id from trader_accounts where order_id = $1', [
      order.data.id,
    ]);
    const redirect = await call<{ platform_redirect_url: string }>(
      t,
      'GET',
      ApiPath.platformRedirectUrl.replace(':id', account!.id),
      { ...as(trader), headers: CLAIMS },
    );
    expect(redirect.data.platform_redirect_url.startsWith(`${NORTHWIND_URL}/platform/sandbox/sign-in?token=`)).toBe(
      true,
    );
  });
});
