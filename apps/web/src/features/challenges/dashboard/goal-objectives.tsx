import type { ColourVariant, Objective } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { ObjectiveRow } from './objective-row.tsx';

const K = 'dashboard.objectives';

type Props<R extends Objective['rule']> = {
  objective: Extract<Objective, { rule: R }>;
  currency: string;
  /** false once the verdict is final: a goal not reached by then never will be */
  live: boolean;
};

function useGoalState(reached: boolean, live: boolean): { label: string; variant: ColourVariant } {
  const { t } = useTranslation();
  if (reached) return { label: t(`${K}.state.reached`), variant: 'positive' };
  if (!live) return { label: t(`${K}.state.notReached`), variant: 'muted' };
  return { label: t(`${K}.state.inProgress`), variant: 'neutral' };
}

type GoalRowProps = {
  rule: 'profitTarget' | 'tradingDays';
  objective: { state: string; value: number };
  goal: number;
  live: boolean;
  /** "x of y", shown and read out with the bar */
  figure: string;
  /** what is left, said until the goal is reached */
  pending: string;
};

/** A goal's row: the progress toward it, and what is left until it is reached. */
function GoalRow({ rule, objective, goal, live, figure, pending }: GoalRowProps) {
  const { t } = useTranslation();
  const reached = objective.state === 'reached';
  const state = useGoalState(reached, live);
  return (
    <ObjectiveRow
      title={t(`${K}.${rule}`)}
      state={state}
      figure={figure}
      progress={{ value: objective.value, max: goal, valueText: figure, variant: reached ? 'positive' : 'neutral' }}
    >
      <p>{reached ? t(`${K}.text.${rule}Reached`) : pending}</p>
    </ObjectiveRow>
  );
}

/** Profit target: what has been made toward it, and what is left. */
export function ProfitTargetObjective({ objective: o, currency, live }: Props<'profitTarget'>) {
  const { t } = useTranslation();
  const format = useFormatters();
  const made = t(`${K}.madeOf`, { value: format.money(o.value, currency), target: format.money(o.target, currency) });
  const share = o.target > 0 ? Math.max(0, o.value / o.target) * 100 : 0;
  const pending = t(`${K}.text.profitTarget`, {
    percent: format.percent(Math.min(100, Math.floor(share * 10) / 10)),
    left: format.money(o.target - o.value, currency),
  });
  return <GoalRow rule="profitTarget" objective={o} goal={o.target} live={live} figure={made} pending={pending} />;
}

/** Minimum trading days: the days traded and the minimum (past it too: "7 days traded · 4 required"). */
export function TradingDaysObjective({ objective: o, live }: Props<'tradingDays'>) {
  const { t } = useTranslation();
  const daysOf = t(`${K}.daysTraded`, { count: o.value, min: o.min });
  const pending = t(`${K}.text.tradingDaysLeft`, { count: Math.max(0, o.min - o.value) });
  return <GoalRow rule="tradingDays" objective={o} goal={o.min} live={live} figure={daysOf} pending={pending} />;
}

/** Consistency: the best day's share of the profit against the limit (it holds a pass back, never fails). */
export function ConsistencyObjective({ objective: o, currency }: Props<'consistency'>) {
  const { t } = useTranslation();
  const format = useFormatters();
  const ok = o.state === 'ok';
  const limit = format.percent(o.limit);
  const share = o.value === null ? null : format.percent(o.value);
  const figure = share === null ? t(`${K}.noShare`, { limit }) : t(`${K}.shareOf`, { share, limit });
  return (
    <ObjectiveRow
      title={t(`${K}.consistency`)}
      state={
        ok
          ? { label: t(`${K}.state.met`), variant: 'positive' }
          : { label: t(`${K}.state.blocking`), variant: 'warning' }
      }
      figure={figure}
      progress={{
        value: o.value ?? 0,
        max: 100,
        valueText: figure,
        variant: ok ? 'positive' : 'warning',
        marker: o.limit,
      }}
    >
      <p>
        {share === null
          ? t(`${K}.text.consistencyNone`, { limit })
          : t(`${K}.text.consistency`, {
              bestDay: format.money(o.bestDay, currency),
              share,
              total: format.money(o.totalProfit, currency),
              limit,
            })}
      </p>
      {!ok && <p>{t(`${K}.text.consistencyBlocking`)}</p>}
    </ObjectiveRow>
  );
}
