import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ApiPath, ResultCode, SITE_VERSION, SITE_VERSION_HEADER } from '@portal/contract';
import { BRIDGE_SIGNATURE_HEADER } from '../src/modules/evaluation/ingestion/bridge.routes.ts';
import { signPayload } from '../src/lib/signed-payload.ts';
import { createTestApp, injectInto, testDatabaseUrl, type TestApp } from './test-app.ts';
import { newTrader } from './http-helpers.ts';
import { nextIp } from './auth-helpers.ts';
import type { Trader } from './buying-helpers.ts';
import { boughtAccount } from './evaluation-helpers.ts';
import {
  adminCall,
  agentCookie,
  agentFrom,
  currentCode,
  newOperator,
  passwordStep,
  type Agent,
} from './admin-helpers.ts';

/**
 * Bad input, generated over every operation of the API document (item 6 of "Reliability and correctness
 * programme"): wrong types, missing and extra fields, huge and unicode strings, NUL, numbers out of range, deep
 * nesting, malformed JSON and wrong content types, in the path, the query and the body, with and without a
 * session. Never a 5xx; every /api reply is the {result, data} envelope; and a refused call leaves no row behind
 * (the row count of every table of the schema is the same after it, append-only logs aside — see UNCOUNTED).
 *
 * fast-check runs seeded, so a run is reproducible; a failure prints the seed and the shrunk request.
 */
/** GET routes whose success is a file, not the JSON envelope: the brand's fixed logo (any query is ignored). */
const FILE_REPLIES = new Set(['/api/common/v1/BrandLogo']);

/**
 * Each database walks its own part of the seeded inputs, 100 requests an operation (fast-check's default number of
 * runs): a run sends 200 different ones to each operation across the two, as it did when both walked the same 200.
 */
const RUNS_PER_OPERATION = 100;
const SEED = 0x16_f0_22 + (testDatabaseUrl ? 0 : 0x1_00_00);

/**
 * Tables that legitimately record a refusal, and are left out of the counts: the bridge's refused pushes are
 * kept for the operators (refused_bridge_events), and the console's audit log records refused operator actions
 * (audit_log). Rate limits and the login guard's counters live in memory or Redis, not in tables.
 */
const UNCOUNTED = new Set(['refused_bridge_events', 'audit_log']);

type Method = 'GET' | 'POST';
type Parameter = { in: 'path' | 'query' | 'header'; name: string };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};
/** `files`: the media types of a success that is a file (a list's CSV export), as the document declares them */
type Endpoint = { method: Method; path: string; parameters: Parameter[]; fields: string[]; files: string[] };

type Generated = {
  pathValues: string[];
  query: string;
  body: { contentType: string | undefined; payload: string } | undefined;
  withSession: boolean;
};

// ---- the arbitraries -------------------------------------------------------------------------------------------

const nested = (depth: number, leaf: unknown, asArray: boolean): unknown => {
  let v = leaf;
  for (let i = 0; i < depth; i += 1) v = asArray ? [v] : { a: v };
  return v;
};

const nastyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }), // any code point, lone surrogates included
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u001b[2J',
    '\uD800',
    '\uFFFF',
    '\u202Eevil',
    'null',
    'undefined',
    'NaN',
    '-1',
    '1e309',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '${7*7}',
    '00000000-0000-0000-0000-000000000000',
    'x@example.com',
    'GB',
    '2024-02-30T25:61:00Z',
  ),
  fc.integer({ min: 200, max: 9_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 20, max: 500 }).map((n) => '😀'.repeat(n)),
);

const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-1, 0, -0, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, 5e-324),
);

/** Any JSON value of a wrong kind, up to deep nesting. */
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 2, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(nastyString, nastyString, { maxKeys: 4 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 10, max: 1_500 }), fc.boolean())
      .map(([depth, asArray]) => nested(depth, 'deep', asArray)),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
);

/** A JSON object over the operation's own field names (some missing, some of the wrong type) and extra ones. */
const objectOf = (fields: string[]) =>
  fc
    .tuple(
      fields.length ? fc.subarray(fields) : fc.constant([] as string[]),
      fc.array(nastyValue, { minLength: fields.length, maxLength: fields.length }),
      fc.dictionary(fc.oneof(nastyString, fc.constantFrom('__proto__', 'constructor', 'extra')), nastyValue, {
        maxKeys: 3,
      }),
    )
    .map(([present, values, extra]) => {
      const o: Record<string, unknown> = {};
      present.forEach((f, i) => (o[f] = values[i]));
      return Object.assign(extra, o);
    });

const deepRaw = fc
  .tuple(fc.integer({ min: 1_000, max: 30_000 }), fc.boolean())
  .map(([n, balanced]) => '['.repeat(n) + (balanced ? ']'.repeat(n) : ''));

const malformedJson = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '}',
    '{"a":',
    '[1,2',
    'nul',
    '{"a":1}}',
    "{'a':1}",
    '{"a":1,}',
    '\u0000',
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    '"just a string"',
    '12345678901234567890123456789',
    'null',
    '[]',
    '\uFEFF{}',
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
  deepRaw,
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
);

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'text/plain',
  'text/csv',
  'application/xml',
  'application/octet-stream',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'image/png',
  'application/vnd.api+json',
  undefined,
);

const formBody = fc
  .dictionary(nastyString, nastyString, { maxKeys: 4 })
  .map((d) => new URLSearchParams(d).toString())
  .chain((s) => fc.constantFrom(s, `${s}&%=%ZZ`, 'a=%E0%A4%A', 'key=lang&value=%00'));

const bodyOf = (e: Endpoint): fc.Arbitrary<Generated['body']> =>
  fc.oneof(
    { weight: 4, arbitrary: objectOf(e.fields).map((o) => ({ contentType: 'application/json', payload: json(o) })) },
    { weight: 1, arbitrary: nastyValue.map((v) => ({ contentType: 'application/json', payload: json(v) })) },
    { weight: 2, arbitrary: malformedJson.map((payload) => ({ contentType: 'application/json', payload })) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(contentTypes, fc.oneof(malformedJson, formBody, objectOf(e.fields).map(json)))
        .map(([contentType, payload]) => ({ contentType, payload })),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );

/** JSON.stringify, but a lone surrogate or a value JSON cannot hold still yields a string to send. */
const json = (v: unknown) => JSON.stringify(v) ?? 'undefined';

/**
 * Percent-encodes the UTF-8 bytes of all but `[A-Za-z0-9_.~-]`, in lower-case hex (a lone surrogate becomes U+FFFD).
 * encodeURIComponent leaves `!'()*` as they are, so those are encoded after it: a byte at a time in JavaScript took a
 * tenth of the walk's time.
 */
const pct = (s: string) =>
  encodeURIComponent(s.replace(/[\uD800-\uDFFF]/gu, '\uFFFD')).replace(/[!'()*]|%[0-9A-F]{2}/g, (m) =>
    m.length === 1 ? `%${m.charCodeAt(0).toString(16)}` : m.toLowerCase(),
  );

const pathValue = fc.oneof(
  nastyString.map(pct),
  nastyNumber.map(String),
  fc.constantFrom('%', '%ZZ', '%E0%A4%A', '%00', '..', '%2F', '%2e%2e', 'a%20b', '-1', '0', '1e3', 'x'.repeat(1_000)),
);

const queryOf = (e: Endpoint) =>
  fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(...e.parameters.filter((p) => p.in === 'query').map((p) => p.name), 'extra', 'key'),
          nastyString,
        ),
        fc.oneof(nastyString.map(pct), pathValue, nastyNumber.map(String), fc.bigInt().map(String)),
        fc.boolean(),
      ),
      { maxLength: 6 },
    )
    .map((pairs) => pairs.map(([k, v, raw]) => `${raw ? k.replace(/[&=#]/g, '') : pct(k)}=${v}`).join('&'));

const requestOf = (e: Endpoint): fc.Arbitrary<Generated> =>
  fc.record({
    pathValues: fc.array(pathValue, {
      minLength: e.parameters.filter((p) => p.in === 'path').length,
      maxLength: e.parameters.filter((p) => p.in === 'path').length,
    }),
    query: queryOf(e),
    body: e.method === 'POST' ? bodyOf(e) : fc.constant(undefined),
    withSession: fc.boolean(),
  });

// ---- the walk ---------------------------------------------------------------------------------------------------

type Document = { paths: Record<string, Record<string, Operation>> };

/** Every operation of a document, with the path and query parameters and the body fields it names. */
const endpointsOf = (doc: Document): Endpoint[] =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([m, op]) => ({
      method: m.toUpperCase() as Method,
      path,
      parameters: (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query'),
      fields: Object.keys(
        Object.values(op.requestBody?.content ?? {}).find((c) => c.schema?.properties)?.schema?.properties ?? {},
      ),
      files: Object.keys(op.responses?.['200']?.content ?? {}).filter((type) => type !== 'application/json'),
    })),
  );

/**
 * The committed document's operations, read when the file is collected so that each is a test of its own (its
 * own time limit, its own line in the report); the first test proves the app serves exactly these.
 */
const endpoints = endpointsOf(
  JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8')) as Document,
);
const operationName = (e: Endpoint) => `${e.method} ${e.path}`;

describe('bad input, generated over every operation of the API document', () => {
  let t: TestApp;
  let trader: Trader;
  let operator: Agent;
  let tables: string[];
  const acceptedBy: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    trader = await newTrader(t);
    // a trader with an account, so its endpoints reach past "not found" into their real work
    await boughtAccount(t, trader, 'Two-Step Challenge 10K', 'northwind-webtrader');
    operator = await ownerSession();
    const schemaTables = await t.db.query<{ table_name: string }>(
      `select table_name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    );
    tables = schemaTables.map((r) => r.table_name).filter((n) => !UNCOUNTED.has(n));
    // Every statement that adds or removes rows of a counted table moves a sequence of this file's database (a
    // sequence is not rolled back: a write undone moves it too). Reading it is cheap; the counts are read again only
    // when it moved. (PostgreSQL's transaction snapshot would not do: its ids are shared by every database of the
    // server, so the other files' work moved it nearly every call.)
    await t.db.query(`create sequence bad_input_writes`);
    await t.db.query(
      `create function bad_input_write() returns trigger language plpgsql
         as $$ begin perform nextval('bad_input_writes'); return null; end $$`,
    );
    for (const table of tables)
      await t.db.query(
        `create trigger bad_input_write after insert or delete or truncate on "${table}"
           for each statement execute function bad_input_write()`,
      );
  });
  afterAll(async () => {
    console.info(
      `bad input: ${RUNS_PER_OPERATION} requests to each of ${endpoints.length} operations; accepted:`,
      acceptedBy,
    );
    await t.close();
  });

  /**
   * Row counts of every counted table, in one round trip, with the write mark they were read at: one statement reads
   * both, and a write that ends after it moves the mark.
   */
  async function rowCounts(): Promise<{ mark: string; counts: Record<string, number> }> {
    const [row] = await t.db.query<Record<string, string | number>>(
      `select (select (last_value, is_called)::text from bad_input_writes) as "?mark",
              ${tables.map((n) => `(select count(*) from "${n}")::int as "${n}"`).join(', ')}`,
    );
    const { '?mark': mark, ...counts } = row!;
    return {
      mark: String(mark),
      counts: Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Number(v)])),
    };
  }

  /** The write mark now: equal marks mean no row of a counted table was added or removed in between. */
  const writeMark = async () =>
    (await t.db.query<{ mark: string }>('select (last_value, is_called)::text as mark from bad_input_writes'))[0]!.mark;

  /** Signs a new trader or operator in when an accepted call (a Logout, a SignOut) ended the session. */
  async function keepSessions() {
    const me = await t.app.inject({
      method: 'GET',
      url: ApiPath.personalData,
      headers: { host: 'localhost', authorization: `Bearer ${trader.token}` },
    });
    if (me.statusCode === 401) trader = await newTrader(t);
    const op = await adminCall(t, 'GET', ApiPath.adminMe, { agent: operator });
    if (op.status === 401 || op.status === 403) operator = await ownerSession();
  }

  /** A new owner signed in with password and TOTP, from an address of its own (the guard counts per address). */
  async function ownerSession(): Promise<Agent> {
    const owner = await newOperator(t, 'owner');
    const ip = nextIp();
    const { agent } = await passwordStep(t, owner, ip);
    const r = await adminCall(t, 'POST', ApiPath.adminTotpVerify, { agent, ip, body: { code: currentCode(t, owner) } });
    if (r.result !== ResultCode.Ok) throw new Error(`TOTP refused: ${r.status} ${r.result}`);
    return agentFrom(r);
  }

  async function send(e: Endpoint, g: Generated) {
    let i = 0;
    const path = e.path.replace(/\{\w+\}/g, () => g.pathValues[i++] ?? 'x');
    const url = g.query ? `${path}?${g.query}` : path;
    const admin = e.path.startsWith('/api/admin/');
    const bridge = e.path === ApiPath.bridgeEvents;
    // The bridge's "session" is a valid signature over the very bytes sent, so the walk reaches its parsing.
    const session = !g.withSession
      ? {}
      : admin
        ? { cookie: agentCookie(operator), 'x-xsrf-token': operator.xsrf }
        : bridge
          ? {
              [BRIDGE_SIGNATURE_HEADER]: signPayload(
                t.app.modules.evaluation.services.bridgeSecret,
                g.body?.payload ?? '',
                Date.now(),
              ),
            }
          : { authorization: `Bearer ${trader.token}` };
    // the admin API on the console's listener, the rest on the trader app's
    const res = await injectInto(t, admin ? 'console' : 'trader', {
      method: e.method,
      url,
      remoteAddress: nextIp(), // an address per call: no per-address limit turns the walk into 429s
      headers: {
        host: bridge ? 'bridge.internal' : 'localhost',
        [SITE_VERSION_HEADER]: SITE_VERSION,
        ...session,
        ...(g.body?.contentType ? { 'content-type': g.body.contentType } : {}),
      },
      ...(g.body ? { payload: g.body.payload } : {}),
    });
    return { url, status: res.statusCode, body: res.body, contentType: String(res.headers['content-type'] ?? '') };
  }

  /** Runs `runs` generated requests against one operation and checks each reply and the tables. */
  async function walk(e: Endpoint, runs: number, seed: number) {
    let before = await rowCounts();
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(requestOf(e), async (g) => {
        const r = await send(e, g);
        const label = `${e.method} ${r.url.slice(0, 300)} (${g.body?.contentType ?? 'no body'}, session: ${g.withSession})`;
        expect(r.status, `${label}: ${r.body.slice(0, 300)}`).toBeLessThan(500);
        let result: unknown = ResultCode.Ok;
        if (e.path.startsWith('/api/') && FILE_REPLIES.has(e.path) && r.status === 200) {
          // a public image: its success is the file itself (refusals below are still the envelope)
          expect(r.contentType, label).toMatch(/^image\//);
        } else if (r.status === 200 && e.files.some((type) => r.contentType.startsWith(type))) {
          // a file the document declares (a list's CSV export): refusals are still the envelope
        } else if (e.path.startsWith('/api/')) {
          expect(r.contentType, label).toMatch(/^application\/json/);
          const body = JSON.parse(r.body) as Record<string, unknown>;
          expect(Object.keys(body).sort(), label).toEqual(['data', 'result']);
          expect(typeof body.result, label).toBe('number');
          result = body.result;
        }
        if (result === ResultCode.Ok) accepted += 1;
        // A GET writes nothing, taken in or refused: its tables are counted once, after the whole walk.
        if (e.method === 'GET') return;
        if (result === ResultCode.Ok) {
          // taken in: what it wrote is its work; count from here, and sign in again if it signed out
          await keepSessions();
          before = await rowCounts();
        } else if ((await writeMark()) !== before.mark) {
          // rows were added or removed since the counts (by this call, or the app's own background work): count again
          const after = await rowCounts();
          expect(after.counts, `${label} answered ${String(result)} and left rows behind`).toEqual(before.counts);
          before = after;
        }
      }),
      // no shrinking: the app's state moves on with every call, so a replayed request would not mean the same
      { seed, numRuns: runs, endOnFailure: true },
    );
    if (e.method === 'GET')
      expect((await rowCounts()).counts, `${e.method} ${e.path} wrote rows`).toEqual(before.counts);
    return accepted;
  }

  it('the cheap check sees a write: a row added or removed moves the mark the counts were read at', async () => {
    const before = await rowCounts();
    expect(await writeMark()).toBe(before.mark);
    const trader2 = await newTrader(t); // a write through the app, as a call that left a row behind would make
    expect(trader2.token).toBeTruthy();
    expect(await writeMark()).not.toBe(before.mark);
    expect((await rowCounts()).counts).not.toEqual(before.counts);
  });

  it('walks every operation the app serves: the committed document lists exactly them', () => {
    expect(endpointsOf(t.app.swagger() as Document).map(operationName)).toEqual(endpoints.map(operationName));
    expect(endpoints.length).toBeGreaterThan(80);
  });

  it.for(endpoints.map((e, n) => [operationName(e), e, n] as const))(
    `%s: ${RUNS_PER_OPERATION} generated bad requests, never a 5xx, always the envelope, nothing half-written`,
    async ([name, e, n]) => {
      const accepted = await walk(e, RUNS_PER_OPERATION, SEED + n);
      if (accepted) acceptedBy[name] = accepted;
    },
  );
});
