import { describe, expect, it } from 'vitest';
import { ApiPath, ResultCode, SITE_VERSION, SITE_VERSION_HEADER } from '@portal/contract';
import { call, injectInto, uniqueEmail, useTestApp } from './test-app.ts';
import { useTrader } from './http-helpers.ts';
import { nextIp, post, registerBody, userRow } from './auth-helpers.ts';
import { push, useAccount } from './evaluation-helpers.ts';
import { agentCookie, demoOwner, signedInOperator } from './admin-helpers.ts';

/**
 * Item 6 of the outside attack run: a NUL in free text answered 500 (PostgreSQL refuses 0x00 in text). Every
 * control character in any request value is refused with 400/-200 naming the field, nothing is written, never
 * 500: the contract's textSchema() per field, and the server-wide guard (http/control-characters.ts) for what a
 * schema forgets.
 */
const CONTROLS = ['\u0000', '\u001b', '\n'];
const MESSAGE = 'validation.controlCharacters';

type Issues = { issues: { path: string; message: string }[] };
function expectRefused(r: { status: number; result: number; data: unknown }, path: string) {
  expect({ status: r.status, result: r.result }).toEqual({ status: 400, result: ResultCode.RequestIsNotValid });
  const issues = (r.data as Issues).issues;
  expect(issues.map((i) => i.path)).toContain(path);
  expect(issues.find((i) => i.path === path)?.message).toBe(MESSAGE);
}

describe('control characters in request text', () => {
  const t = useTestApp();
  const alice = useTrader(t);
  const account = useAccount(t, alice);

  const personal = {
    firstName: 'Anne',
    lastName: 'Smith',
    countryOfRegistration: 'GB',
    city: 'London',
    address: '1 High Street',
    postalCode: 'SW1A 1AA',
  };

  it.each(['city', 'address', 'postalCode'])('PersonalData %s: -200 naming it, nothing written', async (field) => {
    const saved = await call(t, 'POST', ApiPath.personalData, { token: alice.token, body: personal });
    expect(saved.result).toBe(ResultCode.Ok);
    for (const c of CONTROLS) {
      const r = await call(t, 'POST', ApiPath.personalData, {
        token: alice.token,
        body: { ...personal, city: 'Leeds', [field]: `x${c}y` },
      });
      expectRefused(r, `body.${field}`);
    }
    const [row] = await t.db.query<{ city: string }>('select city from users where email = $1', [alice.email]);
    expect(row!.city).toBe('London');
  });

  it.each(['clickId', 'cnvId'])('Register v2 %s: -200 naming it, no user, no mail', async (field) => {
    for (const c of CONTROLS) {
      const email = uniqueEmail('ctl');
      const r = await post(t, ApiPath.registerV2, {
        ...registerBody(email),
        countryOfRegistration: 'DE',
        [field]: `click${c}1`,
      });
      expectRefused(r, `body.${field}`);
      expect(await userRow(t, email)).toBeUndefined();
      expect(await t.db.query('select 1 from outgoing_mail where to_address = $1', [email])).toHaveLength(0);
    }
  });

  it('Subscribe packageId: -200 naming it, no user, no mail', async () => {
    for (const c of CONTROLS) {
      const email = uniqueEmail('ctl');
      const r = await post(t, ApiPath.subscribe, { email, acceptTerms: true, packageId: `pkg${c}-50k` });
      expectRefused(r, 'body.packageId');
      expect(await userRow(t, email)).toBeUndefined();
      expect(await t.db.query('select 1 from outgoing_mail where to_address = $1', [email])).toHaveLength(0);
    }
  });

  it.each(['platformId', 'login'] as const)(
    "the bridge's %s (signed push): -200 naming it, nothing taken in",
    async (field) => {
      const events = [{ type: 'equitySnapshot', time: new Date().toISOString(), equity: 1_000_000 }];
      const before = await t.db.query('select 1 from account_events');
      for (const c of CONTROLS) {
        const r = await push(t, { ...account, [field]: `${account[field]}${c}` }, events);
        expectRefused({ status: r.status, result: r.json.result as number, data: r.json.data }, `body.${field}`);
      }
      // The guard also reaches what the bridge's schema would not name: a string deep in an event.
      const deep = await push(t, account, [{ ...events[0], note: 'a\u0000' }]);
      expectRefused(
        { status: deep.status, result: deep.json.result as number, data: deep.json.data },
        'body.events.0.note',
      );
      expect(await t.db.query('select 1 from account_events')).toHaveLength(before.length);
    },
  );

  it.each(['login', 'password', 'platform'])('the terminal login form (not JSON) %s: -200 naming it', async (field) => {
    const fields = { login: account.login, password: 'whatever', platform: account.platformId };
    for (const c of CONTROLS) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/platform/sandbox/login',
        remoteAddress: nextIp(),
        headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ...fields, [field]: `${fields[field as keyof typeof fields]}${c}` }).toString(),
      });
      const body = JSON.parse(res.body) as { result: number; data: unknown };
      expectRefused({ status: res.statusCode, ...body }, `body.${field}`);
    }
  });

  it('a client error report keeps its multi-line stack, and still refuses NUL in it', async () => {
    const ok = await call(t, 'POST', ApiPath.log, {
      body: { message: 'TypeError: x\nmore', stack: 'TypeError: x\n\tat f (app.js:1:2)\r\n' },
    });
    expect(ok.result).toBe(ResultCode.Ok);
    expectRefused(await call(t, 'POST', ApiPath.log, { body: { message: 'x', stack: 'a\u0000' } }), 'body.stack');
    expectRefused(await call(t, 'POST', ApiPath.log, { body: { message: 'x', url: 'a\nb' } }), 'body.url');
    expectRefused(
      await call(t, 'POST', ApiPath.log, { body: { message: 'x', context: { 'k\u0000': 1 } } }),
      'body.context.k\u0000',
    );
  });

  it('every route refuses a control character in its query, path and body: 400/-200, never 500', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => ({ method: m.toUpperCase() as 'GET' | 'POST', path })),
    );
    // The web terminal and the checkout page are hidden from the API document; they are routes all the same.
    routes.push(
      { method: 'POST', path: '/platform/sandbox/login' },
      { method: 'POST', path: '/platform/sandbox/switch' },
      { method: 'GET', path: '/platform/sandbox/terminal' },
      { method: 'GET', path: '/platform/sandbox/sign-in' },
      { method: 'GET', path: '/platform/sandbox/api/state' },
      { method: 'POST', path: '/platform/sandbox/api/orders' },
    );
    expect(routes.length).toBeGreaterThan(40);
    // the firm's console: an owner's session with its CSRF token, so admin routes reach their validation
    const owner = await signedInOperator(t, demoOwner);
    const secondFactorSteps = new Set<string>([
      ApiPath.adminTotpEnrol,
      ApiPath.adminTotpConfirm,
      ApiPath.adminTotpVerify,
      ApiPath.adminRecoveryCode,
    ]);
    const rawBodies = new Set([ApiPath.bridgeEvents]); // signed text: checked after the signature (above)
    for (const { method, path } of routes) {
      if (rawBodies.has(path as typeof ApiPath.bridgeEvents)) continue;
      const hasParam = /\{\w+\}/.test(path);
      const url = path.replace(/\{(\w+)\}/g, 'a%00b');
      // A path of several parameters (Traders/{id}/Sessions/{sessionId}) is refused naming any one of them.
      const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => `params.${m[1]}`);
      const attempts: { url: string; body?: string; expected: string[] }[] = [
        { url: `${path.replace(/\{(\w+)\}/g, 'x')}?zz=a%00b`, expected: ['querystring.zz'] },
        ...(hasParam ? [{ url, expected: params }] : []),
        ...(method === 'POST'
          ? [{ url: path.replace(/\{(\w+)\}/g, 'x'), body: JSON.stringify({ zz: 'a\u001bb' }), expected: ['body.zz'] }]
          : []),
      ];
      for (const a of attempts) {
        // the admin API on the console's listener, the rest on the trader app's
        const res = await injectInto(t, path.startsWith('/api/admin/') ? 'console' : 'trader', {
          method,
          url: a.url,
          remoteAddress: nextIp(),
          headers: {
            host: 'localhost',
            [SITE_VERSION_HEADER]: SITE_VERSION,
            authorization: `Bearer ${alice.token}`,
            cookie: agentCookie(owner),
            'x-xsrf-token': owner.xsrf,
            ...(a.body ? { 'content-type': 'application/json' } : {}),
          },
          ...(a.body ? { payload: a.body } : {}),
        });
        const body = JSON.parse(res.body) as { result: number; data: Issues };
        // The second-factor steps belong to a session still at its password stage: an active owner's session is
        // refused there (403/-50) before any input is read, which is as safe; nothing reaches the database.
        if (secondFactorSteps.has(path)) {
          expect({ route: `${method} ${a.url}`, status: res.statusCode, result: body.result }).toEqual({
            route: `${method} ${a.url}`,
            status: 403,
            result: ResultCode.NotAuthorized,
          });
          continue;
        }
        expect({ route: `${method} ${a.url}`, status: res.statusCode, result: body.result }).toEqual({
          route: `${method} ${a.url}`,
          status: 400,
          result: ResultCode.RequestIsNotValid,
        });
        expect(
          body.data.issues.map((i) => i.path).filter((p) => a.expected.includes(p)),
          a.url,
        ).not.toEqual([]);
      }
    }
  }, 120_000); // a walk of every route: over 30 s on PGlite under a load of 16
});
