import type { NewsTradingRule } from '@portal/contract';
import type { EpochMs, HighImpactNews, NewsWindowCheck } from './types.ts';

/**
 * News trading: a deal opened or closed inside [news − minutesBefore, news + minutesAfter] (both ends
 * included) on an affected instrument fails the account. An instrument is affected when its symbol contains
 * the event's currency (EURUSD and XAUUSD for USD; EURUSD.raw too), or always with `instruments: 'all'`.
 * Indices such as US30 name no currency: a firm that wants them covered uses 'all' or its own check.
 */

const MINUTE = 60_000;

export function isAffected(symbol: string, currency: string, rule: NewsTradingRule): boolean {
  return rule.instruments === 'all' || symbol.toUpperCase().includes(currency.toUpperCase());
}

/** Is a deal at `time` inside the window of a news event at `newsTime`? Both edges count. */
export function isInWindow(time: EpochMs, newsTime: EpochMs, rule: NewsTradingRule): boolean {
  return time >= newsTime - rule.minutesBefore * MINUTE && time <= newsTime + rule.minutesAfter * MINUTE;
}

/**
 * Builds the check from a list of high-impact events (any order). A deal costs one binary search plus the
 * events inside its window, so a calendar of years of news stays cheap.
 */
export function createNewsCalendar(news: readonly HighImpactNews[]): NewsWindowCheck {
  const sorted = [...news].sort((a, b) => a.time - b.time);
  return (symbol, time, rule) => {
    // The deal is in an event's window exactly when the event lies in [time − after, time + before].
    const from = time - rule.minutesAfter * MINUTE;
    const to = time + rule.minutesBefore * MINUTE;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((sorted[mid]?.time ?? Infinity) < from) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < sorted.length; i++) {
      const event = sorted[i];
      if (!event || event.time > to) break;
      if (isAffected(symbol, event.currency, rule)) return event;
    }
    return null;
  };
}
