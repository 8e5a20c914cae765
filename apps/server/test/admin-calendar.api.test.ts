import { describe, expect, it } from 'vitest';
import { ApiPath, OPERATOR_ROLES, ResultCode, type CalendarImport, type CursorPage } from '@portal/contract';
import { PERMISSIONS } from '../src/domain/operators/permissions.ts';
import { useTestApp } from './test-app.ts';
import { adminCall, adminInject, newApiKey, type Agent, useOperator, signedInAs } from './admin-helpers.ts';

/** A week of our own, far from the seeded weeks around today. */
const WEEK_CSV = [
  'title,currency,country,date,time,impact,forecast,previous,actual',
  'CPI m/m,USD,US,2031-03-04,13:30,high,0.3%,0.4%,0.2%',
  'German ZEW Economic Sentiment,EUR,DE,2031-03-04,10:00,high,13.0,13.1,',
  'Bank Holiday,GBP,GB,2031-03-05,All Day,holiday,,,',
  'Retail Sales m/m,GBP,GB,2031-03-07,09:30,medium,0.3%,0.5%,',
].join('\n');
const WEEK_JSON = [
  {
    title: 'CPI m/m',
    country: 'USD',
    date: '2031-03-04T08:30:00-05:00',
    impact: 'High',
    forecast: '0.3%',
    previous: '0.4%',
    actual: '0.2%',
  },
  { title: 'Unemployment Claims', currency: 'USD', date: '2031-03-06T13:30:00Z', impact: 'Medium', forecast: '220K' },
];

type Report = CalendarImport & { problemRows: { line: number; message: string }[] };

describe('admin economic calendar: import an export, and the history of imports', () => {
  const importCsv = (caller: { agent?: Agent; apiKey?: string }, body: string, query = '') =>
    adminInject(t, 'POST', `${ApiPath.adminCalendarImport}${query}`, {
      ...caller,
      payload: body,
      headers: { 'content-type': 'text/csv' },
    }).then((r) => ({ status: r.statusCode, ...(JSON.parse(r.body) as { result: number; data: Report }) }));

  const t = useTestApp();
  const owner = useOperator(t, 'owner');

  it('role × action: owner and brand admin import and read the history, support and finance do not', async () => {
    for (const role of OPERATOR_ROLES) {
      const agent = await signedInAs(t, role);
      const allowed = PERMISSIONS[role].includes('calendar.import');
      expect(allowed).toBe(role === 'owner' || role === 'brand_admin');
      expect((await importCsv({ agent }, WEEK_CSV, '?dryRun=true')).status, role).toBe(allowed ? 200 : 403);
      expect((await adminCall(t, 'GET', ApiPath.adminCalendarImports, { agent })).status, role).toBe(
        allowed ? 200 : 403,
      );
    }
  });

  it('imports a CSV week: counts, the range, the events written; a repeat changes nothing; audited', async () => {
    const r = await importCsv({ agent: owner }, WEEK_CSV, '?fileName=week-10.csv');
    expect([r.status, r.result]).toEqual([200, 0]);
    expect(r.data).toMatchObject({
      format: 'csv',
      fileName: 'week-10.csv',
      read: 3,
      inserted: 3,
      updated: 0,
      unchanged: 0,
      skipped: 1,
      problems: 0,
      applied: true,
      rangeFrom: '2031-03-04T10:00:00.000Z',
      rangeTo: '2031-03-07T09:30:00.000Z',
      actorType: 'operator',
    });
    const events = await t.db.query<{ title: string }>(
      `select title from economic_events where time >= '2031-03-01' and time < '2031-03-10' order by time`,
    );
    expect(events.map((e) => e.title)).toEqual(['German ZEW Economic Sentiment', 'CPI m/m', 'Retail Sales m/m']);
    expect((await importCsv({ agent: owner }, WEEK_CSV)).data).toMatchObject({ inserted: 0, unchanged: 3 });

    const [audit] = await t.db.query<{ brand_id: string | null; before: unknown; after: CalendarImport }>(
      `select brand_id, before, after from audit_log where action = 'calendar.imported' and target_id = $1`,
      [r.data.id],
    );
    expect(audit).toMatchObject({ brand_id: null, before: null, after: { id: r.data.id, inserted: 3 } });
  });

  it('imports a JSON export sent as JSON; bad rows are reported by line and write nothing unless skipInvalid', async () => {
    const json = await adminCall<Report>(t, 'POST', ApiPath.adminCalendarImport, { agent: owner, body: WEEK_JSON });
    expect(json.data).toMatchObject({ format: 'json', read: 2, inserted: 1, unchanged: 1, applied: true });

    const bad = `${WEEK_CSV}\nNo Currency,,,2031-03-08,10:00,high,,,`;
    const refused = await importCsv({ agent: owner }, bad);
    expect([refused.status, refused.result]).toEqual([200, 0]);
    expect(refused.data).toMatchObject({ applied: false, problems: 1, inserted: 0 });
    expect(refused.data.problemRows[0]!.line).toBe(6);
    const forced = await importCsv({ agent: owner }, bad, '?skipInvalid=true');
    expect(forced.data).toMatchObject({ applied: true, problems: 1 });
    const nonsense = await adminCall(t, 'POST', ApiPath.adminCalendarImport, { agent: owner, body: { foo: 1 } });
    expect([nonsense.status, nonsense.result]).toEqual([400, ResultCode.RequestIsNotValid]);
    const badQuery = await importCsv({ agent: owner }, WEEK_CSV, '?dryRun=maybe');
    expect(badQuery.status).toBe(400);
  });

  it('an API key with calendar.import imports; the history lists who and when, newest first, paged', async () => {
    const key = (await newApiKey(t, owner, ['calendar.import'])).key;
    const r = await importCsv({ apiKey: key }, WEEK_CSV, '?fileName=nightly.csv');
    expect(r.data).toMatchObject({ actorType: 'api_key', fileName: 'nightly.csv' });
    const other = (await newApiKey(t, owner, ['catalogue.read'])).key;
    expect((await importCsv({ apiKey: other }, WEEK_CSV)).status).toBe(403);

    const historyAt = (query: string) =>
      adminCall<CursorPage<CalendarImport>>(t, 'GET', `${ApiPath.adminCalendarImports}?pageSize=2${query}`, {
        agent: owner,
      });
    const history = await historyAt('');
    expect(history.data.items).toHaveLength(2);
    expect(history.data.items[0]).toMatchObject({ id: r.data.id, actorType: 'api_key' });
    expect(history.data.count.value).toBeGreaterThanOrEqual(7);
    // The older imports from the page's position, and back to the same first page.
    const older = (await historyAt(`&cursor=${history.data.next}`)).data;
    expect(older.items.map((i) => i.id)).not.toContain(r.data.id);
    expect(Date.parse(older.items[0]!.at)).toBeLessThanOrEqual(Date.parse(history.data.items[1]!.at));
    expect((await historyAt(`&cursor=${older.previous}`)).data.items).toEqual(history.data.items);
  });
});
