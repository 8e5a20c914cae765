import { expect } from 'vitest';
import { ApiPath, ResultCode, SITE_VERSION, SITE_VERSION_HEADER, type OperatorRole } from '@portal/contract';
import { argon2Hasher } from '../src/modules/auth/password-hasher.ts';
import { createOperatorAccount, DEMO_FINANCE, DEMO_OWNER } from '../src/modules/admin-operators/operator-accounts.ts';
import { totpSecretBox } from '../src/modules/admin-operators/admin-operators.module.ts';
import { newTotpSecret, totpCode } from '../src/modules/auth/totp.ts';
import {
  injectInto,
  madeBeforeAll,
  STRONG_PASSWORD,
  uniqueEmail,
  type Listener,
  type Reply,
  type TestApp,
} from './test-app.ts';

/** Helpers of the back-office suites: operators, their cookie sessions with CSRF, and API keys. */

/** The Host the suites' console is reached by, on the console's listener. */
export const CONSOLE_HOST = 'backoffice.example';
/** The session cookie over plain http (`__Host-op_session` over https). */
export const SESSION_COOKIE = 'op_session';
/** A well-formed id that names nothing: the console answers it as it answers another brand's. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * A signed-in browser: its session cookie (its name too when not the plain one), and the CSRF token its script
 * keeps from the session's replies.
 */
export type Agent = { session: string; xsrf: string; cookieName?: string };
export type Operator = { id: string; email: string; password: string; totpSecret: string };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type AdminCallOptions = {
  agent?: Agent | undefined;
  body?: unknown;
  /** a body sent as it is (a file, a CSV export), its content-type in `headers`; instead of a JSON `body` */
  payload?: string | Buffer;
  /** the X-XSRF-TOKEN to send: the agent's by default, none with null */
  xsrf?: string | null;
  apiKey?: string;
  headers?: Record<string, string>;
  ip?: string;
  /** the console's listener by default; `trader` calls the trader app's origin (API keys only there) */
  via?: Listener;
};

/** Calls an admin endpoint as the console does: cookies of the agent, X-XSRF-TOKEN on state-changing calls. */
export async function adminCall<T = Record<string, unknown>>(
  t: TestApp,
  method: Method,
  url: string,
  o: AdminCallOptions = {},
): Promise<Reply<T> & { cookies: Cookie[] }> {
  const res = await adminInject(t, method, url, o);
  const parsed = res.body ? (JSON.parse(res.body) as { result: number; data: T }) : { result: NaN, data: null as T };
  return {
    status: res.statusCode,
    result: parsed.result,
    data: parsed.data,
    headers: res.headers,
    cookies: res.cookies as Cookie[],
  };
}

/** adminCall's request, its reply as the server sent it (for a reply that is not the JSON envelope, or raw checks). */
export function adminInject(t: TestApp, method: Method, url: string, o: AdminCallOptions = {}) {
  const xsrf = o.xsrf === undefined ? o.agent?.xsrf : o.xsrf;
  return injectInto(t, o.via ?? 'console', {
    method,
    url,
    remoteAddress: o.ip ?? '127.0.0.1',
    headers: {
      host: o.via === 'trader' ? 'localhost:3000' : CONSOLE_HOST,
      [SITE_VERSION_HEADER]: SITE_VERSION,
      ...(o.agent ? { cookie: agentCookie(o.agent) } : {}),
      ...(xsrf && method !== 'GET' ? { 'x-xsrf-token': xsrf } : {}),
      ...(o.apiKey ? { 'x-api-key': o.apiKey } : {}),
      ...(o.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...o.headers,
    },
    ...(o.body !== undefined ? { payload: JSON.stringify(o.body) } : {}),
    ...(o.payload !== undefined ? { payload: o.payload } : {}),
  });
}

type Cookie = {
  name: string;
  value: string;
  path?: string;
  domain?: string;
  secure?: boolean;
  httpOnly?: boolean;
  sameSite?: string;
};

/** The Cookie header of an agent's browser. */
export const agentCookie = (agent: Agent) => `${agent.cookieName ?? SESSION_COOKIE}=${agent.session}`;

/** The agent after a reply that set the session cookie (sign-in, second factor), with the CSRF token it carried. */
export function agentFrom(
  reply: { cookies: { name: string; value: string }[]; headers: Record<string, unknown> },
  previous?: Agent,
): Agent {
  const cookie = reply.cookies.find((c) => c.name.endsWith(SESSION_COOKIE));
  const session = cookie?.value ?? previous?.session;
  const header = reply.headers['x-xsrf-token'];
  const xsrf = (typeof header === 'string' ? header : undefined) ?? previous?.xsrf;
  if (!session || !xsrf) throw new Error('no session cookie or CSRF token in the reply');
  const cookieName = cookie?.name ?? previous?.cookieName;
  return { session, xsrf, ...(cookieName && cookieName !== SESSION_COOKIE ? { cookieName } : {}) };
}

/** An operator straight into the database, TOTP enrolled unless said (the bootstrap script's work). */
export async function newOperator(
  t: TestApp,
  role: OperatorRole,
  brandCodes: string[] = role === 'owner' ? [] : ['northwind'],
  o: { mustChangePassword?: boolean; enrolled?: boolean } = {},
): Promise<Operator> {
  const email = uniqueEmail(`op-${role}`);
  const totpSecret = newTotpSecret();
  const id = await createOperatorAccount(t.db, argon2Hasher, {
    email,
    role,
    brandCodes,
    password: STRONG_PASSWORD,
    mustChangePassword: o.mustChangePassword ?? false,
    ...(o.enrolled === false ? {} : { totpSecretSealed: totpSecretBox(t.config.jwtSecret).seal(totpSecret) }),
    now: t.app.modules.core.services.clock.now(),
  });
  return { id, email, password: STRONG_PASSWORD, totpSecret };
}

export const demoOwner: Operator = {
  id: '',
  email: DEMO_OWNER.email,
  password: DEMO_OWNER.password,
  totpSecret: DEMO_OWNER.totpSecret,
};

export const demoFinance: Operator = {
  id: '',
  email: DEMO_FINANCE.email,
  password: DEMO_FINANCE.password,
  totpSecret: DEMO_FINANCE.totpSecret,
};

/** The password step only: a second-factor session. */
export async function passwordStep(t: TestApp, op: { email: string; password: string }, ip?: string) {
  const r = await adminCall(t, 'POST', ApiPath.adminSignIn, {
    body: { email: op.email, password: op.password },
    ...(ip ? { ip } : {}),
  });
  if (r.result !== 0) throw new Error(`sign-in refused: ${r.status} ${r.result}`);
  return { reply: r, agent: agentFrom(r) };
}

/** The code the operator's authenticator app shows now (the app's clock). */
export const currentCode = (t: TestApp, op: Operator, offsetMs = 0) =>
  totpCode(op.totpSecret, new Date(t.app.modules.core.services.clock.now().getTime() + offsetMs));

/** Password + TOTP: an active session. Each sign-in needs a new 30-second step (a code is taken once). */
export async function signedInOperator(t: TestApp, op: Operator, ip?: string): Promise<Agent> {
  const { agent } = await passwordStep(t, op, ip);
  const r = await adminCall(t, 'POST', ApiPath.adminTotpVerify, {
    agent,
    body: { code: currentCode(t, op) },
    ...(ip ? { ip } : {}),
  });
  if (r.result !== 0) throw new Error(`TOTP refused: ${r.status} ${r.result}`);
  return agentFrom(r);
}

/**
 * The operator signed in once more on a manual clock: a TOTP code is accepted once, so each further sign-in moves
 * the clock to the code's next step first.
 */
export async function signedInAgain(t: TestApp, clock: { advance(ms: number): void }, op: Operator, ip?: string) {
  clock.advance(30_000);
  return signedInOperator(t, op, ip);
}

/** A new operator of the role (of Northwind unless an owner or told), signed in: its browser's session. */
export async function signedInAs(t: TestApp, role: OperatorRole, brandCodes?: string[]): Promise<Agent> {
  return signedInOperator(t, await newOperator(t, role, brandCodes));
}

/** A new operator of the describe block, signed in (signedInAs) by a beforeAll registered where this is called. */
export const useOperator = (t: TestApp, role: OperatorRole, brandCodes?: string[]) =>
  madeBeforeAll(() => signedInAs(t, role, brandCodes), { session: true, xsrf: true, cookieName: true });

/** An API key made by a signed-in owner. */
export async function newApiKey(
  t: TestApp,
  owner: Agent,
  actions: string[],
  brandIds: string[] | null = null,
): Promise<{ id: string; key: string }> {
  const r = await adminCall<{ id: string; key: string }>(t, 'POST', ApiPath.adminApiKeys, {
    agent: owner,
    body: { name: `key ${actions.join(',')}`, brandIds, actions },
  });
  if (r.result !== 0) throw new Error(`key not created: ${r.status} ${r.result} ${JSON.stringify(r.data)}`);
  return r.data;
}

export async function brandId(t: TestApp, code: string): Promise<string> {
  const [row] = await t.db.query<{ id: string }>('select id from brands where code = $1', [code]);
  return row!.id;
}

/** The ids of the two seeded brands a suite's operators work in, read by a beforeAll registered where this is called. */
export const useBrandIds = (t: TestApp) =>
  madeBeforeAll(async () => ({ northwind: await brandId(t, 'northwind'), bluewave: await brandId(t, 'bluewave') }), {
    northwind: true,
    bluewave: true,
  });

/** Each query is refused as bad input (400/-200) by a list of the console (`list` asks it with a query string). */
export async function expectQueriesRefused(
  list: (query: string) => Promise<{ status: number; result: number }>,
  queries: string[],
) {
  for (const q of queries) {
    const r = await list(q);
    expect([r.status, r.result], q).toEqual([400, ResultCode.RequestIsNotValid]);
  }
}

/** Every admin route of the OpenAPI document but the sign-in, with a concrete path (ids filled in). */
export function adminEndpoints(t: TestApp): { method: Method; url: string }[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/') && path !== ApiPath.adminSignIn)
    .flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => ({
        method: m.toUpperCase() as Method,
        url: path.replace(/\{[^}]+\}/g, UNKNOWN_ID),
      })),
    );
}
