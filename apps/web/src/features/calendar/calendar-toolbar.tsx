import { useTranslation } from 'react-i18next';
import { ECONOMIC_IMPACTS, type EconomicImpact } from '@portal/contract';
import { CURRENCIES, type CalendarQuery } from './calendar-query.ts';
import { formatWeekSpan } from './calendar-day-label.ts';
import { addDays } from './calendar-week.ts';
import { LabelledSelect } from '../../shared/ui/labelled-select.tsx';

type Props = {
  query: CalendarQuery;
  thisWeek: string;
  onWeek: (week: string) => void;
  onImpacts: (impacts: EconomicImpact[]) => void;
  onCurrency: (currency: string | null) => void;
};

/** Week navigation, the impact chips (several at once) and the currency filter. */
export function CalendarToolbar({ query, thisWeek, onWeek, onImpacts, onCurrency }: Props) {
  const { t, i18n } = useTranslation();
  const toggle = (impact: EconomicImpact) =>
    onImpacts(
      query.impacts.includes(impact)
        ? query.impacts.filter((i) => i !== impact)
        : ECONOMIC_IMPACTS.filter((i) => i === impact || query.impacts.includes(i)),
    );
  return (
    <div className="calendar-toolbar">
      <nav className="calendar-toolbar__weeks" aria-label={t('economicCalendar.weekNavigation')}>
        <button type="button" className="btn btn--secondary" onClick={() => onWeek(addDays(query.week, -7))}>
          <span aria-hidden="true">‹ </span>
          {t('economicCalendar.previousWeek')}
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => onWeek(thisWeek)}
          aria-current={query.week === thisWeek ? 'date' : undefined}
          disabled={query.week === thisWeek}
        >
          {t('economicCalendar.thisWeek')}
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => onWeek(addDays(query.week, 7))}>
          {t('economicCalendar.nextWeek')}
          <span aria-hidden="true"> ›</span>
        </button>
      </nav>
      <p className="calendar-toolbar__span" aria-live="polite">
        {formatWeekSpan(query.week, addDays(query.week, 6), i18n.language)}
      </p>
      <div className="calendar-toolbar__filters">
        <fieldset className="calendar-toolbar__impacts">
          <legend className="calendar-toolbar__label">{t('economicCalendar.impactFilter')}</legend>
          <div className="calendar-toolbar__chips">
            {[...ECONOMIC_IMPACTS].reverse().map((impact) => (
              <label key={impact} className={`calendar-chip calendar-chip--${impact}`}>
                <input
                  type="checkbox"
                  className="calendar-chip__input"
                  checked={query.impacts.includes(impact)}
                  onChange={() => toggle(impact)}
                />
                <span className="calendar-chip__label">{t(`economicCalendar.impact.${impact}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <LabelledSelect
          block="calendar-toolbar"
          label={t('economicCalendar.currency')}
          value={query.currency ?? ''}
          onChange={(value) => onCurrency(value || null)}
        >
          <option value="">{t('economicCalendar.allCurrencies')}</option>
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </LabelledSelect>
      </div>
    </div>
  );
}
