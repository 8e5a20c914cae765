import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, ResultCode } from '@portal/contract';
import { manualClock } from '../src/lib/clock.ts';
import { memoryCounterStore } from '../src/lib/counter-store.ts';
import { delayAfterFailure, DELAY_FROM, FAILURE_WINDOW_MS } from '../src/lib/login-guard.ts';
import { derivedKey } from '../src/lib/secret-box.ts';
import { keyedHash } from '../src/lib/secrets.ts';
import { argon2Hasher } from '../src/modules/auth/password-hasher.ts';
import { OperatorInputError, reissueOneTimePassword } from '../src/modules/admin-operators/operator-accounts.ts';
import { normaliseRecoveryCode } from '../src/modules/auth/totp.ts';
import { createTestApp, signedInTrader, type TestApp } from './test-app.ts';
import {
  adminCall,
  adminEndpoints,
  agentFrom,
  currentCode,
  demoFinance,
  demoOwner,
  newOperator,
  passwordStep,
  signedInOperator,
  type Agent,
} from './admin-helpers.ts';

const STEP = 30_000;
const MIN = 60_000;

describe('operators sign in with a password and TOTP', () => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-03-02T09:00:00Z'));
  beforeAll(async () => {
    // the login guard's counters on the test's clock, so its delays can be waited out
    t = await createTestApp({ clock, counters: memoryCounterStore(() => clock.now().getTime()) });
  });
  afterAll(() => t.close());
  const next = () => clock.advance(STEP);

  it('the demo owner signs in: password, then a TOTP code; its one cookie httpOnly and SameSite=Strict', async () => {
    const { reply, agent } = await passwordStep(t, demoOwner);
    expect(reply.data).toEqual({ stage: 'second_factor', totpEnrolled: true, mustChangePassword: false });
    // the session's only cookie; its CSRF token comes in a header, never in a cookie
    expect(reply.cookies).toHaveLength(1);
    expect(reply.cookies[0]).toMatchObject({
      name: 'op_session',
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/admin',
    });
    expect(agent.xsrf).toBe(reply.headers['x-xsrf-token']);
    const me1 = await adminCall(t, 'GET', ApiPath.adminMe, { agent });
    expect(me1.data).toMatchObject({ stage: 'second_factor', role: 'owner' });

    const v = await adminCall(t, 'POST', ApiPath.adminTotpVerify, { agent, body: { code: currentCode(t, demoOwner) } });
    expect([v.status, v.result, v.data]).toEqual([
      200,
      0,
      { stage: 'active', totpEnrolled: true, mustChangePassword: false },
    ]);
    const active = agentFrom(v);
    expect(active.session).not.toBe(agent.session); // a new token for the new privilege
    const me = await adminCall(t, 'GET', ApiPath.adminMe, { agent: active });
    expect(me.data).toMatchObject({ email: demoOwner.email, role: 'owner', allBrands: true, stage: 'active' });
    expect((me.data.brands as { code: string }[]).map((b) => b.code).sort()).toEqual([
      'aurora',
      'bluewave',
      'northwind',
    ]);
    // the second-factor session is over
    expect((await adminCall(t, 'GET', ApiPath.adminMe, { agent })).status).toBe(401);
    next();
  });

  it('the demo finance operator signs in with its own TOTP secret and sees Northwind and Bluewave only', async () => {
    const ip = '198.51.100.41'; // its own address: the wrong code below must not slow the other tests' sign-ins
    const { agent } = await passwordStep(t, demoFinance, ip);
    const owners = await adminCall(t, 'POST', ApiPath.adminTotpVerify, {
      agent,
      ip,
      body: { code: currentCode(t, demoOwner) },
    });
    expect(owners.result).not.toBe(0); // the owner's code is not the finance operator's
    const v = await adminCall(t, 'POST', ApiPath.adminTotpVerify, {
      agent,
      ip,
      body: { code: currentCode(t, demoFinance) },
    });
    expect([v.status, v.result]).toEqual([200, 0]);
    const me = await adminCall(t, 'GET', ApiPath.adminMe, { agent: agentFrom(v), ip });
    expect(me.data).toMatchObject({ email: demoFinance.email, role: 'finance', allBrands: false, stage: 'active' });
    expect((me.data.brands as { code: string }[]).map((b) => b.code).sort()).toEqual(['bluewave', 'northwind']);
    next();
  });

  it('a wrong password or an unknown e-mail answer -1 alike', async () => {
    for (const body of [
      { email: demoOwner.email, password: 'Wrong#Pass1' },
      { email: 'nobody@demo.test', password: 'Wrong#Pass1' },
    ]) {
      const r = await adminCall(t, 'POST', ApiPath.adminSignIn, { body, ip: '198.51.100.77' });
      expect([r.status, r.result]).toEqual([200, ResultCode.InvalidUsernameOrPassword]);
      expect(r.cookies).toEqual([]);
    }
  });

  it('wrong passwords meet the traders’ login guard: a bot-check after 3, then a growing delay (429)', async () => {
    const op = await newOperator(t, 'support');
    const wrong = (captchaToken?: string) =>
      adminCall(t, 'POST', ApiPath.adminSignIn, {
        body: { email: op.email, password: 'Wrong#Pass1', ...(captchaToken ? { captchaToken } : {}) },
        ip: '198.51.100.78',
      });
    for (let i = 0; i < 3; i++) expect((await wrong()).result).toBe(ResultCode.InvalidUsernameOrPassword);
    expect((await wrong()).result).toBe(ResultCode.BotCheckRequired);
    for (let i = 0; i < 2; i++) expect((await wrong('test-token')).result).toBe(ResultCode.InvalidUsernameOrPassword);
    const limited = await wrong('test-token');
    expect([limited.status, limited.result]).toEqual([429, ResultCode.TechnicalError]);
    expect(limited.headers['retry-after']).toBeDefined();
    // counted apart from every brand's traders
    expect(await t.app.modules.core.services.counters.get(`fail:acct:operators:${op.email}`)).toBe(5);
  });

  it('a TOTP code is taken once: the same code again is refused, the next step’s code passes', async () => {
    const op = await newOperator(t, 'support');
    const code = currentCode(t, op);
    const first = await passwordStep(t, op);
    expect((await adminCall(t, 'POST', ApiPath.adminTotpVerify, { agent: first.agent, body: { code } })).result).toBe(
      0,
    );
    const again = await passwordStep(t, op);
    const replay = await adminCall(t, 'POST', ApiPath.adminTotpVerify, { agent: again.agent, body: { code } });
    expect([replay.status, replay.result]).toEqual([200, ResultCode.InvalidCodeEntered]);
    // an older step (within the window) is refused too
    const older = currentCode(t, op, -STEP);
    expect(
      (await adminCall(t, 'POST', ApiPath.adminTotpVerify, { agent: again.agent, body: { code: older } })).result,
    ).toBe(ResultCode.InvalidCodeEntered);
    next();
    const fresh = await adminCall(t, 'POST', ApiPath.adminTotpVerify, {
      agent: again.agent,
      body: { code: currentCode(t, op) },
    });
    expect(fresh.result).toBe(0);
    const failures = await t.db.query(
      `select 1 from audit_log where action = 'auth.second_factor_failed' and target_id = $1`,
      [op.id],
    );
    expect(failures).toHaveLength(2);
  });

  it('TOTP: the code of the step before passes, the next step’s code never (30 s, no step ahead)', async () => {
    const op = await newOperator(t, 'support');
    const ip = '198.51.100.42'; // its own address: the routes' per-address limits are the other tests'
    const { agent } = await passwordStep(t, op, ip);
    const ahead = await adminCall(t, 'POST', ApiPath.adminTotpVerify, {
      agent,
      ip,
      body: { code: currentCode(t, op, STEP) },
    });
    expect([ahead.status, ahead.result]).toEqual([200, ResultCode.InvalidCodeEntered]);
    const behind = await adminCall(t, 'POST', ApiPath.adminTotpVerify, {
      agent,
      ip,
      body: { code: currentCode(t, op, -STEP) },
    });
    expect(behind.result).toBe(0);
    next();
  });

  it('five wrong codes end the second-factor session', async () => {
    const op = await newOperator(t, 'support');
    const { agent } = await passwordStep(t, op);
    // (bot-checked: from the 4th wrong code the login guard asks for it)
    const body = { code: '000000', captchaToken: 'test-token' };
    for (let i = 0; i < 5; i++)
      expect((await adminCall(t, 'POST', ApiPath.adminTotpVerify, { agent, body })).result).toBe(
        ResultCode.InvalidCodeEntered,
      );
    const r = await adminCall(t, 'POST', ApiPath.adminTotpVerify, { agent, body: { code: currentCode(t, op) } });
    expect(r.status).toBe(401);
  });

  it('wrong codes count per operator, whatever the sign-ins: a bot-check after 3, then growing delays', async () => {
    const op = await newOperator(t, 'support');
    const ip = '198.51.100.47';
    const signIn = () =>
      adminCall(t, 'POST', ApiPath.adminSignIn, {
        body: { email: op.email, password: op.password, captchaToken: 'test-token' },
        ip,
      });
    const code = (agent: Agent, path: string, code: string, captchaToken?: string) =>
      adminCall(t, 'POST', path, { agent, ip, body: { code, ...(captchaToken ? { captchaToken } : {}) } });
    // ten sign-ins with the right password, one wrong code each: a new sign-in gives no new tries
    const seen: number[] = [];
    for (let i = 0; i < 10; i++) {
      const s = await signIn();
      expect(s.result).toBe(0);
      seen.push((await code(agentFrom(s), ApiPath.adminTotpVerify, '000000')).result);
    }
    expect(seen).toEqual([...Array<number>(3).fill(ResultCode.InvalidCodeEntered), ...Array<number>(7).fill(-800)]);
    const agent = agentFrom(await signIn());
    // a recovery code is the same second factor, counted alike
    expect((await code(agent, ApiPath.adminRecoveryCode, 'zzzzz-zzzzz')).result).toBe(ResultCode.BotCheckRequired);
    // with the bot-check: the 4th and 5th wrong codes are checked; the 5th starts the delays
    for (let i = 4; i <= DELAY_FROM; i++)
      expect((await code(agent, ApiPath.adminTotpVerify, '000000', 'test-token')).result).toBe(
        ResultCode.InvalidCodeEntered,
      );
    // the delay holds every step of this operator's sign-in, the password too; once past, a whole sign-in clears it
    const held = await signIn();
    expect([held.status, held.result, held.cookies]).toEqual([429, ResultCode.TechnicalError, []]);
    clock.advance(delayAfterFailure(DELAY_FROM));
    const right = await code(agentFrom(await signIn()), ApiPath.adminTotpVerify, currentCode(t, op), 'test-token');
    expect(right.result).toBe(0);
    expect(await t.app.modules.core.services.counters.get(`fail:acct:operators:${op.email}`)).toBe(0);
    next();
  });

  it('enrolment: otpauth URL and QR code, confirmed with a code; ten recovery codes, each usable once', async () => {
    const op = await newOperator(t, 'finance', ['bluewave'], { enrolled: false });
    const { reply, agent } = await passwordStep(t, op);
    expect(reply.data).toMatchObject({ totpEnrolled: false });
    expect((await adminCall(t, 'POST', ApiPath.adminTotpVerify, { agent, body: { code: '123456' } })).status).toBe(403);
    const e = await adminCall<{ otpauthUrl: string; qrCodeDataUrl: string }>(t, 'POST', ApiPath.adminTotpEnrol, {
      agent,
    });
    expect(e.result).toBe(0);
    expect(e.data.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]+/);
    expect(e.data.qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const secret = new URL(e.data.otpauthUrl).searchParams.get('secret')!;
    const enrolled = { ...op, totpSecret: secret };
    const wrong = await adminCall(t, 'POST', ApiPath.adminTotpConfirm, { agent, body: { code: '000000' } });
    expect(wrong.result).toBe(ResultCode.InvalidCodeEntered);
    const ok = await adminCall<{ recoveryCodes: string[]; stage: string }>(t, 'POST', ApiPath.adminTotpConfirm, {
      agent,
      body: { code: currentCode(t, enrolled) },
    });
    expect([ok.result, ok.data.stage]).toEqual([0, 'active']);
    expect(ok.data.recoveryCodes).toHaveLength(10);
    expect(new Set(ok.data.recoveryCodes).size).toBe(10);
    const stored = await t.db.query<{ code_hash: string }>(
      'select code_hash from operator_recovery_codes where operator_id = $1',
      [op.id],
    );
    expect(stored).toHaveLength(10);
    expect(stored.map((s) => s.code_hash)).not.toContain(ok.data.recoveryCodes[0]);
    // salted and slow (ASVS V6.5.2): argon2id, each with its own salt
    expect(stored.every((s) => s.code_hash.startsWith('$argon2id$'))).toBe(true);
    // enrolled: a second enrolment is refused
    const s2 = await passwordStep(t, op);
    expect((await adminCall(t, 'POST', ApiPath.adminTotpEnrol, { agent: s2.agent })).status).toBe(403);

    const code = ok.data.recoveryCodes[3]!.toUpperCase();
    const used = await adminCall(t, 'POST', ApiPath.adminRecoveryCode, { agent: s2.agent, body: { code } });
    expect([used.result, used.data]).toEqual([0, { stage: 'active', totpEnrolled: true, mustChangePassword: false }]);
    const s3 = await passwordStep(t, op);
    const again = await adminCall(t, 'POST', ApiPath.adminRecoveryCode, { agent: s3.agent, body: { code } });
    expect(again.result).toBe(ResultCode.InvalidCodeEntered);
    const actions = await t.db.query<{ action: string }>(
      'select action from audit_log where target_id = $1 order by id',
      [op.id],
    );
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'auth.password_accepted',
        'auth.totp_enrolled',
        'auth.signed_in',
        'auth.second_factor_failed',
      ]),
    );
    next();
  });

  it('recovery codes stored before argon2id (keyed HMAC) still work, each once; a wrong one is refused', async () => {
    const op = await newOperator(t, 'support');
    const codes = ['abcde-fghjk', 'mnpqr-stuvw'];
    const legacyKey = derivedKey(t.config.jwtSecret, 'operator-recovery-codes');
    for (const c of codes)
      await t.db.query('insert into operator_recovery_codes (operator_id, code_hash) values ($1, $2)', [
        op.id,
        keyedHash(legacyKey, normaliseRecoveryCode(c)),
      ]);
    const ip = '198.51.100.45';
    const use = async (code: string) => {
      const { agent } = await passwordStep(t, op, ip);
      return (await adminCall(t, 'POST', ApiPath.adminRecoveryCode, { agent, ip, body: { code } })).result;
    };
    expect(await use('zzzzz-zzzzz')).toBe(ResultCode.InvalidCodeEntered);
    expect(await use(codes[1]!.toUpperCase())).toBe(0);
    expect(await use(codes[1]!)).toBe(ResultCode.InvalidCodeEntered);
    expect(await use(codes[0]!)).toBe(0);
  });

  it('a second-factor session calls only the second-factor endpoints, and lasts 5 minutes', async () => {
    const op = await newOperator(t, 'owner');
    const { agent } = await passwordStep(t, op);
    expect((await adminCall(t, 'GET', ApiPath.adminAudit, { agent })).status).toBe(403);
    expect((await adminCall(t, 'GET', ApiPath.adminApiKeys, { agent })).status).toBe(403);
    clock.advance(5 * MIN + 1000);
    const r = await adminCall(t, 'POST', ApiPath.adminTotpVerify, { agent, body: { code: currentCode(t, op) } });
    expect([r.status, r.result]).toEqual([401, ResultCode.AccessTokenExpired]);
  });

  it('a one-time password must be changed before anything else (-50/403 with mustChangePassword)', async () => {
    // The wrong codes earlier tests sent from this address leave the guard's window: no bot-check is due here.
    clock.advance(FAILURE_WINDOW_MS);
    const op = await newOperator(t, 'owner', [], { mustChangePassword: true });
    const { reply } = await passwordStep(t, op);
    expect(reply.data).toMatchObject({ mustChangePassword: true });
    next();
    const agent = await signedInOperator(t, op);
    const other = await (async () => {
      next();
      return signedInOperator(t, op);
    })();
    const blocked = await adminCall(t, 'GET', ApiPath.adminAudit, { agent });
    expect([blocked.status, blocked.result, blocked.data]).toEqual([
      403,
      ResultCode.NotAuthorized,
      { mustChangePassword: true },
    ]);
    expect((await adminCall(t, 'GET', ApiPath.adminMe, { agent })).data).toMatchObject({ mustChangePassword: true });
    const wrongOld = await adminCall(t, 'POST', ApiPath.adminChangePassword, {
      agent,
      body: { oldPassword: 'Not#Mine123', newPassword: 'Brand#New2026' },
    });
    expect(wrongOld.result).toBe(ResultCode.OldPasswordIsWrong);
    const same = await adminCall(t, 'POST', ApiPath.adminChangePassword, {
      agent,
      body: { oldPassword: op.password, newPassword: op.password },
    });
    expect(same.result).toBe(ResultCode.PasswordUsedBefore);
    const weak = await adminCall(t, 'POST', ApiPath.adminChangePassword, {
      agent,
      body: { oldPassword: op.password, newPassword: 'weak' },
    });
    expect([weak.status, weak.result]).toEqual([400, ResultCode.RequestIsNotValid]);
    // common passwords and context words (every brand's name and code, the e-mail's local part) are refused too
    for (const [newPassword, message] of [
      ['Letmein#1', 'validation.passwordCommon'],
      ['Aurora#Capital9', 'validation.passwordContext'],
      [`${op.email.split('.')[0]}#Zz9`, 'validation.passwordContext'],
    ]) {
      const refused = await adminCall(t, 'POST', ApiPath.adminChangePassword, {
        agent,
        body: { oldPassword: op.password, newPassword },
      });
      expect([refused.status, refused.result, refused.data], newPassword).toEqual([
        400,
        ResultCode.RequestIsNotValid,
        { issues: [{ path: 'newPassword', message }] },
      ]);
    }
    const changed = await adminCall(t, 'POST', ApiPath.adminChangePassword, {
      agent,
      body: { oldPassword: op.password, newPassword: 'Brand#New2026' },
    });
    expect(changed.result).toBe(0);
    expect((await adminCall(t, 'GET', ApiPath.adminAudit, { agent })).result).toBe(0);
    // the operator's other sessions ended with the change
    expect((await adminCall(t, 'GET', ApiPath.adminMe, { agent: other })).status).toBe(401);
    const [entry] = await t.db.query<{ before: unknown; after: unknown }>(
      `select before, after from audit_log where action = 'auth.password_changed' and target_id = $1`,
      [op.id],
    );
    expect(entry).toEqual({ before: { mustChangePassword: true }, after: { mustChangePassword: false } });
    next();
  });

  it('a one-time password unused for 72 hours answers -1 like a wrong one; a chosen password never expires', async () => {
    const ip = '198.51.100.43';
    const signIn = (op: { email: string; password: string }) =>
      adminCall(t, 'POST', ApiPath.adminSignIn, { body: { email: op.email, password: op.password }, ip });
    const late = await newOperator(t, 'support', ['northwind'], { mustChangePassword: true });
    const changed = await newOperator(t, 'support', ['northwind'], { mustChangePassword: true });
    const agent = await signedInOperator(t, changed, ip);
    const newPassword = 'Chosen#Pass2026';
    const change = await adminCall(t, 'POST', ApiPath.adminChangePassword, {
      agent,
      ip,
      body: { oldPassword: changed.password, newPassword },
    });
    expect(change.result).toBe(0);
    clock.advance(72 * 60 * MIN - MIN);
    expect((await signIn(late)).result).toBe(0);
    clock.advance(MIN);
    const expired = await signIn(late);
    expect([expired.status, expired.result]).toEqual([200, ResultCode.InvalidUsernameOrPassword]);
    expect(expired.cookies).toEqual([]);
    const [entry] = await t.db.query<{ after: unknown }>(
      `select after from audit_log where action = 'auth.sign_in_failed' and target_id = $1`,
      [late.id],
    );
    expect(entry?.after).toEqual({ reason: 'one_time_password_expired' });
    clock.advance(365 * 24 * 60 * MIN);
    expect((await signIn({ email: changed.email, password: newPassword })).result).toBe(0);
    next();
  });

  it('a new one-time password (npm run operator:create -- --reissue) for one never used; never over a chosen one', async () => {
    const ip = '198.51.100.46';
    const op = await newOperator(t, 'support', ['northwind'], { mustChangePassword: true });
    clock.advance(73 * 60 * MIN);
    const reissue = (email: string, password: string) =>
      reissueOneTimePassword(t.db, argon2Hasher, { email, password, now: t.app.modules.core.services.clock.now() });
    const fresh = 'Fresh#OneTime2026';
    await reissue(op.email, fresh);
    const signIn = (password: string) =>
      adminCall(t, 'POST', ApiPath.adminSignIn, { body: { email: op.email, password }, ip });
    expect((await signIn(op.password)).result).toBe(ResultCode.InvalidUsernameOrPassword);
    const r = await signIn(fresh);
    expect([r.result, r.data]).toEqual([0, expect.objectContaining({ mustChangePassword: true })]);
    clock.advance(72 * 60 * MIN);
    expect((await signIn(fresh)).result).toBe(ResultCode.InvalidUsernameOrPassword);
    await expect(reissue(demoOwner.email, fresh)).rejects.toThrow(OperatorInputError);
    await expect(reissue('nobody@firm.example', fresh)).rejects.toThrow(OperatorInputError);
    next();
  });

  it('an active session ends after 30 idle minutes, and after 8 hours however busy', async () => {
    const op = await newOperator(t, 'support');
    const agent = await signedInOperator(t, op);
    clock.advance(29 * MIN);
    expect((await adminCall(t, 'GET', ApiPath.adminMe, { agent })).status).toBe(200);
    clock.advance(29 * MIN);
    expect((await adminCall(t, 'GET', ApiPath.adminMe, { agent })).status).toBe(200);
    clock.advance(31 * MIN);
    const idle = await adminCall(t, 'GET', ApiPath.adminMe, { agent });
    expect([idle.status, idle.result]).toEqual([401, ResultCode.AccessTokenExpired]);

    const busy = await signedInOperator(t, op);
    for (let i = 0; i < 8 * 3; i++) {
      clock.advance(20 * MIN);
      const r = await adminCall(t, 'GET', ApiPath.adminMe, { agent: busy });
      expect(r.status, `after ${(i + 1) * 20} minutes`).toBe(i + 1 < 24 ? 200 : 401);
    }
  });

  it('a disabled operator: the live session answers 401/-17 at once, and the right password -1', async () => {
    const op = await newOperator(t, 'support');
    const agent = await signedInOperator(t, op);
    expect((await adminCall(t, 'GET', ApiPath.adminMe, { agent })).status).toBe(200);
    await t.db.query('update operators set disabled_at = $2 where id = $1', [op.id, clock.now()]);
    const me = await adminCall(t, 'GET', ApiPath.adminMe, { agent });
    expect([me.status, me.result]).toEqual([401, ResultCode.AccessTokenInvalid]);
    const again = await adminCall(t, 'POST', ApiPath.adminSignIn, {
      body: { email: op.email, password: op.password },
      ip: '198.51.100.91',
    });
    expect([again.status, again.result]).toEqual([200, ResultCode.InvalidUsernameOrPassword]);
    expect(again.cookies.find((c) => c.name === 'op_session')).toBeUndefined();
    next();
  });

  it('sign-out revokes the session and clears the cookies', async () => {
    const op = await newOperator(t, 'support');
    const agent = await signedInOperator(t, op);
    const out = await adminCall(t, 'POST', ApiPath.adminSignOut, { agent });
    expect(out.result).toBe(0);
    expect(out.cookies.find((c) => c.name === 'op_session')?.value).toBe('');
    const after = await adminCall(t, 'GET', ApiPath.adminMe, { agent });
    expect([after.status, after.result]).toEqual([401, ResultCode.AccessTokenInvalid]);
    next();
  });

  it('signing in again ends the session of the cookie it replaces, active or at the second factor', async () => {
    const op = await newOperator(t, 'support');
    const active = await signedInOperator(t, op, '198.51.100.44');
    next();
    const again = await adminCall(t, 'POST', ApiPath.adminSignIn, {
      agent: active,
      body: { email: op.email, password: op.password },
    });
    expect(again.result).toBe(0);
    const replaced = await adminCall(t, 'GET', ApiPath.adminMe, { agent: active });
    expect([replaced.status, replaced.result]).toEqual([401, ResultCode.AccessTokenInvalid]);
    // the second-factor session just opened is replaced in turn by the next sign-in from the same browser
    const pending = agentFrom(again);
    expect((await adminCall(t, 'GET', ApiPath.adminMe, { agent: pending })).status).toBe(200);
    const third = await adminCall(t, 'POST', ApiPath.adminSignIn, {
      agent: pending,
      body: { email: op.email, password: op.password },
    });
    expect(third.result).toBe(0);
    expect((await adminCall(t, 'GET', ApiPath.adminMe, { agent: pending })).status).toBe(401);
    expect((await adminCall(t, 'GET', ApiPath.adminMe, { agent: agentFrom(third) })).status).toBe(200);
    // a refused sign-in ends nothing
    const live = agentFrom(third);
    const wrong = await adminCall(t, 'POST', ApiPath.adminSignIn, {
      agent: live,
      body: { email: op.email, password: 'Wrong#Pass1' },
      ip: '198.51.100.92',
    });
    expect(wrong.result).toBe(ResultCode.InvalidUsernameOrPassword);
    expect((await adminCall(t, 'GET', ApiPath.adminMe, { agent: live })).status).toBe(200);
  });

  it('CSRF: a state-changing call without, with a wrong, or with an earlier session’s token is refused 403/-50', async () => {
    const owner = await newOperator(t, 'owner');
    const earlier = await signedInOperator(t, owner);
    await adminCall(t, 'POST', ApiPath.adminSignOut, { agent: earlier });
    next();
    const agent = await signedInOperator(t, owner);
    const body = { name: 'csrf', brandIds: null, actions: ['accounts.read'] };
    for (const xsrf of [null, 'wrong', earlier.xsrf]) {
      const r = await adminCall(t, 'POST', ApiPath.adminApiKeys, { agent, body, xsrf });
      expect([r.status, r.result]).toEqual([403, ResultCode.NotAuthorized]);
    }
    expect(await t.db.query(`select 1 from api_keys where name = 'csrf'`)).toHaveLength(0);
    expect((await adminCall(t, 'POST', ApiPath.adminApiKeys, { agent, body })).result).toBe(0);
    // reads need no token
    expect((await adminCall(t, 'GET', ApiPath.adminApiKeys, { agent, xsrf: null })).result).toBe(0);
    next();
  });

  it('every admin endpoint answers 401 without a session, with a trader’s bearer token, or a wrong key', async () => {
    const trader = await signedInTrader(t);
    const endpoints = adminEndpoints(t);
    expect(endpoints.length).toBeGreaterThanOrEqual(12);
    for (const { method, url } of endpoints) {
      const none = await adminCall(t, method, url, { ip: '203.0.113.201' });
      expect([none.status, none.result], `${method} ${url}`).toEqual([401, ResultCode.AccessTokenInvalid]);
      const bearer = await adminCall(t, method, url, {
        headers: { authorization: `Bearer ${trader.token}` },
        ip: '203.0.113.202',
      });
      expect(bearer.status, `${method} ${url} with a trader token`).toBe(401);
      const key = await adminCall(t, method, url, { apiKey: `pk_${'x'.repeat(43)}`, ip: '203.0.113.203' });
      expect(key.status, `${method} ${url} with a wrong key`).toBe(401);
    }
  });
});
