import {
  ApiPath,
  SITE_VERSION,
  SITE_VERSION_HEADER,
  type AccountImport,
  type AdminBrand,
  type AdminBrandUpdateRequest,
  type TradingPackage,
} from '@portal/contract';
import { E2E_CONSOLE_PORT, E2E_PORT } from './env.ts';
import { ownerApiSession } from './operator-session.ts';
import { nextCode } from './second-factor.ts';
import { pushEvents, roundTrip } from './bridge.ts';

/**
 * The firm's back office as a script calls it: the seeded demo owner's cookie session (password + TOTP), on the
 * console's own origin, with the CSRF token the session's replies carry.
 */

export const DEMO_OWNER = {
  email: 'owner@demo.test',
  password: 'DemoOwner#2026',
};
const BASE = `http://127.0.0.1:${E2E_CONSOLE_PORT}`;

type Session = { cookie: string; xsrf: string };

async function post<T>(path: string, body: unknown, session?: Session) {
  const res = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SITE_VERSION_HEADER]: SITE_VERSION,
      ...(session ? { cookie: session.cookie, 'x-xsrf-token': session.xsrf } : {}),
    },
    body: JSON.stringify(body),
  });
  const reply = (await res.json()) as { result: number; data: T };
  return { status: res.status, ...reply, cookies: res.headers.getSetCookie(), xsrf: res.headers.get('x-xsrf-token') };
}

/** The session from a reply that started it (sign-in, second factor): its cookie and its CSRF token. */
function sessionOf(reply: { cookies: string[]; xsrf: string | null }): Session {
  const session = reply.cookies.map((c) => c.split(';')[0]!).find((c) => c.startsWith('op_session='));
  if (!session || !reply.xsrf) throw new Error('no operator session');
  return { cookie: session, xsrf: reply.xsrf };
}

/** Signs the demo owner in (password, then a TOTP code the run has not spent); the specs use the setup's session. */
export async function signInDemoOwner(): Promise<Session> {
  const first = await post(ApiPath.adminSignIn, { email: DEMO_OWNER.email, password: DEMO_OWNER.password });
  if (first.result !== 0) throw new Error(`operator sign-in refused: ${first.status} ${first.result}`);
  const second = await post(ApiPath.adminTotpVerify, { code: await nextCode() }, sessionOf(first));
  if (second.result !== 0) throw new Error(`operator TOTP refused: ${second.status} ${second.result}`);
  return sessionOf(second);
}

/** Imports a trader's account from another platform (POST …/TraderAccounts/import) as the demo owner. */
export async function importAccount(body: {
  traderEmail: string;
  packageId: string;
  phase: number | 'funded';
  startedAt: string;
  platformId: string;
  login?: string;
  identityVerified?: boolean;
}): Promise<AccountImport> {
  const r = await post<AccountImport>(ApiPath.adminTraderAccountImport, body, await ownerApiSession());
  if (r.status !== 200 || r.result !== 0) throw new Error(`import refused: ${r.status} ${JSON.stringify(r)}`);
  return r.data;
}

/** Blocks a trader's account as the firm does (SPEC §4 statuses 15-18), as the demo owner; the reason is audited. */
export async function blockAccount(traderAccountId: string, status: 15 | 16 | 17 | 18, reason: string) {
  const url = ApiPath.adminTraderAccountStatus.replace(':id', traderAccountId);
  const r = await post(url, { status, reason }, await ownerApiSession());
  if (r.status !== 200 || r.result !== 0) throw new Error(`block refused: ${r.status} ${JSON.stringify(r)}`);
}

/** A package of the catalogue of the brand served on `host`, by its name and platform. */
export async function packageOn(host: string, name: string, platformId: string): Promise<TradingPackage> {
  const res = await fetch(`http://${host}:${E2E_PORT}${ApiPath.tradingPackagesAll}`, {
    headers: { [SITE_VERSION_HEADER]: SITE_VERSION },
  });
  const items = ((await res.json()) as { data: { items: TradingPackage[] } }).data.items;
  const found = items.find((p) => p.name === name && p.platform.id === platformId);
  if (!found) throw new Error(`no package ${name} on ${platformId}`);
  return found;
}

/** A package of Northwind's catalogue (served on localhost) by its name and platform. */
export const northwindPackage = (name: string, platformId: string) => packageOn('localhost', name, platformId);

/**
 * Changes a brand's settings in the console's API (as the brand screen does) and answers the settings as they
 * were, so a spec can put them back: `const restore = await changeBrand('northwind', {...}); …; await restore()`.
 */
export async function changeBrand(code: string, changes: AdminBrandUpdateRequest): Promise<() => Promise<void>> {
  const session = await ownerApiSession();
  const get = async <T>(path: string) =>
    (
      (await (
        await fetch(`${BASE}${path}`, { headers: { [SITE_VERSION_HEADER]: SITE_VERSION, cookie: session.cookie } })
      ).json()) as { data: T }
    ).data;
  const brands = (await get<{ items: { id: string; code: string }[] }>(ApiPath.adminBrands)).items;
  const id = brands.find((b) => b.code === code)?.id;
  if (!id) throw new Error(`no brand ${code}`);
  const url = ApiPath.adminBrand.replace(':id', id);
  const before = { data: await get<AdminBrand>(url) };
  const after = await post<AdminBrand>(url, changes, session);
  if (after.status !== 200 || after.result !== 0) throw new Error(`brand change refused: ${JSON.stringify(after)}`);
  const c = before.data.config;
  const previous: AdminBrandUpdateRequest = {
    chatWidget: c.chatWidget,
    hideGoogleTag: c.hideGoogleTag,
    googleTagManagerKey: c.googleTagManagerKey,
    googleAdsFloodlightKey: c.googleAdsFloodlightKey,
    recaptchaSiteKey: c.recaptchaSiteKey,
    pixelTikTok: c.pixelTikTok,
    sentry: c.sentry,
    affiliatePostbackUrl: before.data.affiliatePostbackUrl,
  };
  return async () => {
    let restored = await post<AdminBrand>(url, previous, session);
    if (restored.status === 401) restored = await post<AdminBrand>(url, previous, await signInDemoOwner());
    if (restored.result !== 0) throw new Error(`brand restore refused: ${JSON.stringify(restored)}`);
  };
}

const DAY = 86_400_000;

/**
 * A funded account of the trader's, imported by the firm with its real start 30 days back (identity verified,
 * contract approved), on which the platform bridge closed `profitCents` twenty days ago; of Northwind's two-step 10K
 * unless another package of the trader's brand is given.
 */
export async function fundedAccountWithProfit(traderEmail: string, profitCents: number, pkg?: TradingPackage) {
  const funded = pkg ?? (await northwindPackage('Two-Step Challenge 10K', 'northwind-webtrader'));
  const { imported, account } = await importStartedDaysBack(traderEmail, funded, {
    phase: 'funded',
    daysBack: 30,
    identityVerified: true,
  });
  await pushEvents(account, roundTrip(new Date(Date.now() - 20 * DAY), profitCents));
  return { imported, account };
}

/**
 * The trader's account in a phase of the package, imported by the firm with its real start `daysBack` days ago (as
 * an account migrated from another platform): the bridge can then replay its past days from `start`.
 */
export async function importStartedDaysBack(
  traderEmail: string,
  pkg: TradingPackage,
  { phase, daysBack, identityVerified }: { phase: number | 'funded'; daysBack: number; identityVerified?: boolean },
) {
  const start = Date.now() - daysBack * DAY;
  const imported = await importAccount({
    traderEmail,
    packageId: pkg.id,
    phase,
    startedAt: new Date(start).toISOString(),
    platformId: pkg.platform.id,
    identityVerified,
  });
  return { imported, account: { platformId: imported.platformId, login: imported.login }, start };
}
