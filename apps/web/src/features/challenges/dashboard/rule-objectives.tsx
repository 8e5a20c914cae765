import type { Objective } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { Countdown } from './countdown.tsx';
import { lossVariant } from './dashboard-view.ts';
import { ObjectiveRow } from './objective-row.tsx';

type Props<R extends Objective['rule']> = { objective: Extract<Objective, { rule: R }>; live: boolean };

const K = 'dashboard.objectives';

/** News trading: the window around high-impact news in which no trade may be opened or closed. */
export function NewsTradingObjective({ objective: o }: Props<'newsTrading'>) {
  const { t } = useTranslation();
  return (
    <ObjectiveRow
      title={t(`${K}.newsTrading`)}
      state={
        o.state === 'ok'
          ? { label: t(`${K}.state.respected`), variant: 'positive' }
          : { label: t(`${K}.state.breached`), variant: 'negative' }
      }
    >
      <p>{t(`${K}.text.newsTrading`, { before: o.minutesBefore, after: o.minutesAfter })}</p>
    </ObjectiveRow>
  );
}

/** Time limit: the day of the phase, the deadline, and the time left. */
export function CalendarDaysObjective({ objective: o, live }: Props<'maxCalendarDays'>) {
  const { t } = useTranslation();
  const format = useFormatters();
  const breached = o.state === 'breached';
  const dayOf = t(`${K}.dayOf`, { value: o.value, limit: o.limit });
  const variant = breached ? 'negative' : lossVariant(o.value, o.limit);
  return (
    <ObjectiveRow
      title={t(`${K}.maxCalendarDays`)}
      state={
        breached
          ? { label: t(`${K}.state.timeUp`), variant: 'negative' }
          : { label: t(`${K}.state.onTime`), variant: variant === 'positive' ? 'positive' : 'warning' }
      }
      figure={dayOf}
      progress={{ value: o.value, max: o.limit, valueText: dayOf, variant }}
    >
      <p>{t(`${K}.text.deadline`, { deadline: format.dateTime(o.deadline) })}</p>
      {live && !breached && (
        <p className="objective__countdown">
          <Countdown to={o.deadline}>{(left) => t(`${K}.text.timeLeft`, { time: left })}</Countdown>
        </p>
      )}
    </ObjectiveRow>
  );
}
