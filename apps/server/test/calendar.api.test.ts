import { beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, ResultCode, economicCalendarSchema, type EconomicCalendar } from '@portal/contract';
import { seedCalendar, weekStart } from '../src/seed/seed-calendar.ts';
import { importCalendar } from '../src/modules/calendar/calendar-import.service.ts';
import { createEconomicCalendarNews } from '../src/modules/evaluation/ingestion/news-source.ts';
import { call, signedInTrader, useTestApp } from './test-app.ts';

/** A week of our own, far from the seeded weeks around today. */
const WEEK = [
  'title,currency,country,date,time,impact,forecast,previous,actual',
  'CPI m/m,USD,US,2030-01-08,13:30,high,0.3%,0.4%,0.2%',
  'German ZEW Economic Sentiment,EUR,DE,2030-01-08,10:00,high,13.0,13.1,',
  'Crude Oil Inventories,USD,US,2030-01-09,15:30,low,-1.2M,2.5M,',
  'Retail Sales m/m,GBP,GB,2030-01-10,09:30,medium,0.3%,0.5%,',
  'ECB Main Refinancing Rate,EUR,EU,2030-01-11,13:15,high,2.15%,2.15%,',
].join('\n');

describe('economic calendar', () => {
  let token: string;
  const get = (query: string, auth: string | null = token) =>
    call<EconomicCalendar>(t, 'GET', `${ApiPath.economicCalendar}?${query}`, auth ? { token: auth } : {});

  const t = useTestApp();
  beforeAll(async () => {
    token = (await signedInTrader(t)).token;
    expect(await importCalendar(t.db, 'week.csv', WEEK)).toMatchObject({ applied: true, inserted: 5, problems: [] });
  });

  it('asks for a signed-in trader', async () => {
    expect((await get('from=2030-01-07&to=2030-01-13', null)).status).toBe(401);
  });

  it('lists a range by time, `to` a whole day when a date, exclusive when an instant', async () => {
    const r = await get('from=2030-01-07&to=2030-01-13');
    expect(r).toMatchObject({ status: 200, result: ResultCode.Ok });
    expect(economicCalendarSchema.parse(r.data)).toEqual(r.data);
    expect(r.data.items.map((e) => e.title)).toEqual([
      'German ZEW Economic Sentiment',
      'CPI m/m',
      'Crude Oil Inventories',
      'Retail Sales m/m',
      'ECB Main Refinancing Rate',
    ]);
    expect(r.data.items[1]).toEqual({
      id: expect.any(String),
      time: '2030-01-08T13:30:00.000Z',
      currency: 'USD',
      country: 'US',
      title: 'CPI m/m',
      impact: 'high',
      forecast: '0.3%',
      previous: '0.4%',
      actual: '0.2%',
    });
    expect((await get('from=2030-01-08&to=2030-01-08')).data.items).toHaveLength(2);
    const instants = await get('from=2030-01-08T10:00:00Z&to=2030-01-08T13:30:00%2B00:00');
    expect(instants.data.items.map((e) => e.title)).toEqual(['German ZEW Economic Sentiment']);
  });

  it('filters by impact and currency (comma lists, any case of currency)', async () => {
    const high = await get('from=2030-01-07&to=2030-01-13&impact=high');
    expect(high.data.items.map((e) => e.title)).toEqual([
      'German ZEW Economic Sentiment',
      'CPI m/m',
      'ECB Main Refinancing Rate',
    ]);
    const both = await get('from=2030-01-07&to=2030-01-13&impact=high,medium&currency=usd,GBP');
    expect(both.data.items.map((e) => e.title)).toEqual(['CPI m/m', 'Retail Sales m/m']);
    expect((await get('from=2030-01-07&to=2030-01-13&currency=JPY')).data.items).toEqual([]);
  });

  it('refuses a bad query with 400 / -200', async () => {
    for (const query of [
      'to=2030-01-13',
      'from=2030-01-07',
      'from=2030-01-07&to=2030-02-08',
      'from=2030-01-07&to=2030-01-06',
      'from=2030-01-07T00:00:00Z&to=2030-01-07T00:00:00Z',
      'from=yesterday&to=2030-01-13',
      'from=2030-01-07T10:00:00&to=2030-01-13',
      'from=2030-01-07&to=2030-01-13&impact=huge',
      'from=2030-01-07&to=2030-01-13&impact=',
      'from=2030-01-07&to=2030-01-13&currency=US',
    ]) {
      const r = await get(query);
      expect({ query, status: r.status, result: r.result }).toEqual({ query, status: 400, result: -200 });
    }
    expect((await get('from=2030-01-01&to=2030-01-31')).status).toBe(200);
  });

  it('seeds this week and the next around today, with actual figures only for what is past', async () => {
    const monday = weekStart(new Date());
    const to = new Date(monday.getTime() + 14 * 86_400_000);
    const r = await get(`from=${monday.toISOString()}&to=${to.toISOString()}`);
    const items = r.data.items;
    expect(items.length).toBeGreaterThan(30);
    expect(new Set(items.map((e) => e.impact))).toEqual(new Set(['low', 'medium', 'high']));
    expect(items.map((e) => e.title)).toEqual(expect.arrayContaining(['CPI m/m', 'Non-Farm Employment Change']));
    expect(items.map((e) => e.time)).toEqual(items.map((e) => e.time).sort());
    const now = Date.now();
    expect(items.filter((e) => Date.parse(e.time) > now).every((e) => e.actual === null)).toBe(true);
    const cpi = items.find((e) => e.title === 'CPI m/m')!;
    expect(Date.parse(cpi.time) < now).toBe(cpi.actual !== null);
    // Idempotent, and a week that holds events is never seeded over.
    expect(await seedCalendar(t.db)).toBe(0);
    expect(await seedCalendar(t.db, new Date('2030-01-09T12:00:00Z'))).toBe(14); // only the week after ours
  });

  it('imports idempotently, refreshes changed figures, and writes nothing from a file with bad rows', async () => {
    expect(await importCalendar(t.db, 'week.csv', WEEK)).toMatchObject({ inserted: 0, updated: 0, unchanged: 5 });
    const later = WEEK.replace('13.0,13.1,', '13.0,13.1,15.2');
    expect(await importCalendar(t.db, 'week.csv', later)).toMatchObject({ inserted: 0, updated: 1, unchanged: 4 });
    const zew = (await get('from=2030-01-08&to=2030-01-08&currency=EUR')).data.items[0]!;
    expect(zew.actual).toBe('15.2');

    const bad = `${WEEK}\nFOMC Statement,USD,US,2030-01-09,19:00,high,,,\nBroken,USD,US,someday,10:00,high,,,`;
    const refused = await importCalendar(t.db, 'week.csv', bad);
    expect(refused).toMatchObject({ applied: false, inserted: 0, problems: [{ line: 8 }] });
    expect((await get('from=2030-01-09&to=2030-01-09&impact=high')).data.items).toEqual([]);
    const forced = await importCalendar(t.db, 'week.csv', bad, { skipInvalid: true });
    expect(forced).toMatchObject({ applied: true, inserted: 1, unchanged: 5 });
  });

  it('feeds the news rule: imported and seeded high-impact events are what NewsSource sees', async () => {
    const news = createEconomicCalendarNews(t.db);
    const imported = await news.highImpactBetween(
      Date.parse('2030-01-08T00:00:00Z'),
      Date.parse('2030-01-08T23:59:59Z'),
    );
    expect(imported).toEqual([
      { time: Date.parse('2030-01-08T10:00:00Z'), currency: 'EUR', title: 'German ZEW Economic Sentiment' },
      { time: Date.parse('2030-01-08T13:30:00Z'), currency: 'USD', title: 'CPI m/m' },
    ]);
    const monday = weekStart(new Date()).getTime();
    const seeded = await news.highImpactBetween(monday, monday + 7 * 86_400_000);
    expect(seeded.map((e) => e.title)).toEqual(expect.arrayContaining(['CPI m/m', 'Federal Funds Rate']));
    expect(seeded.map((e) => e.title)).not.toContain('Crude Oil Inventories');
  });

  it('the news kept in memory is what the table holds, and follows a change once it is heard', async () => {
    const feed = t.app.modules.core.services.changeFeed;
    const kept = createEconomicCalendarNews(t.db, feed);
    const direct = createEconomicCalendarNews(t.db);
    const day = [Date.parse('2030-01-08T00:00:00Z'), Date.parse('2030-01-08T23:59:59Z')] as const;
    expect(feed.live).toBe(true);
    expect(await kept.highImpactBetween(...day)).toEqual(await direct.highImpactBetween(...day));
    await t.db.query(
      `insert into economic_events (time, currency, country, title, impact) values
         ('2030-01-08T10:00:00Z', 'AUD', 'AU', 'Employment Change', 'high'),
         ('2030-01-08T12:00:00Z', 'CAD', 'CA', 'Building Permits', 'low')`,
    );
    // A write typed by hand reaches the memory with its notification (migration 0034), at the latest at settled().
    await feed.settled();
    const after = await kept.highImpactBetween(...day);
    expect(after.map((e) => e.title)).toEqual(['Employment Change', 'German ZEW Economic Sentiment', 'CPI m/m']);
    expect(after).toEqual(await direct.highImpactBetween(...day));
    // The bounds are inclusive, as the table's `between`.
    const [first] = after;
    expect(await kept.highImpactBetween(first!.time, first!.time)).toEqual(
      await direct.highImpactBetween(first!.time, first!.time),
    );
  });
});
