import { expect } from 'vitest';
import { ApiPath, ResultCode } from '@portal/contract';
import { outboxMails } from './eml.ts';
import { call, STRONG_PASSWORD, uniqueEmail, type Reply, type TestApp } from './test-app.ts';

/**
 * Helpers of the auth suites. Every actor gets an address of its own (`nextIp`), so the per-address route
 * limits and failure counters of one test never leak into another.
 */
let ipCounter = 0;
export const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

export type Tokens = { token: string; refreshToken: string };
type Opts = { ip?: string; host?: string };

export const post = <T = Record<string, unknown>>(t: TestApp, url: string, body: unknown, o: Opts = {}) =>
  call<T>(t, 'POST', url, { body, ip: o.ip ?? nextIp(), ...(o.host ? { host: o.host } : {}) });

export const registerBody = (email: string, password = STRONG_PASSWORD) => ({
  email,
  password,
  firstName: 'Test',
  lastName: 'Trader',
  acceptTerms: true,
});

export const register = (t: TestApp, email: string, password = STRONG_PASSWORD, o: Opts = {}) =>
  post<{ email: string; verificationRequired: boolean }>(t, ApiPath.registerV1, registerBody(email, password), o);

export const verify = (t: TestApp, email: string, code: string, o: Opts & { password?: string } = {}) =>
  post<Tokens>(t, ApiPath.verifyEmailWithCode, { email, code, ...(o.password ? { password: o.password } : {}) }, o);

export const signIn = (t: TestApp, email: string, password: string, o: Opts & { captchaToken?: string } = {}) =>
  post<Tokens>(
    t,
    ApiPath.authenticate,
    { email, password, ...(o.captchaToken ? { captchaToken: o.captchaToken } : {}) },
    o,
  );

export const refresh = (t: TestApp, refreshToken: string, o: Opts = {}) =>
  post<Tokens>(t, ApiPath.refreshToken, { refreshToken }, o);

/** GET PersonalData with a token (or a raw Authorization header): how a client finds out if a token works. */
export async function probe(t: TestApp, token: string | null, o: Opts & { authorization?: string } = {}) {
  const headers = o.authorization !== undefined ? { authorization: o.authorization } : undefined;
  return call(t, 'GET', ApiPath.personalData, {
    ip: o.ip ?? nextIp(),
    ...(token ? { token } : {}),
    ...(headers ? { headers } : {}),
    ...(o.host ? { host: o.host } : {}),
  });
}

/** Asserts a token is accepted (200/0) or refused with 401 and the given result. */
export async function expectToken(t: TestApp, token: string, result: number, o: Opts = {}) {
  const r = await probe(t, token, o);
  expect({ status: r.status, result: r.result }).toEqual({ status: result === 0 ? 200 : 401, result });
}

/** Delivers the queued mail; returns the messages to `email`, oldest first, with their kind and code. */
export async function mailsOf(t: TestApp, email: string) {
  await t.app.modules.mail.services.mailDispatcher.flush();
  return (await outboxMails(t.outboxDir, email)).map((m) => ({ ...m, body: m.text }));
}

/** The code of the newest mail to `email` (of `kind` when given). */
export async function codeOf(t: TestApp, email: string, kind?: string): Promise<string> {
  const mails = (await mailsOf(t, email)).filter((m) => !kind || m.kind === kind);
  const code = mails.at(-1)?.code;
  if (!code) throw new Error(`no ${kind ?? ''} code mailed to ${email}`);
  return code;
}

/** Registers and verifies a new trader, from an address of its own; returns its credentials and tokens. */
export async function signUp(t: TestApp, o: { email?: string; password?: string; host?: string } = {}) {
  const email = o.email ?? uniqueEmail();
  const password = o.password ?? STRONG_PASSWORD;
  const ip = nextIp();
  const host = o.host ? { host: o.host } : {};
  const reg = await register(t, email, password, { ip, ...host });
  expect(reg.result).toBe(ResultCode.Ok);
  const v = await verify(t, email, await codeOf(t, email, 'verifyEmail'), { ip, ...host });
  expect(v.result).toBe(ResultCode.Ok);
  return { email, password, ip, ...v.data };
}

/** The user row of `email` in the brand of `host` (default brand when omitted), or undefined. */
export async function userRow(t: TestApp, email: string, host = 'localhost') {
  const rows = await t.db.query<{
    id: string;
    password_hash: string | null;
    email_verified_at: Date | null;
    first_name: string | null;
    country_of_registration: string | null;
    phone: string | null;
    pending_package_id: string | null;
  }>(
    `select u.id, u.password_hash, u.email_verified_at, u.first_name, u.country_of_registration, u.phone,
            u.pending_package_id
       from users u join brand_hosts h on h.brand_id = u.brand_id
      where h.host = $1 and u.email = $2`,
    [host, email],
  );
  return rows[0];
}

/** Asserts an HTTP 429 refusal with result -10 and a wait, in the body and the Retry-After header. */
export function expectTooMany(r: Reply, maxWait?: number) {
  expect(r.status).toBe(429);
  expect(r.result).toBe(ResultCode.TechnicalError);
  const wait = (r.data as { retryAfterSeconds: number }).retryAfterSeconds;
  expect(wait).toBeGreaterThan(0);
  if (maxWait) expect(wait).toBeLessThanOrEqual(maxWait);
  expect(Number(r.headers['retry-after'])).toBe(wait);
}

/** Asserts an HTTP 400 refusal with result -200 (optionally naming a field among its issues). */
/** A new password refused by the server's screening: 400/-200 naming the field and the rule's translation key. */
export function expectWeakPassword(r: Reply, field: string, kind: 'Common' | 'Context') {
  expectInvalid(r, field);
  expect((r.data as { issues: unknown[] }).issues).toEqual([{ path: field, message: `validation.password${kind}` }]);
}

export function expectInvalid(r: Reply, field?: string) {
  expect(r.status).toBe(400);
  expect(r.result).toBe(ResultCode.RequestIsNotValid);
  if (field) {
    const paths = (r.data as { issues: { path: string }[] }).issues.map((i) => i.path);
    expect(paths.some((p) => p.includes(field))).toBe(true);
  }
}
