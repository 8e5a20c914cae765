import { beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, ResultCode } from '@portal/contract';
import { call, STRONG_PASSWORD, type Reply, useTestApp } from './test-app.ts';
import { newTrader } from './http-helpers.ts';
import { as, createOrder, findPackage, type Trader } from './buying-helpers.ts';
import { boughtAccount, type Account } from './evaluation-helpers.ts';
import { brandId } from './admin-helpers.ts';
import { newIban, newTronAddress } from './payout-destinations.ts';

/**
 * Isolation, generated from the API document (item 6 of "Reliability and correctness programme"): every trader
 * endpoint (a non-admin /api path) that takes an id in its path or query is called by each trader with the
 * others' ids, and every endpoint behind a bearer token with a valid token on the other brand's host. No reply
 * may carry another trader's data, and each is a refusal: the one answer "not yours" has for that kind of id, the
 * same an id nobody has gets (notYours below), so that no endpoint tells another's id from an unknown one. A new endpoint joins by itself; a new id parameter
 * fails the walk until it is named in ID_PARAMETERS below, so none can slip by unchecked.
 */

type Party = {
  name: string;
  trader: Trader;
  brand: 'northwind' | 'bluewave';
  brandId: string;
  userId: string;
  orderIds: string[];
  accounts: Account[];
  sessionIds: string[];
  /** What would betray this trader in someone else's reply: ids, e-mail, logins, passwords, stored values. */
  secrets: string[];
};

const KV_KEY = 'lang';
/** Each trader's own stored language, different from the others' (the brands offer en/de/es and en/fr). */
const LANGUAGE: Record<string, string> = { alice: 'de', bob: 'es', carol: 'fr' };

/**
 * Every id a trader endpoint takes, and whose it is. `mustRefuse`: calling with another's id is a refusal. A key
 * of the key-value store names a slot in the caller's own store, so another's key reads the caller's own (empty)
 * slot, answered 0 — never the other's value.
 */
const ID_PARAMETERS: Record<
  string,
  { ids: (p: Party) => string[]; mustRefuse: boolean; answersOwn?: (caller: Party, data: unknown) => boolean }
> = {
  // Order/{id}, platformRedirectUrl/{id}, TradingMetrics/{id}: any of the other's orders and accounts
  id: { ids: (p) => [...p.orderIds, ...p.accounts.map((a) => a.id)], mustRefuse: true },
  traderAccountId: { ids: (p) => p.accounts.map((a) => a.id), mustRefuse: true },
  // Kyc/v1/Document/{caseId}/{documentId}: another's ids answer -6 (kyc.api.test.ts walks real cases too)
  caseId: { ids: (p) => p.accounts.map((a) => a.id), mustRefuse: true },
  documentId: { ids: (p) => p.orderIds, mustRefuse: true },
  // BrandAsset/{brandId}/{kind}: a brand's asset is served on that brand's hosts only
  brandId: { ids: (p) => [p.brandId], mustRefuse: true },
  key: {
    ids: () => [KV_KEY],
    mustRefuse: false,
    answersOwn: (caller, data) => (data as { value: string }).value === LANGUAGE[caller.name],
  },
};

/**
 * Endpoints whose success is a file (a PDF, an uploaded document), not an envelope: the others' ids are walked
 * like any (refusals are envelopes); the owner's own access is tested where such files exist (kyc.api.test.ts).
 */
const FILE_ENDPOINTS = new Set([
  '/api/Kyc/v1/Document/{caseId}/{documentId}',
  '/api/Kyc/v1/Contract/{id}',
  ApiPath.journalExport, // the journal's trades as CSV
]);

/** Parameters that are not ids, with a value that passes validation where one is required. */
const OTHER_PARAMETERS: Record<string, string | undefined> = {
  page: undefined,
  pageSize: undefined,
  cursor: undefined,
  status: undefined,
  sort: undefined,
  direction: undefined,
  points: undefined,
  impact: undefined,
  currency: undefined,
  from: '2024-01-01T00:00:00.000Z',
  to: '2024-01-08T00:00:00.000Z',
  lang: 'en',
  kind: 'logo',
  // a certificate's asset signature (bound to its id: certificates.api.test.ts) and the file's format
  token: 'none',
  format: undefined,
  // a certificate's short id is public by design (its authenticity page); what it shows: certificates.api.test.ts
  shortId: 'ABCDEFGHJK',
  amount: undefined, // ProfitWidget: an amount to check, of the caller's own account
  tag: undefined, // the journal's filter: one of the caller's own tags
};

/**
 * Body fields that name something: a trader's own (called with the others'), or why it is not a trader's. A field
 * ending in "Id" (or a login) that is in neither list fails the walk.
 */
const BODY_IDS: Record<string, (p: Party) => string[]> = {
  orderId: (p) => p.orderIds, // Order/v1/pay
  traderAccountId: (p) => p.accounts.map((a) => a.id), // Payouts/v1/BankTransfer, CryptoTransfer
  sessionId: (p) => p.sessionIds, // auth/v1/Sessions/end
  accountId: (p) => p.accounts.map((a) => a.id), // Order/v2/Reset: the account to reset
};
/**
 * What else a body needs so that the refusal is the id's, not the body's: the caller's own password; a payout
 * request valid in every other field (a bank and a crypto destination at once: each route reads its own fields),
 * each to destinations of its own (a refused request's destination is recorded too, and traders sharing one are a
 * risk case).
 */
const BODY_WITH: Record<string, () => Record<string, unknown>> = {
  sessionId: () => ({ password: STRONG_PASSWORD }),
  accountId: () => ({ acceptTerms: true }),
  traderAccountId: () => ({
    // Journal/v1/Note: a note on one of the account's trades
    dealId: 'deal-1',
    note: 'A note',
    tags: [],
    amount: 10_000,
    idempotencyKey: '6f1c0b2a-3d4e-4f5a-8b6c-7d8e9f0a1b2c',
    accountHolder: 'Someone Else',
    iban: newIban(),
    bankCountry: 'DE',
    asset: 'USDT',
    network: 'TRC20',
    address: newTronAddress(),
  }),
};
/** Bodies of POST endpoints with an id in their path, valid but for the id, so that the refusal is the id's. */
const PATH_POST_BODIES: Record<string, unknown> = {
  '/api/Kyc/v1/Contract/{id}/sign': { fullName: 'Someone Else', consent: true },
};

/** An id nobody has: it must be answered exactly as another trader's id is. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/** Files (documents, contracts, certificates, uploads, brand assets): "not yours" is "file not found" (-6). */
const FILE_PATHS =
  /^\/api\/(Kyc\/v1\/(Document|Contract)\/|content\/|download\/|app\/assets\/|common\/v1\/BrandAsset\/)/;
/**
 * One answer for "not yours", whatever the endpoint takes the id from: an order's "order not found" (-20, SPEC §8),
 * a file's -6, and -50 for everything else (accounts, payouts, sessions).
 */
const notYours = (path: string) =>
  path.startsWith('/api/Order/') && path !== ApiPath.createResetOrder
    ? ResultCode.OrderNotFound
    : FILE_PATHS.test(path)
      ? ResultCode.FileNotFound
      : ResultCode.NotAuthorized;
const BODY_NAMES_NOT_A_TRADERS = new Set([
  'packageId', // the brand's catalogue, the same for every trader of it (another brand's: -19, orders.api.test.ts)
  'clickId', // Register v2's affiliate tracking, written as given
  'cnvId',
  'platformId', // the bridge's push: signed server-to-server, not a trader's call (platform-bridge.api.test.ts)
  'login',
  'key', // a slot of the caller's own key-value store (covered as a query parameter above)
  'processId', // Kyc/v1/ProofOfIdentity's process id (SPEC §7): the client's own label, never looked up
  'dealId', // Journal/v1/Note: a trade of the account named beside it, which is what is checked
]);

/**
 * GET endpoints whose own-id check needs a record the parties do not have: a payout needs a funded account with
 * profit (its owner's access is tested in payouts.api.test.ts); the others' ids are still refused here.
 */
const NO_OWN_RECORD = new Set(['/api/Payouts/v1/{id}']);

type Parameter = { in: 'path' | 'query'; name: string; required?: boolean };
type Operation = {
  parameters?: Parameter[];
  security?: Record<string, unknown>[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};
type Endpoint = { method: 'GET' | 'POST'; path: string; op: Operation };

const isRefusal = (r: Reply) => r.result !== ResultCode.Ok && Object.values(ResultCode).includes(r.result as never);

describe('isolation, generated over every trader endpoint of the API document', () => {
  let parties: Party[];
  let endpoints: Endpoint[];

  async function party(name: string, brand: Party['brand']): Promise<Party> {
    const host = brand === 'northwind' ? 'localhost' : '127.0.0.1';
    const trader = await newTrader(t, { host });
    const [name_, platform] =
      brand === 'northwind'
        ? ['Two-Step Challenge 10K', 'northwind-webtrader']
        : ['Stellar 2-Step 6K', 'bluewave-trader'];
    const accounts = [await boughtAccount(t, trader, name_, platform)];
    const [user] = await t.db.query<{ id: string }>(
      'select u.id from users u join brands b on b.id = u.brand_id where u.email = $1 and b.code = $2',
      [trader.email, brand],
    );
    const orders = await t.db.query<{ id: string }>('select id from orders where user_id = $1', [user!.id]);
    // an unpaid order too: a pending purchase is the trader's as much as a paid one
    const unpaid = await createOrder(t, trader, (await findPackage(t, name_, platform, host)).id);
    expect(unpaid.result).toBe(ResultCode.Ok);
    const kv = await call(t, 'POST', ApiPath.keyValue, {
      ...as(trader),
      body: { key: KV_KEY, value: LANGUAGE[name] },
    });
    expect(kv.result).toBe(ResultCode.Ok);
    const passwords: string[] = [];
    for (const a of accounts) {
      const c = await call<{ password: string | null; platformAccountId: string | null }>(
        t,
        'GET',
        `${ApiPath.loginCredentials}?traderAccountId=${a.id}`,
        as(trader),
      );
      expect(c.result).toBe(ResultCode.Ok);
      for (const secret of [c.data.password, c.data.platformAccountId]) if (secret) passwords.push(secret);
    }
    const orderIds = [...orders.map((o) => o.id), unpaid.data.id];
    const sessions = await t.db.query<{ id: string }>('select id from sessions where user_id = $1', [user!.id]);
    const sessionIds = sessions.map((s) => s.id);
    return {
      name,
      trader,
      brand,
      brandId: await brandId(t, brand),
      userId: user!.id,
      orderIds,
      accounts,
      sessionIds,
      secrets: [
        user!.id,
        trader.email,
        ...orderIds,
        ...sessionIds,
        ...accounts.flatMap((a) => [a.id, a.login]),
        ...passwords,
      ],
    };
  }

  const t = useTestApp();
  beforeAll(async () => {
    parties = [await party('alice', 'northwind'), await party('bob', 'northwind'), await party('carol', 'bluewave')];
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    endpoints = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/admin/'))
      .flatMap(([path, ops]) =>
        Object.entries(ops).map(([m, op]) => ({ method: m.toUpperCase() as 'GET' | 'POST', path, op })),
      );
  });

  const parametersOf = (e: Endpoint) => (e.op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');

  /** The endpoint's URL: `ids` for the named id parameters, the caller's own for the others. */
  function urlOf(e: Endpoint, caller: Party, ids: Record<string, string>): string {
    let path = e.path;
    const query = new URLSearchParams();
    for (const p of parametersOf(e)) {
      const id = ID_PARAMETERS[p.name];
      const value = ids[p.name] ?? (id ? id.ids(caller)[0] : OTHER_PARAMETERS[p.name]);
      if (value === undefined) continue;
      if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(value));
      else query.set(p.name, value);
    }
    const qs = query.toString();
    return qs ? `${path}?${qs}` : path;
  }

  /** A reply for `caller` must hold nothing of anyone else. */
  function expectNothingOf(others: Party[], r: Reply, label: string) {
    const body = JSON.stringify(r.data ?? null);
    for (const o of others)
      for (const s of o.secrets) expect(body.includes(s), `${label}: carries ${o.name}'s ${s}`).toBe(false);
  }

  it('knows every parameter of every trader endpoint (a new id parameter must be named here)', () => {
    expect(endpoints.length).toBeGreaterThan(30);
    const unknown = endpoints.flatMap((e) =>
      parametersOf(e)
        .filter((p) => !(p.name in ID_PARAMETERS) && !(p.name in OTHER_PARAMETERS))
        .map((p) => `${e.method} ${e.path} ${p.in}:${p.name}`),
    );
    expect(unknown).toEqual([]);
    // and each id the map knows is still in use (a renamed parameter must not leave a stale entry behind)
    const used = new Set(endpoints.flatMap((e) => parametersOf(e).map((p) => p.name)));
    expect(Object.keys(ID_PARAMETERS).filter((n) => !used.has(n))).toEqual([]);
  });

  it("each trader calling with the others' ids: refused, and not a byte of their data", async () => {
    const withIds = endpoints.filter((e) => parametersOf(e).some((p) => p.name in ID_PARAMETERS));
    expect(withIds.length).toBeGreaterThanOrEqual(9);
    let calls = 0;
    for (const e of withIds) {
      for (const caller of parties) {
        // the caller's own ids work (the URL is right, so a refusal below is about ownership)
        // (some one of the caller's own ids for each id parameter answers 0)
        // (a stream with the caller's own id never ends: live-push.api.test.ts checks the owner's stream)
        if (
          e.method === 'GET' &&
          e.op.security?.length &&
          !STREAMS.has(e.path) &&
          !FILE_ENDPOINTS.has(e.path) &&
          !NO_OWN_RECORD.has(e.path)
        ) {
          const answers: number[] = [];
          for (const p of parametersOf(e).filter((x) => x.name in ID_PARAMETERS))
            for (const id of ID_PARAMETERS[p.name]!.ids(caller))
              answers.push((await call(t, 'GET', urlOf(e, caller, { [p.name]: id }), as(caller.trader))).result);
          expect([e.path, answers]).toEqual([e.path, expect.arrayContaining([ResultCode.Ok])]);
        }
        const others = parties.filter((p) => p !== caller);
        for (const p of parametersOf(e).filter((x) => x.name in ID_PARAMETERS)) {
          const spec = ID_PARAMETERS[p.name]!;
          for (const other of others) {
            const mine = new Set(spec.ids(caller));
            // a shared name (the key-value slot) is called all the same: it must answer the caller's own slot
            const theirs = spec.answersOwn ? spec.ids(other) : spec.ids(other).filter((x) => !mine.has(x));
            const ask = (id: string) =>
              call(t, e.method, urlOf(e, caller, { [p.name]: id }), {
                ...as(caller.trader),
                ...(e.method === 'POST' ? { body: PATH_POST_BODIES[e.path] ?? {} } : {}),
              });
            const unknown = spec.mustRefuse ? await ask(UNKNOWN_ID) : undefined;
            for (const id of theirs) {
              const url = urlOf(e, caller, { [p.name]: id });
              const r = await ask(id);
              calls += 1;
              const label = `${caller.name} ${e.method} ${url} (${other.name}'s ${p.name})`;
              expect(r.status, label).toBeLessThan(500);
              expectNothingOf(others, r, label);
              if (spec.mustRefuse) {
                expect(isRefusal(r), `${label}: answered ${r.result}`).toBe(true);
                // not yours: one code for the endpoint's kind of id, the very answer an unknown id gets
                expect([r.status, r.result], label).toEqual([unknown!.status, notYours(e.path)]);
                expect(unknown!.result, `${e.method} ${e.path} with an unknown ${p.name}`).toBe(notYours(e.path));
              }
              if (spec.answersOwn && r.result === ResultCode.Ok)
                expect(spec.answersOwn(caller, r.data), `${label}: ${JSON.stringify(r.data)}`).toBe(true);
            }
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(40);
  });

  const bodyFieldsOf = (e: Endpoint) =>
    Object.keys(
      Object.values(e.op.requestBody?.content ?? {}).find((c) => c.schema?.properties)?.schema?.properties ?? {},
    );

  it("each trader sending the others' ids in a body: refused, and no unknown id field in any body", async () => {
    const named = endpoints.flatMap((e) =>
      bodyFieldsOf(e)
        .filter((f) => /id$/i.test(f) || f === 'login')
        .map((f) => ({ e, f })),
    );
    expect(named.filter(({ f }) => !(f in BODY_IDS) && !BODY_NAMES_NOT_A_TRADERS.has(f))).toEqual([]);
    let calls = 0;
    for (const { e, f } of named.filter(({ f }) => f in BODY_IDS)) {
      for (const caller of parties) {
        const others = parties.filter((p) => p !== caller);
        const send = (id: string) =>
          call(t, e.method, e.path, { ...as(caller.trader), body: { ...BODY_WITH[f]?.(), [f]: id } });
        const unknown = await send(UNKNOWN_ID);
        expect(unknown.result, `${e.method} ${e.path} with an unknown ${f}`).toBe(notYours(e.path));
        for (const other of others)
          for (const id of BODY_IDS[f]!(other)) {
            const r = await send(id);
            calls += 1;
            const label = `${caller.name} ${e.method} ${e.path} with ${other.name}'s ${f}`;
            expect(r.status, label).toBeLessThan(500);
            expectNothingOf(others, r, label);
            expect(isRefusal(r), `${label}: answered ${r.result}`).toBe(true);
            // not yours: the endpoint's one code, as for an id nobody has
            expect([r.status, r.result], label).toEqual([unknown.status, notYours(e.path)]);
          }
      }
    }
    expect(calls).toBeGreaterThanOrEqual(12);
    // nobody's unpaid order got a checkout from another
    const checkouts = await t.db.query('select 1 from payments');
    expect(checkouts).toHaveLength(parties.length);
  });

  it("a valid token on the other brand's host is refused everywhere, and the reply holds none of its owner's data", async () => {
    const guarded = endpoints.filter((e) => e.op.security?.some((s) => 'bearer' in s));
    expect(guarded.length).toBeGreaterThan(15);
    for (const caller of parties) {
      const host = caller.brand === 'northwind' ? '127.0.0.1' : 'localhost';
      for (const e of guarded) {
        const url = urlOf(e, caller, {});
        // A body the route would take from its owner, where one is known, so the refusal is the token's.
        const r = await call(t, e.method, url, {
          token: caller.trader.token,
          host,
          ip: caller.trader.ip,
          ...(e.method === 'POST' ? { body: BODIES[e.path] ?? {} } : {}),
        });
        const label = `${caller.name} ${e.method} ${url} on ${host}`;
        expect(r.status, label).toBeLessThan(500);
        expectNothingOf(parties, r, label);
        expect(isRefusal(r), `${label}: answered ${r.result}`).toBe(true);
      }
      // the token still works at home: nothing above ended its session
      const home = await call(t, 'GET', ApiPath.personalData, as(caller.trader));
      expect(home.result).toBe(ResultCode.Ok);
    }
  });
});

/** Endpoints that answer their owner with an open stream (Server-Sent Events) instead of one reply. */
const STREAMS = new Set<string>([ApiPath.dashboardLive]);

/** Bodies the owner's brand would take (or refuse only for its own reasons), so the other host's refusal shows. */
const BODIES: Record<string, unknown> = {
  [ApiPath.keyValue]: { key: KV_KEY, value: 'en' },
  [ApiPath.personalData]: {
    firstName: 'Eve',
    lastName: 'Smith',
    countryOfRegistration: 'GB',
    city: 'London',
    address: '1 High Street',
    postalCode: 'SW1A 1AA',
  },
  [ApiPath.logout]: {},
  [ApiPath.changePassword]: { oldPassword: 'Str0ng#Pass', newPassword: 'N3w#Passw0rd' },
};
