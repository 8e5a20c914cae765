import { describe, expect, it } from 'vitest';
import { ApiPath, ResultCode, type OperatorMe, type ThemePreference } from '@portal/contract';
import { manualClock } from '../src/lib/clock.ts';
import { adminCall, newOperator, signedInAgain, signedInOperator, useOperator } from './admin-helpers.ts';
import { call, useTestApp } from './test-app.ts';
import { useTrader } from './http-helpers.ts';

describe("the trader's theme: GET and POST /api/PersonalData/v1/Theme", () => {
  const t = useTestApp();
  const alice = useTrader(t);
  const bob = useTrader(t);
  type Trader = typeof alice;
  const get = (who: Trader) => call<ThemePreference>(t, 'GET', ApiPath.theme, { token: who.token, host: who.host });
  const post = (who: Trader, body: unknown) =>
    call<ThemePreference>(t, 'POST', ApiPath.theme, { token: who.token, host: who.host, body });

  it("follows the device's preference until the trader chooses", async () => {
    const r = await get(alice);
    expect(r.status).toBe(200);
    expect(r.data).toEqual({ theme: 'system' });
  });

  it('keeps the choice on the trader, not on anyone else', async () => {
    expect((await post(alice, { theme: 'dark' })).data).toEqual({ theme: 'dark' });
    expect((await get(alice)).data).toEqual({ theme: 'dark' });
    expect((await get(bob)).data).toEqual({ theme: 'system' });
    expect((await post(alice, { theme: 'light' })).data).toEqual({ theme: 'light' });
    expect((await get(alice)).data).toEqual({ theme: 'light' });
  });

  it.each([[{ theme: 'sepia' }], [{ theme: null }], [{}], [{ theme: 'DARK' }]])(
    'refuses %j with a request error and keeps the choice',
    async (body) => {
      await post(bob, { theme: 'dark' });
      const r = await post(bob, body);
      expect(r.status).toBe(400);
      expect(r.result).not.toBe(ResultCode.Ok);
      expect((await get(bob)).data).toEqual({ theme: 'dark' });
    },
  );

  it('asks for a session', async () => {
    const r = await call(t, 'GET', ApiPath.theme, {});
    expect(r.status).toBe(401);
    const w = await call(t, 'POST', ApiPath.theme, { body: { theme: 'dark' } });
    expect(w.status).toBe(401);
  });
});

describe("the operator's theme: Me and POST /api/admin/v1/auth/Theme", () => {
  const clock = manualClock(new Date('2026-11-02T09:00:00Z'));
  const t = useTestApp({ clock });
  const agent = useOperator(t, 'support');

  it('is the system preference first, then what the operator chose, on every sign-in', async () => {
    const me = await adminCall<OperatorMe>(t, 'GET', ApiPath.adminMe, { agent });
    expect(me.data.theme).toBe('system');
    const saved = await adminCall<ThemePreference>(t, 'POST', ApiPath.adminTheme, { agent, body: { theme: 'dark' } });
    expect(saved.status).toBe(200);
    expect(saved.data).toEqual({ theme: 'dark' });
    expect((await adminCall<OperatorMe>(t, 'GET', ApiPath.adminMe, { agent })).data.theme).toBe('dark');
  });

  it("is each operator's own, and follows them to a new session", async () => {
    const other = await newOperator(t, 'finance');
    const first = await signedInOperator(t, other);
    await adminCall(t, 'POST', ApiPath.adminTheme, { agent: first, body: { theme: 'light' } });
    const again = await signedInAgain(t, clock, other);
    expect((await adminCall<OperatorMe>(t, 'GET', ApiPath.adminMe, { agent: again })).data.theme).toBe('light');
    expect((await adminCall<OperatorMe>(t, 'GET', ApiPath.adminMe, { agent })).data.theme).toBe('dark');
  });

  it('refuses a theme it does not know, and a call without the CSRF token', async () => {
    const bad = await adminCall(t, 'POST', ApiPath.adminTheme, { agent, body: { theme: 'blue' } });
    expect(bad.status).toBe(400);
    const forged = await adminCall(t, 'POST', ApiPath.adminTheme, { agent, xsrf: null, body: { theme: 'light' } });
    expect(forged.status).toBe(403);
    expect((await adminCall<OperatorMe>(t, 'GET', ApiPath.adminMe, { agent })).data.theme).toBe('dark');
  });
});
