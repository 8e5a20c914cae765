import { beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, encodeCursor, LAST_PAGE_CURSOR, ResultCode } from '@portal/contract';
import { parse } from 'csv-parse/sync';
import { useTestApp } from './test-app.ts';
import { adminCall, adminInject, type Agent, signedInAs, UNKNOWN_ID, useBrandIds } from './admin-helpers.ts';
import { seedConsoleLists, seedConsoleQueues } from './console-lists-data.ts';

/**
 * The console's lists read by position (keyset pagination, docs/decisions/084-console-lists-by-position.md): each
 * list's first, next, previous and last pages over rows with ties on their creation time, its filters and search,
 * a refused cursor, a brand admin's scope and the count that says whether it is exact. The queues (payouts, risk
 * cases, verification, scaling reviews) page the same way, oldest (or highest score) first. Each list's CSV export
 * (docs/decisions/088-list-exports.md): the list's rows for its filters, the brand scope, formulas neutralised, audited.
 */
type Page = {
  items: Array<{ id: string; brand?: { id: string }; brandId?: string | null; status?: number | string }>;
  next: string | null;
  previous: string | null;
  count: { kind: 'exact' | 'atLeast'; value: number };
};

const TAG = 'kset';
const TRADERS = 30;
const ORDERS = 41;
const AUDIT = 38;

describe('console lists by position', () => {
  const t = useTestApp();
  const brandIds = useBrandIds(t);
  let owner: Agent;
  let northwindAdmin: Agent;
  const get = (path: string, query: string, agent = owner) => adminCall<Page>(t, 'GET', `${path}?${query}`, { agent });

  /** Every page from the first by `next`; then back from the last by `previous`. */
  async function walk(path: string, query: string, agent = owner) {
    const pages: string[][] = [];
    let page = await get(path, query, agent);
    expect([page.status, page.result], JSON.stringify(page.data)).toEqual([200, 0]);
    pages.push(page.data.items.map((i) => i.id));
    while (page.data.next) {
      page = await get(path, `${query}&cursor=${encodeURIComponent(page.data.next)}`, agent);
      pages.push(page.data.items.map((i) => i.id));
    }
    const back: string[][] = [pages.at(-1)!];
    while (page.data.previous) {
      page = await get(path, `${query}&cursor=${encodeURIComponent(page.data.previous)}`, agent);
      back.unshift(page.data.items.map((i) => i.id));
    }
    const last = await get(path, `${query}&cursor=${LAST_PAGE_CURSOR}`, agent);
    return { pages, back, last: last.data, first: (await get(path, query, agent)).data };
  }

  /** The ids the list should show, in its order, straight from the table. */
  const expected = async (sql: string, params: unknown[] = []) =>
    (await t.db.query<{ id: string }>(sql, params)).map((r) => r.id);

  beforeAll(async () => {
    owner = await signedInAs(t, 'owner');
    northwindAdmin = await signedInAs(t, 'brand_admin', ['northwind']);
    await seedConsoleLists(t.db, {
      tag: TAG,
      brandIds: [brandIds.northwind, brandIds.bluewave],
      traders: TRADERS,
      orders: ORDERS,
      audit: AUDIT,
    });
    await seedConsoleQueues(t.db, { tag: TAG });
  });

  const cases = [
    {
      list: 'orders',
      exportPath: ApiPath.adminOrdersExport,
      path: ApiPath.adminOrders,
      query: `q=${TAG}-&pageSize=4`,
      sql: `select o.id::text as id from orders o join users u on u.id = o.user_id
             where u.email like '${TAG}-%' order by o.created_at desc, o.id desc`,
      total: ORDERS,
      table: 'orders',
    },
    {
      list: 'accounts',
      exportPath: ApiPath.adminTraderAccountsExport,
      path: ApiPath.adminTraderAccounts,
      query: `q=${TAG}-&pageSize=7`,
      sql: `select a.id::text as id from trader_accounts a join users u on u.id = a.user_id
             where u.email like '${TAG}-%' order by a.created_at desc, a.id desc`,
      total: TRADERS * 2,
      table: 'trader_accounts',
    },
    {
      list: 'traders',
      exportPath: ApiPath.adminTradersExport,
      path: ApiPath.adminTraders,
      query: `q=${TAG}-&pageSize=6`,
      sql: `select id::text as id from users where email like '${TAG}-%' order by created_at desc, id desc`,
      total: TRADERS,
      table: 'users',
    },
    {
      list: 'audit',
      exportPath: ApiPath.adminAuditExport,
      path: ApiPath.adminAudit,
      query: `action=${TAG}.paid&pageSize=3`,
      sql: `select id::text as id from audit_log where action = '${TAG}.paid' order by at desc, id desc`,
      total: Math.floor((AUDIT + 2) / 3),
      table: 'audit_log',
    },
    // The queues: a payout an account (pending: status 0 or 1, every n of 5 an account's number), a risk case on
    // every other account (open: a quarter of them), a verification case a trader, a contract a funded account.
    {
      list: 'payouts',
      path: ApiPath.adminPayouts,
      query: 'pageSize=5',
      sql: 'select id::text as id from payouts where status in (0, 1) order by requested_at, id',
      total: ((TRADERS * 2) / 5) * 2,
      table: 'payouts',
      past: encodeCursor('after', '9999-01-01T00:00:00.000000Z', UNKNOWN_ID),
    },
    {
      list: 'risk cases',
      path: ApiPath.adminRiskCases,
      query: 'status=cleared&pageSize=3',
      sql: `select id::text as id from risk_cases where status = 'cleared' order by score desc, id desc`,
      total: 8,
      table: 'risk_cases',
      past: encodeCursor('after', '-1', UNKNOWN_ID),
    },
    {
      list: 'identity cases',
      path: ApiPath.adminIdentityCases,
      query: 'pageSize=7',
      sql: 'select id::text as id from kyc_cases order by created_at, id',
      total: TRADERS,
      table: 'kyc_cases',
      past: encodeCursor('after', '9999-01-01T00:00:00.000000Z', UNKNOWN_ID),
    },
    {
      list: 'contracts',
      path: ApiPath.adminContracts,
      query: 'pageSize=3',
      sql: 'select id::text as id from kyc_contracts order by coalesce(signed_at, created_at), id',
      total: TRADERS / 3,
      table: 'kyc_contracts',
      past: encodeCursor('after', '9999-01-01T00:00:00.000000Z', UNKNOWN_ID),
    },
    {
      list: 'scaling reviews',
      path: ApiPath.adminScalingReviews,
      query: 'decision=capped&pageSize=1',
      sql: `select id::text as id from scaling_reviews where decision = 'capped' order by created_at, id`,
      total: TRADERS / 3 / 5,
      table: 'scaling_reviews',
      past: encodeCursor('after', '9999-01-01T00:00:00.000000Z', UNKNOWN_ID),
    },
  ];

  it.each(cases)('$list: first, next to the end, previous back to the start, last', async (c) => {
    const all = await expected(c.sql);
    expect(all).toHaveLength(c.total);
    const { pages, back, last, first } = await walk(c.path, c.query);
    expect(pages.flat()).toEqual(all);
    expect(back).toEqual(pages);
    expect(first.previous).toBeNull();
    expect(first.count).toEqual({ kind: 'exact', value: c.total });
    const size = pages[0]!.length;
    expect(last.items.map((i) => i.id)).toEqual(all.slice(-size));
    expect(last.next).toBeNull();
    expect(last.previous).not.toBeNull();
  });

  it.each(cases)(
    '$list: the other order by the same key — every page, back, both ends — and the default by name',
    async (c) => {
      const all = await expected(c.sql);
      const own = c.sql.includes(' desc') ? 'desc' : 'asc';
      const other = own === 'desc' ? 'asc' : 'desc';
      const { pages, back, last, first } = await walk(c.path, `${c.query}&order=${other}`);
      expect(pages.flat()).toEqual([...all].reverse());
      expect(back).toEqual(pages);
      expect(first.count).toEqual({ kind: 'exact', value: c.total });
      const size = pages[0]!.length;
      expect(last.items.map((i) => i.id)).toEqual(all.slice(0, size).reverse());
      const named = await get(c.path, `${c.query}&order=${own}`);
      expect(named.data.items.map((i) => i.id)).toEqual(all.slice(0, size));
      const refused = await get(c.path, `${c.query}&order=sideways`);
      expect([refused.status, refused.result]).toEqual([400, ResultCode.RequestIsNotValid]);
      expect(JSON.stringify(refused.data)).toContain('querystring.order');
    },
  );

  it.each(cases)('$list: a cursor the server did not write is 400/-200 with its message, never a 500', async (c) => {
    const forged = Buffer.from(`a~2026-01-01~${'0'.repeat(8)}`).toString('hex');
    for (const cursor of ['garbage', forged, encodeCursor('after', '2026-01-01T00:00:00.000000Z', 'x1')]) {
      const r = await get(c.path, `${c.query}&cursor=${encodeURIComponent(cursor)}`);
      expect([r.status, r.result], cursor).toEqual([400, ResultCode.RequestIsNotValid]);
      expect(r.data).toMatchObject({ issues: [{ path: 'querystring.cursor', message: 'validation.cursor' }] });
    }
    // Another list's cursor (a uuid for the audit log's numbers, a number for a uuid's list) is refused the same way.
    const foreign = encodeCursor('after', '2026-01-01T00:00:00.000000Z', c.list === 'audit' ? UNKNOWN_ID : '42');
    const refused = await get(c.path, `${c.query}&cursor=${foreign}`);
    expect([refused.status, refused.result, refused.data]).toEqual([
      400,
      ResultCode.RequestIsNotValid,
      { issues: [{ path: 'querystring.cursor', message: 'validation.cursor' }] },
    ]);
    // A well-formed cursor past the end is an empty page, not an error.
    const past = c.past ?? encodeCursor('after', '1970-01-01T00:00:00.000000Z', c.list === 'audit' ? '1' : UNKNOWN_ID);
    const end = await get(c.path, `${c.query}&cursor=${encodeURIComponent(past)}`);
    expect([end.status, end.data.items, end.data.next]).toEqual([200, [], null]);
  });

  it('a brand admin pages through their brand only; another brand as a filter is 403/-50', async () => {
    for (const c of cases) {
      const { pages, back } = await walk(c.path, c.query, northwindAdmin);
      expect(back, c.list).toEqual(pages);
      const all = await expected(c.sql);
      const northwind = new Set(
        await expected(`select id::text as id from ${c.table} where id::text = any($1::text[]) and brand_id = $2`, [
          all,
          brandIds.northwind,
        ]),
      );
      expect(pages.flat(), c.list).toEqual(all.filter((id) => northwind.has(id)));
      const other = await get(c.path, `${c.query}&brandId=${brandIds.bluewave}`, northwindAdmin);
      expect([other.status, other.result], c.list).toEqual([403, ResultCode.NotAuthorized]);
    }
  });

  it('filters keep their pages: orders by status and code, accounts by status and phase, audit by brand', async () => {
    const filtered = [
      [
        ApiPath.adminOrders,
        `q=${TAG}-&status=2&pageSize=3`,
        `o.status = 2`,
        'orders o join users u on u.id = o.user_id',
        'o',
      ],
      [ApiPath.adminOrders, `code=${TAG}code&pageSize=2`, `lower(o.discount_code) = '${TAG}code'`, 'orders o', 'o'],
      [
        ApiPath.adminTraderAccounts,
        `q=${TAG}-&status=3&pageSize=4`,
        `a.status = 3`,
        'trader_accounts a join users u on u.id = a.user_id',
        'a',
      ],
      [
        ApiPath.adminTraderAccounts,
        `q=${TAG}-&phase=funded&pageSize=4`,
        `a.is_funded`,
        'trader_accounts a join users u on u.id = a.user_id',
        'a',
      ],
    ] as const;
    for (const [path, query, where, from, a] of filtered) {
      const email = from.includes('users') ? `u.email like '${TAG}-%' and ` : '';
      const all = await expected(`select ${a}.id::text as id from ${from} where ${email}${where}
                                   order by ${a}.created_at desc, ${a}.id desc`);
      expect(all.length, query).toBeGreaterThan(2);
      const { pages, back } = await walk(path, query);
      expect(pages.flat(), query).toEqual(all);
      expect(back, query).toEqual(pages);
    }
    const audit = await get(ApiPath.adminAudit, `action=${TAG}.noted&brandId=${brandIds.bluewave}&pageSize=100`);
    expect(audit.data.items.every((e) => e.brandId === brandIds.bluewave)).toBe(true);
    expect(audit.data.count.value).toBe(audit.data.items.length);
  });

  it('searches by an e-mail fragment, a name, an order number and a login through their indexes', async () => {
    const ids = async (path: string, q: string) =>
      (await get(path, `q=${encodeURIComponent(q)}&pageSize=100`)).data.items.map((i) => i.id);
    const [trader] = await t.db.query<{ id: string; email: string; last_name: string }>(
      `select id::text, email, last_name from users where email = '${TAG}-17@lists.test'`,
    );
    // a fragment from the middle of the e-mail (trigrams); a last name's beginning; a login; an order's number
    expect(await ids(ApiPath.adminTraders, `${TAG}-17@lists`)).toEqual([trader!.id]);
    expect(await ids(ApiPath.adminTraders, `-17@lists.te`)).toEqual([trader!.id]);
    expect(await ids(ApiPath.adminTraders, trader!.last_name)).toContain(trader!.id);
    const [account] = await t.db.query<{ id: string; login: string; user_id: string }>(
      `select id::text, login, user_id::text from trader_accounts where user_id = $1 limit 1`,
      [trader!.id],
    );
    expect(await ids(ApiPath.adminTraders, account!.login)).toEqual([trader!.id]);
    expect(await ids(ApiPath.adminTraderAccounts, account!.login)).toEqual([account!.id]);
    const [order] = await t.db.query<{ id: string; number: string; user_id: string }>(
      `select id::text, number, user_id::text from orders where number = '${TAG.toUpperCase()}-O7'`,
    );
    expect(await ids(ApiPath.adminOrders, order!.number)).toEqual([order!.id]);
    expect(await ids(ApiPath.adminOrders, order!.number.toLowerCase())).toEqual([]); // a number is exact
    const ofTrader = await ids(ApiPath.adminTraders, order!.number);
    expect(ofTrader).toEqual([order!.user_id]);
    // a LIKE wildcard is text, not a pattern
    expect(await ids(ApiPath.adminTraders, '%')).toEqual([]);
    expect(await ids(ApiPath.adminOrders, `${TAG}_`)).toEqual([]);
  });

  it("one trader's orders are counted from the kept counters (order_counts)", async () => {
    const [trader] = await t.db.query<{ id: string }>(`select id::text from users where email = '${TAG}-3@lists.test'`);
    const mine = await get(ApiPath.adminOrders, `traderId=${trader!.id}&pageSize=1`);
    const [n] = await t.db.query<{ n: number }>('select count(*)::int as n from orders where user_id = $1', [
      trader!.id,
    ]);
    expect(mine.data.count).toEqual({ kind: 'exact', value: n!.n });
    expect(mine.data.items).toHaveLength(1);
  });
  /** A cell as the export writes the list's value: empty for nothing, JSON for a structure, formulas neutralised. */
  const cellOf = (v: unknown) => {
    if (v === null || v === undefined) return '';
    const text = typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v);
    return typeof v === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  };
  /** The traders list's brand is one object; the export writes it in three columns. */
  const flat = (item: Record<string, unknown>): Record<string, unknown> => {
    const { brand, ...rest } = item as { brand?: { id: string; code: string; name: string } } & Record<string, unknown>;
    return brand ? { brandId: brand.id, brandCode: brand.code, brandName: brand.name, ...rest } : item;
  };

  async function exported(path: string, query: string, agent = owner) {
    const res = await adminInject(t, 'GET', `${path}?${query}`, { agent });
    const records = res.statusCode === 200 ? (parse(res.body, { bom: false }) as string[][]) : [];
    return { res, header: records[0] ?? [], rows: records.slice(1) };
  }

  /** Every row the list shows for the query, page after page. */
  async function listed(path: string, query: string, agent = owner) {
    const items: Array<Record<string, unknown>> = [];
    let page = await get(path, query, agent);
    items.push(...page.data.items);
    while (page.data.next) {
      page = await get(path, `${query}&cursor=${encodeURIComponent(page.data.next)}`, agent);
      items.push(...page.data.items);
    }
    return items;
  }

  /** The lists with an export of their own here (the payout queue's is tested with the payouts). */
  const exportable = cases.flatMap((c) => (c.exportPath ? [{ ...c, exportPath: c.exportPath }] : []));

  it.each(exportable)(
    "$list: the CSV export is the list's rows for its filters, a header of field names",
    async (c) => {
      const filters = c.query.replace(/&pageSize=\d+/, '');
      const { res, header, rows } = await exported(c.exportPath, filters);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      const day = new Date().toISOString().slice(0, 10);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${c.list}-${day}.csv"`);
      expect(res.body.startsWith('\uFEFF')).toBe(false);
      expect(res.body.endsWith('\r\n')).toBe(true);
      const items = (await listed(c.path, `${filters}&pageSize=100`)).map(flat);
      expect(items).toHaveLength(c.total);
      expect(header[0]).toBe('id');
      expect(rows.map((r) => r[0])).toEqual(items.map((i) => i.id));
      expect(rows).toEqual(items.map((i) => header.map((k) => cellOf((i as Record<string, unknown>)[k]))));
    },
  );

  it.each(exportable)('$list: the CSV export follows the order asked for', async (c) => {
    const filters = c.query.replace(/&pageSize=\d+/, '');
    const own = (await listed(c.path, `${filters}&pageSize=100`)).map((i) => flat(i).id);
    const other = c.sql.includes(' desc') ? 'asc' : 'desc';
    const { rows } = await exported(c.exportPath, `${filters}&order=${other}`);
    expect(rows.map((r) => r[0])).toEqual([...own].reverse());
  });

  it('an export is audited: who, which list, the filters given and the rows written', async () => {
    const { rows } = await exported(ApiPath.adminOrdersExport, `q=${TAG}-&status=2`);
    expect(rows.length).toBeGreaterThan(0);
    const [entry] = await t.db.query<{ actor_type: string; actor_role: string; brand_id: string | null }>(
      `select actor_type, actor_role, actor_email, brand_id::text, after from audit_log
        where action = 'orders.exported' order by id desc limit 1`,
    );
    expect(entry).toMatchObject({
      actor_type: 'operator',
      actor_role: 'owner',
      actor_email: expect.stringContaining('@'),
      brand_id: null,
      after: { filters: { q: `${TAG}-`, status: 2 }, rows: rows.length, complete: true },
    });
  });

  it("a brand admin's export holds their brand's rows only, and is audited under that brand", async () => {
    for (const c of exportable) {
      const filters = c.query.replace(/&pageSize=\d+/, '');
      const { res, header, rows } = await exported(c.exportPath, filters, northwindAdmin);
      expect(res.statusCode, c.list).toBe(200);
      const brandColumn = header.indexOf('brandId');
      expect(rows.length, c.list).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => r[brandColumn])), c.list).toEqual(new Set([brandIds.northwind]));
      const mine = (await listed(c.path, `${filters}&pageSize=100`, northwindAdmin)).map((i) => i.id);
      expect(
        rows.map((r) => r[0]),
        c.list,
      ).toEqual(mine);
      const other = await adminInject(t, 'GET', `${c.exportPath}?${filters}&brandId=${brandIds.bluewave}`, {
        agent: northwindAdmin,
      });
      expect([other.statusCode, JSON.parse(other.body).result], c.list).toEqual([403, ResultCode.NotAuthorized]);
    }
    const [entry] = await t.db.query<{ brand_id: string | null }>(
      `select brand_id::text from audit_log where action = 'audit.exported' order by id desc limit 1`,
    );
    expect(entry!.brand_id).toBe(brandIds.northwind);
  });

  it('neutralises formulas: a name starting with =, +, - or @ is written with an apostrophe', async () => {
    const email = `${TAG}-5@lists.test`;
    await t.db.query(
      `update users set first_name = '=HYPERLINK("http://x.test","y")', last_name = '@SUM(1)'
                       where email = $1`,
      [email],
    );
    const { header, rows } = await exported(ApiPath.adminTradersExport, `q=${encodeURIComponent(email)}`);
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header.map((k, i) => [k, rows[0]![i]]));
    expect(row).toMatchObject({ email, firstName: `'=HYPERLINK("http://x.test","y")`, lastName: "'@SUM(1)" });
  });

  it('an export refuses what its list refuses: a bad filter is 400/-200, no operator 401', async () => {
    const bad = await adminInject(t, 'GET', `${ApiPath.adminOrdersExport}?status=9`, { agent: owner });
    expect([bad.statusCode, JSON.parse(bad.body).result]).toEqual([400, ResultCode.RequestIsNotValid]);
    const guest = await adminInject(t, 'GET', ApiPath.adminOrdersExport);
    expect(guest.statusCode).toBe(401);
  });

  // Last in the file: it adds rows the other cases would count.
  it('a queue past the threshold says its count as a floor, and still opens its last page at once', async () => {
    const [trader] = await t.db.query<{ id: string; brand_id: string }>(
      `select id::text, brand_id::text from users where email = '${TAG}-5@lists.test'`,
    );
    await t.db.query(
      `insert into kyc_cases (brand_id, user_id, step, provider, provider_case_id, status, created_at)
       select $1, $2, 0, 'sandbox', 'cap-' || g, 3, now() - make_interval(secs => g) from generate_series(1, 10001) g`,
      [trader!.brand_id, trader!.id],
    );
    const first = await get(ApiPath.adminIdentityCases, 'status=3&pageSize=5');
    expect(first.data.count).toEqual({ kind: 'atLeast', value: 10_000 });
    const last = await get(ApiPath.adminIdentityCases, `status=3&pageSize=5&cursor=${LAST_PAGE_CURSOR}`);
    const newest = await expected(
      `select id::text as id from kyc_cases where status = 3 order by created_at desc, id desc limit 5`,
    );
    expect(last.data.items.map((i) => i.id)).toEqual(newest.reverse());
    expect(last.data.next).toBeNull();
  });
});
