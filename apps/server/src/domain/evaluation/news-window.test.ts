import type { NewsTradingRule } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { applyEvents, createEvaluation } from './engine.ts';
import { createNewsCalendar, isAffected } from './news-window.ts';
import { at, closed, INITIAL, opened, rulesWith } from './test-events.ts';
import type { EvaluationEvent } from './types.ts';

const nfp = { time: at('2026-03-06T13:30'), currency: 'USD', title: 'Non-farm payrolls' };
const ecb = { time: at('2026-03-05T12:15'), currency: 'EUR' };
const calendar = createNewsCalendar([nfp, ecb]); // any order
const rule = (instruments: NewsTradingRule['instruments']): NewsTradingRule => ({
  minutesBefore: 2,
  minutesAfter: 2,
  instruments,
});
const evaluate = (r: NewsTradingRule | null, events: EvaluationEvent[], withCalendar = true) =>
  applyEvents(
    createEvaluation(rulesWith({ newsTrading: r }), { initialBalance: INITIAL, startTime: at('2026-03-02') }),
    events,
    withCalendar ? { isInNewsWindow: calendar } : {},
  );
const ms = (iso: string) => at(`2026-03-06T${iso}`);

describe('news window', () => {
  it('affected instruments: the symbol contains the currency', () => {
    expect(isAffected('EURUSD', 'USD', rule('affectedCurrencies'))).toBe(true);
    expect(isAffected('xauusd.raw', 'USD', rule('affectedCurrencies'))).toBe(true);
    expect(isAffected('GBPJPY', 'USD', rule('affectedCurrencies'))).toBe(false);
    expect(isAffected('US30', 'USD', rule('affectedCurrencies'))).toBe(false);
    expect(isAffected('GBPJPY', 'USD', rule('all'))).toBe(true);
  });

  it('both window edges are inside: 2 minutes before and after, to the millisecond', () => {
    const r = rule('affectedCurrencies');
    expect(calendar('EURUSD', ms('13:28:00'), r)).toEqual(nfp);
    expect(calendar('EURUSD', ms('13:27:59.999'), r)).toBeNull();
    expect(calendar('EURUSD', ms('13:32:00'), r)).toEqual(nfp);
    expect(calendar('EURUSD', ms('13:32:00.001'), r)).toBeNull();
  });

  it('a deal opened in the window on an affected instrument fails the account (news trading)', () => {
    const deal = opened(ms('13:29'), 'XAUUSD');
    const s = evaluate(rule('affectedCurrencies'), [deal]);
    expect(s.verdict).toEqual({
      status: 'failed',
      rule: 'newsTrading',
      time: ms('13:29'),
      equity: INITIAL,
      floor: null,
      dealId: deal.dealId,
      news: nfp,
    });
  });

  it('a deal closed in the window fails too', () => {
    const s = evaluate(rule('affectedCurrencies'), [opened(ms('10:00')), closed(ms('13:31'), 100)]);
    expect(s.verdict).toMatchObject({ status: 'failed', rule: 'newsTrading' });
    expect(s.balance).toBe(INITIAL + 100); // the deal still happened
  });

  it('unaffected instruments trade freely unless the rule covers all instruments', () => {
    expect(evaluate(rule('affectedCurrencies'), [opened(ms('13:30'), 'GBPJPY')]).verdict.status).toBe('inProgress');
    expect(evaluate(rule('all'), [opened(ms('13:30'), 'GBPJPY')]).verdict).toMatchObject({ rule: 'newsTrading' });
  });

  it('no rule, or no calendar given: nothing is checked', () => {
    expect(evaluate(null, [opened(ms('13:30'))]).verdict.status).toBe('inProgress');
    expect(evaluate(rule('all'), [opened(ms('13:30'))], false).verdict.status).toBe('inProgress');
  });

  it('finds an event among many by binary search', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      time: at('2026-01-01') + i * 3_600_000,
      currency: 'JPY',
    }));
    const check = createNewsCalendar([...many, nfp]);
    expect(check('EURUSD', ms('13:31'), rule('affectedCurrencies'))).toEqual(nfp);
    expect(check('USDJPY', at('2026-01-01T05:01'), rule('affectedCurrencies'))).toMatchObject({ currency: 'JPY' });
    expect(check('EURUSD', at('2026-01-01T05:01'), rule('affectedCurrencies'))).toBeNull();
  });
});
