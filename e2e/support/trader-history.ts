import { expect } from '@playwright/test';
import {
  ApiPath,
  OrderPaymentStatus,
  SITE_VERSION,
  SITE_VERSION_HEADER,
  type Certificate,
  type Order,
  type Payout,
  type TradingPackage,
} from '@portal/contract';
import { fundedAccountWithProfit, importStartedDaysBack } from './admin.ts';
import { pushEvents, roundTrip } from './bridge.ts';
import { newEmail, PASSWORD } from './helpers.ts';
import { codeFromOutbox } from './outbox.ts';
import { VISITOR_ADDRESS } from './env.ts';
import { newTronAddress } from '../../apps/server/test/payout-destinations.ts';

const HOUR = 3_600_000;
const DAY = 86_400_000;

type Reply<T> = { result: number; data: T };

/** A call to the trader API of the brand at `base`, as the web app makes it; refuses anything but result 0. */
async function call<T>(
  base: string,
  path: string,
  options: { method?: 'GET' | 'POST'; token?: string; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      [SITE_VERSION_HEADER]: SITE_VERSION,
      // this worker's visitor, as its pages are (the per-address limits count it so)
      'x-forwarded-for': VISITOR_ADDRESS,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body instanceof URLSearchParams
        ? { 'content-type': 'application/x-www-form-urlencoded' }
        : options.body === undefined
          ? {}
          : { 'content-type': 'application/json' }),
    },
    body:
      options.body === undefined
        ? undefined
        : options.body instanceof URLSearchParams
          ? options.body
          : JSON.stringify(options.body),
  });
  const reply = (await res.json()) as Reply<T>;
  if (res.status !== 200 || reply.result !== 0)
    throw new Error(`${path} on ${base} refused: ${res.status} ${JSON.stringify(reply)}`);
  return reply.data;
}

/** What a trader with a history holds: the ids the routes with a parameter are opened with. */
export type TraderHistory = {
  email: string;
  token: string;
  refreshToken: string;
  traderId: string;
  brandId: string;
  /** a funded account with a payout requested from it */
  fundedAccountId: string;
  /** an account whose first phase was passed (it earned the certificate) */
  passedAccountId: string;
  packageId: string;
  orderId: string;
  payoutId: string;
  certificateShortId: string;
};

/**
 * A trader registered on the brand at `base` through the app's API (a long name, the screens in `lang`), their
 * address verified with the code mailed to them: signed in.
 */
export async function verifiedTrader(base: string, lang = 'en') {
  const email = newEmail('walk');
  await call(base, ApiPath.registerV2, {
    body: {
      email,
      password: PASSWORD,
      firstName: 'Maximiliane',
      lastName: 'Oppenheimer-Castellanos',
      acceptTerms: true,
      countryOfRegistration: 'GB',
      language: lang,
    },
  });
  const session = await call<{ token: string; refreshToken: string }>(base, ApiPath.verifyEmailWithCode, {
    body: { email, code: await codeFromOutbox(email) },
  });
  const { token } = session;
  // The server's preference wins after sign-in (SPEC §4 Language choice): the trader's is the walk's language.
  await call(base, `${ApiPath.keyValue}?key=lang`, { token, body: new URLSearchParams({ key: 'lang', value: lang }) });
  return { email, token, refreshToken: session.refreshToken };
}

/** The brand's smallest two-step package (each brand has one; its currency is the brand's). */
export async function smallestTwoStep(base: string): Promise<TradingPackage> {
  const packages = (await call<{ items: TradingPackage[] }>(base, ApiPath.tradingPackagesAll)).items;
  const pkg = packages
    .filter((p) => p.traderPackageType === 'twoStep')
    .sort((a, b) => a.accountSize - b.accountSize)[0];
  if (!pkg) throw new Error(`no two-step package on ${base}`);
  return pkg;
}

/**
 * An order of the package, created and paid on the sandbox checkout as the web app does; the provider's webhook
 * confirms it a moment later (the order is Paid then).
 */
export async function paidOrder(base: string, token: string, pkg: TradingPackage): Promise<Order> {
  const order = await call<Order>(base, ApiPath.createOrderV1, {
    token,
    body: { packageId: pkg.id, acceptTerms: true },
  });
  const checkout = await call<{ checkoutUrl: string }>(base, ApiPath.payOrder, { token, body: { orderId: order.id } });
  const paid = await fetch(`${base}${new URL(checkout.checkoutUrl).pathname}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': VISITOR_ADDRESS },
    body: '',
    redirect: 'manual',
  });
  expect(paid.status, 'the sandbox checkout takes the payment').toBe(303);
  return order;
}

/** Waits until the provider's webhook has confirmed the order (Paid). */
export async function orderConfirmed(base: string, token: string, orderId: string) {
  await expect
    .poll(
      async () => (await call<Order>(base, ApiPath.order.replace(':id', orderId), { token })).status,
      'the order is paid',
    )
    .toBe(OrderPaymentStatus.Paid);
}

/**
 * A trader of the brand at `base` (a long name, the screens in `lang`) with what every screen shows when it is full,
 * made through the app's API and the firm's: a paid order, an account whose first phase was passed through the bridge
 * (and so a certificate), and a funded account with a profit from which a payout is requested. About two seconds.
 */
export async function traderWithHistory(base: string, lang: string): Promise<TraderHistory> {
  const { email, token, refreshToken } = await verifiedTrader(base, lang);
  const pkg = await smallestTwoStep(base);
  const order = await paidOrder(base, token, pkg);

  // Phase 1 passed: started six days back, five profitable days (2.5 % each) replayed through the bridge.
  const { imported: passed, account, start } = await importStartedDaysBack(email, pkg, { phase: 1, daysBack: 6 });
  const dailyProfit = Math.round(pkg.accountSize * 0.025);
  const days = [0, 1, 2, 3, 4].flatMap((d) => roundTrip(new Date(start + HOUR + d * DAY), dailyProfit));
  await pushEvents(account, days);

  // Funded (verified, contract approved) 30 days back, a closed profit 20 days back: a payout is requested.
  const { imported: funded } = await fundedAccountWithProfit(email, 100_000, pkg);
  const payout = await call<Payout>(base, ApiPath.payoutCryptoTransfer, {
    token,
    body: {
      traderAccountId: funded.traderAccountId,
      amount: 200_00,
      idempotencyKey: crypto.randomUUID(),
      asset: 'USDT',
      network: 'TRC20',
      // a wallet of the trader's own: the run's traders share one database, and a shared wallet is a risk case
      address: newTronAddress(),
    },
  });

  // The certificate is issued and the order confirmed asynchronously: both are waited for.
  let certificateShortId = '';
  await expect
    .poll(async () => {
      const items = (await call<{ items: Certificate[] }>(base, ApiPath.certificates, { token })).items;
      certificateShortId = items[0]?.shortId ?? '';
      return certificateShortId;
    }, 'the passed phase’s certificate')
    .not.toBe('');
  await orderConfirmed(base, token, order.id);

  return {
    email,
    token,
    refreshToken,
    traderId: funded.traderId,
    brandId: funded.brandId,
    fundedAccountId: funded.traderAccountId,
    passedAccountId: passed.traderAccountId,
    packageId: pkg.id,
    orderId: order.id,
    payoutId: payout.id,
    certificateShortId,
  };
}
