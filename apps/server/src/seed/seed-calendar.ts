import type { EconomicImpact } from '@portal/contract';
import type { Db } from '../db/client.ts';
import { createCalendarRepository, upsertEvents } from '../modules/calendar/calendar.repository.ts';

/**
 * A live-looking economic calendar for the embedded default (docs/economic-calendar.md): this week and the next,
 * Monday to Friday, placed relative to now, with the actual figure of every event already past. A week that
 * already holds events (imported, or seeded on an earlier start) is left alone, so the seed is idempotent and a
 * machine started weeks later gets the weeks around its own date.
 */
type Template = [
  day: number,
  utc: string,
  currency: string,
  country: string,
  title: string,
  impact: EconomicImpact,
  forecast: string | null,
  previous: string | null,
  actual: string | null,
];

const thisWeek: Template[] = [
  [0, '07:00', 'GBP', 'GB', 'Rightmove HPI m/m', 'low', null, '-1.7%', '0.4%'],
  [0, '15:00', 'USD', 'US', 'Existing Home Sales', 'medium', '3.95M', '4.06M', '3.96M'],
  [0, '23:50', 'JPY', 'JP', 'Trade Balance', 'low', '-0.52T', '-0.29T', '-0.45T'],
  [1, '07:00', 'GBP', 'GB', 'GDP m/m', 'high', '0.1%', '-0.1%', '0.2%'],
  [1, '07:00', 'GBP', 'GB', 'Manufacturing Production m/m', 'medium', '0.2%', '-0.7%', '0.1%'],
  [1, '10:00', 'EUR', 'DE', 'German ZEW Economic Sentiment', 'high', '13.0', '13.1', '15.2'],
  [1, '10:00', 'EUR', 'EU', 'ZEW Economic Sentiment', 'medium', '20.3', '20.1', '22.4'],
  [1, '13:30', 'USD', 'US', 'CPI m/m', 'high', '0.3%', '0.4%', '0.3%'],
  [1, '13:30', 'USD', 'US', 'Core CPI m/m', 'high', '0.3%', '0.3%', '0.2%'],
  [1, '13:30', 'USD', 'US', 'CPI y/y', 'high', '2.9%', '3.0%', '2.9%'],
  [2, '00:30', 'AUD', 'AU', 'Wage Price Index q/q', 'medium', '0.8%', '0.8%', '0.8%'],
  [2, '07:00', 'GBP', 'GB', 'CPI y/y', 'high', '3.6%', '3.8%', '3.5%'],
  [2, '13:30', 'USD', 'US', 'PPI m/m', 'medium', '0.2%', '-0.1%', '0.3%'],
  [2, '15:30', 'USD', 'US', 'Crude Oil Inventories', 'low', '-1.2M', '2.5M', '-3.4M'],
  [2, '19:00', 'USD', 'US', 'Federal Funds Rate', 'high', '3.75%', '4.00%', '3.75%'],
  [2, '19:00', 'USD', 'US', 'FOMC Statement', 'high', null, null, null],
  [2, '19:30', 'USD', 'US', 'FOMC Press Conference', 'high', null, null, null],
  [3, '00:30', 'AUD', 'AU', 'Employment Change', 'high', '20.0K', '14.9K', '42.2K'],
  [3, '08:30', 'CHF', 'CH', 'SNB Policy Rate', 'high', '0.00%', '0.00%', '0.00%'],
  [3, '12:00', 'GBP', 'GB', 'Official Bank Rate', 'high', '4.00%', '4.00%', '4.00%'],
  [3, '13:15', 'EUR', 'EU', 'ECB Main Refinancing Rate', 'high', '2.15%', '2.15%', '2.15%'],
  [3, '13:30', 'USD', 'US', 'Unemployment Claims', 'medium', '224K', '218K', '229K'],
  [3, '13:45', 'EUR', 'EU', 'ECB Press Conference', 'high', null, null, null],
  [3, '15:00', 'USD', 'US', 'Philly Fed Manufacturing Index', 'medium', '-1.7', '-12.8', '1.9'],
  [4, '08:15', 'EUR', 'FR', 'French Flash Manufacturing PMI', 'low', '48.6', '48.8', '47.9'],
  [4, '09:30', 'GBP', 'GB', 'Retail Sales m/m', 'medium', '0.3%', '0.5%', '-0.2%'],
  [4, '13:30', 'USD', 'US', 'Non-Farm Employment Change', 'high', '55K', '22K', '64K'],
  [4, '13:30', 'USD', 'US', 'Unemployment Rate', 'high', '4.3%', '4.3%', '4.4%'],
  [4, '13:30', 'USD', 'US', 'Average Hourly Earnings m/m', 'high', '0.3%', '0.3%', '0.3%'],
  [4, '13:30', 'CAD', 'CA', 'Employment Change', 'high', '10.0K', '-65.5K', '66.6K'],
  [4, '15:00', 'USD', 'US', 'Prelim UoM Consumer Sentiment', 'medium', '55.0', '53.6', '54.3'],
];

const nextWeek: Template[] = [
  [0, '09:00', 'EUR', 'DE', 'German ifo Business Climate', 'medium', '88.5', '88.4', '88.1'],
  [0, '15:00', 'USD', 'US', 'New Home Sales', 'low', '710K', '800K', '698K'],
  [1, '09:30', 'GBP', 'GB', 'Flash Services PMI', 'medium', '51.2', '51.0', '50.5'],
  [1, '13:30', 'USD', 'US', 'Retail Sales m/m', 'high', '0.4%', '0.6%', '0.2%'],
  [1, '15:00', 'USD', 'US', 'CB Consumer Confidence', 'high', '93.5', '94.6', '92.9'],
  [2, '13:30', 'USD', 'US', 'Prelim GDP q/q', 'high', '2.8%', '3.8%', '3.1%'],
  [2, '19:00', 'USD', 'US', 'FOMC Meeting Minutes', 'high', null, null, null],
  [2, '21:45', 'NZD', 'NZ', 'Official Cash Rate', 'high', '2.25%', '2.50%', '2.25%'],
  [3, '00:30', 'AUD', 'AU', 'Retail Sales m/m', 'medium', '0.4%', '0.9%', '0.3%'],
  [3, '13:00', 'EUR', 'DE', 'German Prelim CPI m/m', 'medium', '0.2%', '0.3%', '0.3%'],
  [3, '23:30', 'JPY', 'JP', 'Tokyo Core CPI y/y', 'medium', '2.7%', '2.8%', '2.8%'],
  [4, '10:00', 'EUR', 'EU', 'CPI Flash Estimate y/y', 'high', '2.1%', '2.2%', '2.1%'],
  [4, '13:30', 'USD', 'US', 'Core PCE Price Index m/m', 'high', '0.2%', '0.2%', '0.2%'],
  [4, '13:30', 'CAD', 'CA', 'GDP m/m', 'medium', '0.1%', '-0.3%', '0.2%'],
];

const DAY_MS = 86_400_000;

/** Monday 00:00 UTC of the week holding `now`. */
export function weekStart(now: Date): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight - ((now.getUTCDay() + 6) % 7) * DAY_MS);
}

export async function seedCalendar(db: Db, now = new Date()): Promise<number> {
  const repo = createCalendarRepository();
  let added = 0;
  for (const [i, templates] of [thisWeek, nextWeek].entries()) {
    const monday = weekStart(now).getTime() + i * 7 * DAY_MS;
    if ((await repo.countBetween(db, new Date(monday), new Date(monday + 7 * DAY_MS))) > 0) continue;
    const events = templates.map(([day, utc, currency, country, title, impact, forecast, previous, actual]) => {
      const time = new Date(monday + day * DAY_MS + Date.parse(`1970-01-01T${utc}:00Z`));
      return { time, currency, country, title, impact, forecast, previous, actual: time < now ? actual : null };
    });
    added += (await upsertEvents(db, events)).inserted;
  }
  return added;
}
