import { ApiPath, SITE_VERSION, SITE_VERSION_HEADER, type BridgeEvent } from '@portal/contract';
import type { App } from '../app.ts';
import { signPayload } from '../lib/signed-payload.ts';
import type { AdminCaller } from '../modules/admin-operators/admin-caller.ts';
import { DEMO_FINANCE, DEMO_OWNER } from '../modules/admin-operators/operator-accounts.ts';

/**
 * How the demo activity reaches the app: the trader through the public API as the web app calls it, the sandbox
 * providers' pages and APIs as a browser and their SDKs call them, the platform bridge with its signature, and
 * the demo operators through the console's services (their sessions need a TOTP code; the audit log names them).
 */

/** The demo's user agent: a contract's signature page and a session say the seed acted, not a browser. */
const USER_AGENT = 'Demo activity (seeded at first start)';

type Reply = { statusCode: number; body: string };

const parse = (r: Reply) => (r.body ? (JSON.parse(r.body) as { result: number; data: unknown }) : undefined);

function expectOk(what: string, r: Reply): unknown {
  const json = parse(r);
  if (r.statusCode !== 200 || json?.result !== 0) throw new Error(`demo activity: ${what} → ${r.statusCode} ${r.body}`);
  return json.data;
}

/**
 * The trader signed in on the brand's host, calling the API with the bearer token, from `address` (the loopback
 * unless a demo gives its people addresses of their own, so the risk desk does not see them as one person).
 */
export async function traderSession(
  app: App,
  host: string,
  credentials: { email: string; password: string },
  address = '127.0.0.1',
) {
  let token = '';
  const call = async <T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> => {
    const r = await app.inject({
      method,
      url,
      remoteAddress: address,
      headers: {
        host,
        'user-agent': USER_AGENT,
        [SITE_VERSION_HEADER]: SITE_VERSION,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    return expectOk(`${method} ${url}`, r) as T;
  };
  const tokens = await call<{ token: string; refreshToken: string }>('POST', ApiPath.authenticate, credentials);
  token = tokens.token;
  return {
    host,
    call,
    /** Ends the seed's session, so the trader's devices list shows only their own. */
    signOut: () => call('POST', ApiPath.logout, { refreshToken: tokens.refreshToken }),
  };
}
export type TraderSession = Awaited<ReturnType<typeof traderSession>>;

/** Presses a button of the sandbox provider's hosted checkout page, as the trader's browser posts its form. */
export async function checkout(app: App, host: string, checkoutUrl: string, action: 'pay' | 'decline' | 'cancel') {
  const r = await app.inject({
    method: 'POST',
    url: `${new URL(checkoutUrl).pathname}/${action}`,
    headers: { host, 'content-type': 'application/x-www-form-urlencoded', 'user-agent': USER_AGENT },
    payload: '',
  });
  if (r.statusCode !== 303) throw new Error(`demo activity: checkout ${action} → ${r.statusCode}`);
  // The provider's webhooks: delivered into this app (demo-deployment.ts), each applied before the next step.
  await app.modules.orders.services.sandboxPayments.deliveries.drain();
}

/** The platform bridge's signed push of one account's events. */
export async function pushToBridge(app: App, account: { platformId: string; login: string }, events: BridgeEvent[]) {
  const body = JSON.stringify({ platformId: account.platformId, login: account.login, events });
  const r = await app.inject({
    method: 'POST',
    url: ApiPath.bridgeEvents,
    headers: {
      host: 'bridge.internal',
      'content-type': 'application/json',
      'x-bridge-signature': signPayload(
        app.modules.evaluation.services.bridgeSecret,
        body,
        app.modules.core.services.clock.now().getTime(),
      ),
    },
    payload: body,
  });
  return expectOk(`bridge push for ${account.login}`, r) as { accepted: number; status: number };
}

/** One step of the sandbox identity provider as its SDK drives it: the files, then the submission. */
export async function submitToIdentityProvider(
  app: App,
  token: string,
  files: { slot: string; name: string; bytes: Buffer }[],
  submission: { documentType: string; dateOfBirth?: string },
) {
  for (const f of files) {
    const r = await app.inject({
      method: 'PUT',
      url: `/kyc/sandbox/api/files/${f.slot}`,
      headers: {
        'content-type': 'application/octet-stream',
        'x-kyc-token': token,
        'x-file-name': encodeURIComponent(f.name),
      },
      payload: f.bytes,
    });
    if (r.statusCode !== 200) throw new Error(`demo activity: identity upload → ${r.statusCode} ${r.body}`);
  }
  const r = await app.inject({
    method: 'POST',
    url: '/kyc/sandbox/api/submit',
    headers: { 'content-type': 'application/json', 'x-kyc-token': token },
    payload: JSON.stringify(submission),
  });
  if (r.statusCode !== 200) throw new Error(`demo activity: identity submission → ${r.statusCode} ${r.body}`);
  await app.modules.kyc.services.sandbox.deliveries.drain();
}

/** The demo owner (imports, contracts) and the demo finance operator (payouts), as the console's callers. */
export async function demoOperators(app: App): Promise<{ owner: AdminCaller; finance: AdminCaller }> {
  const { items } = await app.modules.adminOperators.services.operatorsAdminService.list();
  const caller = (email: string): AdminCaller => {
    const o = items.find((i) => i.email === email);
    if (!o) throw new Error(`demo activity: the demo operator ${email} is not seeded`);
    return {
      actorType: 'operator',
      actorId: o.id,
      email: o.email,
      role: o.role,
      scope: o.allBrands ? { all: true } : { all: false, brandIds: o.brands.map((b) => b.id) },
      ip: '127.0.0.1',
    };
  };
  return { owner: caller(DEMO_OWNER.email), finance: caller(DEMO_FINANCE.email) };
}
