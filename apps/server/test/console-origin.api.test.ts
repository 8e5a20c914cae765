import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, ResultCode } from '@portal/contract';
import { manualClock } from '../src/lib/clock.ts';
import { createTestApp, type TestApp, useTestApp } from './test-app.ts';
import { builtApps, rawCall } from './http-helpers.ts';
import { THEME_SCRIPT_SOURCE } from '../src/http/security-headers.ts';
import {
  adminCall,
  agentFrom,
  CONSOLE_HOST,
  currentCode,
  demoOwner,
  newApiKey,
  passwordStep,
  signedInOperator,
  type Agent,
} from './admin-helpers.ts';

// Issue "Defects found from outside", defect 2 (and 13's op_session part): the console had the trader app's
// origin, so a script on any trader page (a brand's tag manager among them) read XSRF-TOKEN and called the admin
// API with the owner's cookie. The console now has an origin of its own.

const STEP = 30_000;
const SIGN_IN = { email: demoOwner.email, password: demoOwner.password };

/** A directive of a Content-Security-Policy, as its list of sources. */
const directive = (policy: unknown, name: string) =>
  String(policy)
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1);

describe('the console on an origin of its own: who may use the operator cookie', () => {
  const clock = manualClock(new Date('2026-11-28T09:00:00Z'));
  let owner: Agent;
  const t = useTestApp({ clock });
  beforeAll(async () => {
    owner = await signedInOperator(t, demoOwner);
  });

  const keyCount = async () =>
    (await adminCall<{ items: unknown[] }>(t, 'GET', ApiPath.adminApiKeys, { agent: owner })).data.items.length;
  const newKey = { name: 'from a page', brandIds: null, actions: ['overview.read'] };

  it("refuses the owner's cookie on the trader origin, for reading and for changing calls: 403/-50, no key made", async () => {
    const before = await keyCount();
    const onTrader = { agent: owner, via: 'trader' as const, headers: { origin: 'http://localhost:3000' } };
    for (const [method, url, body] of [
      ['GET', ApiPath.adminMe, undefined],
      ['GET', ApiPath.adminApiKeys, undefined],
      ['POST', ApiPath.adminApiKeys, newKey],
    ] as const) {
      const r = await adminCall(t, method, url, { ...onTrader, body });
      expect([r.status, r.result], `${method} ${url}`).toEqual([403, ResultCode.NotAuthorized]);
      // a same-origin GET sends no Origin: the trader origin refuses it all the same
      const bare = await adminCall(t, method, url, { agent: owner, via: 'trader', body });
      expect([bare.status, bare.result], `${method} ${url} without Origin`).toEqual([403, ResultCode.NotAuthorized]);
    }
    expect(await keyCount()).toBe(before);
  });

  it("on the console's origin, refuses a call made from another origin, whatever cookie and token it carries", async () => {
    const before = await keyCount();
    const foreign: Record<string, string>[] = [
      { origin: 'http://localhost:3000' }, // a trader page of the same host
      { origin: `https://${CONSOLE_HOST}` }, // another scheme
      { origin: 'null' }, // a sandboxed frame, a file
      { 'sec-fetch-site': 'same-site' }, // a GET without Origin from a sibling origin (an <img>, a <script>)
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreign) {
      const me = await adminCall(t, 'GET', ApiPath.adminMe, { agent: owner, headers });
      expect([me.status, me.result], JSON.stringify(headers)).toEqual([403, ResultCode.NotAuthorized]);
      const made = await adminCall(t, 'POST', ApiPath.adminApiKeys, { agent: owner, headers, body: newKey });
      expect([made.status, made.result], JSON.stringify(headers)).toEqual([403, ResultCode.NotAuthorized]);
    }
    expect(await keyCount()).toBe(before);

    // The console's own page: a same-origin GET (no Origin), and a POST naming the console's origin.
    const own = { origin: `http://${CONSOLE_HOST}`, 'sec-fetch-site': 'same-origin' };
    const me = await adminCall(t, 'GET', ApiPath.adminMe, {
      agent: owner,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect([me.status, me.result]).toEqual([200, 0]);
    const made = await adminCall(t, 'POST', ApiPath.adminApiKeys, { agent: owner, headers: own, body: newKey });
    expect([made.status, made.result]).toEqual([200, 0]);
    expect(await keyCount()).toBe(before + 1);
  });

  it("signs in only from the console's page: on the trader origin or from another origin, 403/-50 and no cookie", async () => {
    clock.advance(STEP);
    for (const o of [
      { via: 'trader' as const },
      { via: 'trader' as const, headers: { origin: 'http://localhost:3000' } },
      { headers: { origin: 'http://localhost:3000' } },
    ]) {
      const r = await adminCall(t, 'POST', ApiPath.adminSignIn, { ...o, body: SIGN_IN });
      expect([r.status, r.result], JSON.stringify(o)).toEqual([403, ResultCode.NotAuthorized]);
      expect(r.cookies).toEqual([]);
    }
  });

  it('keeps API keys (machine clients, no cookie) working on both origins', async () => {
    const { key } = await newApiKey(t, owner, ['overview.read']);
    for (const via of ['trader', 'console'] as const) {
      const r = await adminCall(t, 'GET', ApiPath.adminOverview, { apiKey: key, via });
      expect([r.status, r.result], via).toEqual([200, 0]);
    }
  });

  it('sets no cookie a script can read: one httpOnly, host-only, SameSite=Strict cookie; the CSRF token in a header', async () => {
    clock.advance(STEP);
    const { reply } = await passwordStep(t, demoOwner);
    expect(reply.cookies.map((c) => c.name)).toEqual(['op_session']);
    expect(reply.cookies[0]).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });
    expect(reply.cookies[0]!.domain).toBeUndefined();
    expect(reply.cookies[0]!.secure).toBeFalsy(); // plain http (the embedded default): no Secure
    expect(reply.headers['x-xsrf-token']).toMatch(/^[\w-]{43}$/);
    // the token is the session's: Me repeats it, so a reloaded console has it again
    const me = await adminCall(t, 'GET', ApiPath.adminMe, { agent: agentFrom(reply) });
    expect(me.headers['x-xsrf-token']).toBe(reply.headers['x-xsrf-token']);
  });
});

describe('the operator cookie behind an https proxy (TRUST_PROXY, X-Forwarded-Proto)', () => {
  const clock = manualClock(new Date('2026-11-28T09:00:00Z'));
  const t = useTestApp({ clock, env: { TRUST_PROXY: 'true' } });

  it('is __Host-op_session: Secure, Path=/, no Domain; and a plain op_session is not a session over https', async () => {
    // One proxy, and a chain whose last hop spoke http (a CDN in front of a balancer): the browser used https.
    for (const proto of ['https', 'https, http']) {
      clock.advance(STEP);
      const https = { 'x-forwarded-proto': proto, origin: `https://${CONSOLE_HOST}` };
      const signIn = await adminCall(t, 'POST', ApiPath.adminSignIn, { body: SIGN_IN, headers: https });
      expect(signIn.result, proto).toBe(0);
      expect(
        signIn.cookies.map((c) => c.name),
        proto,
      ).toEqual(['__Host-op_session']);
      const cookie = signIn.cookies[0]!;
      expect(cookie, proto).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/' });
      expect(cookie.domain, proto).toBeUndefined();

      const agent = agentFrom(signIn);
      const code = currentCode(t, demoOwner);
      const verified = await adminCall(t, 'POST', ApiPath.adminTotpVerify, { agent, body: { code }, headers: https });
      expect(verified.result, proto).toBe(0);
      expect(
        verified.cookies.map((c) => [c.name, c.secure, c.path]),
        proto,
      ).toEqual([['__Host-op_session', true, '/']]);
      const active = agentFrom(verified);
      const me = await adminCall(t, 'GET', ApiPath.adminMe, { agent: active, headers: https });
      expect([me.status, me.result], proto).toEqual([200, 0]);
      // the same token under the name any sibling could set is not taken over https
      const plain = await adminCall(t, 'GET', ApiPath.adminMe, {
        headers: { ...https, cookie: `op_session=${active.session}` },
      });
      expect(plain.status, proto).toBe(401);

      const out = await adminCall(t, 'POST', ApiPath.adminSignOut, { agent: active, headers: https });
      expect(
        out.cookies.map((c) => [c.name, c.value, c.secure, c.path]),
        proto,
      ).toEqual([['__Host-op_session', '', true, '/']]);
    }
  });
});

describe("the console's pages: served on its origin only, with a policy of no third-party script", () => {
  let t: TestApp;
  const apps = builtApps();
  const { consoleHtml, webDistDir, backofficeDistDir } = apps;
  beforeAll(async () => {
    t = await createTestApp({ config: { env: 'production', webDistDir, backofficeDistDir } });
  });
  afterAll(async () => {
    await t.close();
    apps.remove();
  });

  it('gives the console a policy with no third-party script, refusing frames, even on a brand host with a tag manager', async () => {
    // 127.0.0.2 is Aurora Capital, seeded with a tag manager, pixels, a chat widget and error reporting.
    const trader = await rawCall(t, { url: '/sign-in', host: '127.0.0.2:3000' });
    expect(String(trader.headers['content-security-policy'])).toContain('https://www.googletagmanager.com');
    for (const url of ['/backoffice/', '/backoffice/overview', '/backoffice/js/console.js', ApiPath.adminMe]) {
      const r = await rawCall(t, { url, host: '127.0.0.2:3001', listener: 'console' });
      const policy = r.headers['content-security-policy'];
      // its own files, and the one fixed inline line that sets the theme before the first paint (by its hash)
      expect(directive(policy, 'script-src'), url).toEqual(["'self'", THEME_SCRIPT_SOURCE]);
      expect(directive(policy, 'default-src'), url).toEqual(["'self'"]);
      expect(directive(policy, 'connect-src'), url).toEqual(["'self'"]);
      expect(directive(policy, 'frame-ancestors'), url).toEqual(["'none'"]);
      expect(directive(policy, 'object-src'), url).toEqual(["'none'"]);
      expect(String(policy), url).not.toMatch(/google|tiktok|livechat|intercom|doubleclick|sentry/);
      expect(r.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('serves the console on its origin: its pages and files, the admin API, nothing of the trader app', async () => {
    const page = await rawCall(t, { url: '/backoffice/audit?page=2', host: 'localhost:3001', listener: 'console' });
    expect([page.status, page.body]).toEqual([200, consoleHtml]);
    const root = await rawCall(t, { url: '/', host: 'localhost:3001', listener: 'console' });
    expect([root.status, root.headers.location]).toEqual([302, '/backoffice/']);
    for (const url of ['/sign-in', '/dashboard/home', ApiPath.brand, '/api/docs/json', '/health']) {
      const r = await rawCall(t, { url, host: 'localhost:3001', listener: 'console' });
      expect([r.status, r.json.result], url).toEqual([404, ResultCode.RequestIsNotValid]);
    }
    const logo = await rawCall(t, {
      url: '/brand-assets/northwind/logo.svg',
      host: 'localhost:3001',
      listener: 'console',
    });
    expect(logo.status).toBe(200);
  });

  it("no longer serves the console on the trader origin: its paths lead to the console's origin", async () => {
    for (const url of ['/backoffice', '/backoffice/', '/backoffice/overview?x=1', '/backoffice/js/console.js']) {
      const r = await rawCall(t, { url, host: 'localhost:3000' });
      expect([r.status, r.headers.location], url).toEqual([302, `http://localhost:3001${url}`]);
      expect(r.body, url).not.toContain('back office');
    }
    expect((await rawCall(t, { url: '/sign-in', host: 'localhost:3000' })).body).toContain('trader app');
  });
});
