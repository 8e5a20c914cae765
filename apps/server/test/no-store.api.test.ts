import { beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, SITE_VERSION, SITE_VERSION_HEADER } from '@portal/contract';
import { replyCarriesCredentials } from '../src/http/no-store.ts';
import { call, DEMO_TRADER, latestCode, uniqueEmail, type Reply, useTestApp } from './test-app.ts';
import { useTrader } from './http-helpers.ts';
import { as, buy, findPackage } from './buying-helpers.ts';
import { adminCall, newOperator, signedInAs } from './admin-helpers.ts';
import { nextIp, post, signIn, signUp } from './auth-helpers.ts';
import { totpCode } from '../src/modules/auth/totp.ts';

/**
 * Replies that carry a token, a password or a secret are never cached (docs/decisions/004-auth-tokens.md).
 * Every such route is listed here and called for real; the last tests make sure the list is complete.
 */
const CREDENTIAL_ROUTES = [
  `POST ${ApiPath.authenticate}`,
  `POST ${ApiPath.verifyEmailWithCode}`,
  `POST ${ApiPath.refreshToken}`,
  `GET ${ApiPath.loginCredentials}`,
  `GET ${ApiPath.platformCredentials}`,
  `GET ${ApiPath.platformRedirectUrl}`,
  `POST ${ApiPath.proofOfIdentity}`,
  `POST ${ApiPath.proofOfAddress}`,
  `POST ${ApiPath.kycAccessToken}`,
  `POST ${ApiPath.adminOperatorReset}`,
  `POST ${ApiPath.authenticateSecondFactor}`,
  `POST ${ApiPath.twoFactorStart}`,
];

const expectNoStore = (r: Pick<Reply, 'headers'>) => expect(r.headers['cache-control']).toBe('no-store');

describe('Cache-Control: no-store on every reply carrying credentials', () => {
  let accountId: string;
  const tested = new Set<string>();
  const t = useTestApp();
  const trader = useTrader(t);
  beforeAll(async () => {
    const order = await buy(t, trader, (await findPackage(t, 'Two-Step Challenge 10K', 'northwind-webtrader')).id);
    accountId = order.traderAccountId!;
  });

  const check = (route: string, r: Reply) => {
    expectNoStore(r);
    tested.add(route);
  };

  it('Authenticate, VerifyEmailWithCode and RefreshToken (the token pair), on success and on refusal', async () => {
    const signIn = await call<{ refreshToken: string }>(t, 'POST', ApiPath.authenticate, {
      body: { email: DEMO_TRADER.email, password: DEMO_TRADER.password },
    });
    expect(signIn.result).toBe(0);
    check(`POST ${ApiPath.authenticate}`, signIn);
    expectNoStore(
      await call(t, 'POST', ApiPath.authenticate, { body: { email: DEMO_TRADER.email, password: 'Wr0ng#Pass' } }),
    );

    const email = uniqueEmail();
    const body = { email, password: 'Str0ng#Pass', firstName: 'A', lastName: 'B', acceptTerms: true };
    expect((await call(t, 'POST', ApiPath.registerV1, { body })).result).toBe(0);
    const verified = await call(t, 'POST', ApiPath.verifyEmailWithCode, {
      body: { email, code: await latestCode(t, email) },
    });
    expect(verified.result).toBe(0);
    check(`POST ${ApiPath.verifyEmailWithCode}`, verified);

    const refreshed = await call(t, 'POST', ApiPath.refreshToken, {
      body: { refreshToken: signIn.data.refreshToken },
    });
    expect(refreshed.result).toBe(0);
    check(`POST ${ApiPath.refreshToken}`, refreshed);
    expectNoStore(await call(t, 'POST', ApiPath.refreshToken, { body: { refreshToken: 'x'.repeat(43) } }));
  });

  it('loginCredentials, platformCredentials and platformRedirectUrl (passwords, a signed sign-in address)', async () => {
    const login = await call<{ login: string; password: string }>(
      t,
      'GET',
      `${ApiPath.loginCredentials}?traderAccountId=${accountId}`,
      as(trader),
    );
    expect(login.data.password).toBeTruthy();
    check(`GET ${ApiPath.loginCredentials}`, login);
    const platforms = await call(t, 'GET', ApiPath.platformCredentials, as(trader));
    expect(platforms.result).toBe(0);
    check(`GET ${ApiPath.platformCredentials}`, platforms);
    const redirect = await call<{ platform_redirect_url: string }>(
      t,
      'GET',
      ApiPath.platformRedirectUrl.replace(':id', accountId),
      as(trader),
    );
    expect(redirect.data.platform_redirect_url).toContain('token=');
    check(`GET ${ApiPath.platformRedirectUrl}`, redirect);

    // the address starts the terminal's session with a cookie: that reply is not cached either
    const url = new URL(redirect.data.platform_redirect_url);
    const page = await t.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { host: 'localhost' },
    });
    expect(page.headers['set-cookie']).toBeTruthy();
    expect(page.headers['cache-control']).toBe('no-store');
    const form = await t.app.inject({
      method: 'POST',
      url: '/platform/sandbox/login',
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ login: login.data.login, password: login.data.password }).toString(),
    });
    expect([form.statusCode, Boolean(form.headers['set-cookie'])]).toEqual([303, true]);
    expect(form.headers['cache-control']).toBe('no-store');
  });

  it('ProofOfIdentity, ProofOfAddress and AccessToken (the verification provider’s single-use token)', async () => {
    // A trader without a funded account waiting is refused (-70), but the route's replies are never cached
    // either way; kyc.api.test.ts starts both steps for real and uses their tokens.
    for (const path of [ApiPath.proofOfIdentity, ApiPath.proofOfAddress]) {
      const r = await call(t, 'POST', path, { ...as(trader), body: { country: 'DE', processId: 'p-1' } });
      check(`POST ${path}`, r);
    }
    // A real provider's token renewed (a sandbox brand's trader is refused, uncached all the same)
    const renewed = await call(t, 'POST', ApiPath.kycAccessToken, { ...as(trader), body: { step: 'identity' } });
    check(`POST ${ApiPath.kycAccessToken}`, renewed);
  });

  it('an owner’s reset of an operator (the one-time password)', async () => {
    const owner = await signedInAs(t, 'owner');
    const target = await newOperator(t, 'support');
    const r = await adminCall(t, 'POST', ApiPath.adminOperatorReset.replace(':id', target.id), { agent: owner });
    expect(r.result).toBe(0);
    check(`POST ${ApiPath.adminOperatorReset}`, r);
  });

  it('two-step sign-in: its set-up (the secret) and AuthenticateSecondFactor (the token pair), on success and on refusal', async () => {
    const s = await signUp(t);
    const as_ = { token: s.token, ip: s.ip };
    const start = await call<{ secret: string }>(t, 'POST', ApiPath.twoFactorStart, { ...as_, body: {} });
    expect(start.result).toBe(0);
    check(`POST ${ApiPath.twoFactorStart}`, start);
    const confirm = await call<{ recoveryCodes: string[] }>(t, 'POST', ApiPath.twoFactorConfirm, {
      ...as_,
      body: { code: totpCode(start.data.secret, new Date()) },
    });
    expect(confirm.result).toBe(0);
    expectNoStore(confirm);
    const first = await signIn(t, s.email, s.password, { ip: nextIp() });
    const { challenge } = first.data as unknown as { challenge: string };
    const body = { challenge, method: 'recoveryCode', code: confirm.data.recoveryCodes[0] };
    expectNoStore(await post(t, ApiPath.authenticateSecondFactor, { ...body, challenge: 'x'.repeat(43) }));
    const second = await post(t, ApiPath.authenticateSecondFactor, body);
    expect(second.result).toBe(0);
    check(`POST ${ApiPath.authenticateSecondFactor}`, second);
  });

  it('the list is complete: every documented reply with a token, password or secret field is in it', async () => {
    const doc = t.app.swagger() as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>>;
    };
    const found: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const schemas = Object.values(op.responses ?? {}).flatMap((r) =>
          Object.values(r.content ?? {}).map((c) => (c as { schema?: unknown }).schema),
        );
        if (schemas.some(replyCarriesCredentials))
          found.push(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
      }
    }
    expect(found.length).toBeGreaterThanOrEqual(4);
    for (const route of found) expect(CREDENTIAL_ROUTES).toContain(route);
    expect([...tested].sort()).toEqual([...CREDENTIAL_ROUTES].sort());
  });

  it('every other API reply is no-store too, unless its route chose a cache (and then it carries no credential)', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const cached: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/')) continue; // /health, /ready, /metrics are the operators' probes
      for (const method of Object.keys(operations)) {
        if (method !== 'get' && method !== 'post') continue;
        const url = path.replace(/\{\w+\}/g, 'x');
        const r = await t.app.inject({
          method: method.toUpperCase() as 'GET' | 'POST',
          url,
          headers: {
            host: 'localhost',
            [SITE_VERSION_HEADER]: SITE_VERSION,
            ...(method === 'post' ? { 'content-type': 'application/json' } : {}),
          },
          ...(method === 'post' ? { payload: '{}' } : {}),
        });
        if (r.headers['cache-control'] !== 'no-store')
          cached.push(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
      }
    }
    // the text catalogue is public and the same for everyone: it keeps its 5-minute cache; the brand's fixed logo
    // is public too and revalidated on each load (no-cache with an ETag)
    expect(cached.sort()).toEqual([`GET ${ApiPath.brandLogo}`, `GET ${ApiPath.translate}`].sort());
    for (const route of cached) expect(CREDENTIAL_ROUTES).not.toContain(route);
  });
});
