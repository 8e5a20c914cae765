import type { ReactNode } from 'react';
import type { ColourVariant, Objective } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { Countdown, DayResetCountdown } from './countdown.tsx';
import { lossVariant } from './dashboard-view.ts';
import { ObjectiveRow } from './objective-row.tsx';

type Props<R extends Objective['rule']> = {
  objective: Extract<Objective, { rule: R }>;
  currency: string;
  live: boolean;
};

const K = 'dashboard.objectives';

/** ok / close to the limit / breached, from the share of the limit in use. */
function useLossState(used: number, limit: number, state: 'ok' | 'breached' | 'paused') {
  const { t } = useTranslation();
  const level = lossVariant(used, limit);
  if (state === 'breached') return { label: t(`${K}.state.breached`), variant: 'negative' as ColourVariant, level };
  if (state === 'paused') return { label: t(`${K}.state.paused`), variant: 'warning' as ColourVariant, level };
  // Another rule ended the account first (one drop can break both floors): this one was reached too.
  if (used >= limit) return { label: t(`${K}.state.limitReached`), variant: 'negative' as ColourVariant, level };
  if (level === 'positive' || level === 'neutral')
    return { label: t(`${K}.state.ok`), variant: 'positive' as ColourVariant, level };
  return { label: t(`${K}.state.close`), variant: 'warning' as ColourVariant, level };
}

type LossRule = 'dailyLoss' | 'maxLoss';

/** A loss rule's row: how much of its limit is in use and its floor; `children` add what only that rule tells. */
function LossRow({
  rule,
  objective: o,
  currency,
  children,
}: {
  rule: LossRule;
  objective: Extract<Objective, { rule: LossRule }>;
  currency: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const money = (v: number) => format.money(v, currency);
  const state = useLossState(o.value, o.limit, o.state);
  const usedOf = t(`${K}.usedOf`, { used: money(o.value), limit: money(o.limit) });
  return (
    <ObjectiveRow
      title={t(`${K}.${rule}`)}
      state={state}
      figure={usedOf}
      progress={{ value: o.value, max: o.limit, valueText: usedOf, variant: state.level }}
    >
      <p>{t(`${K}.text.${rule}`, { used: money(o.value), limit: money(o.limit), floor: money(o.floor) })}</p>
      {children}
    </ObjectiveRow>
  );
}

/** Max daily loss: today's loss from the anchor, the floor, and the countdown to the day's reset (`dayResetsAt`). */
export function DailyLossObjective({
  objective: o,
  currency,
  live,
  dayResetsAt,
}: Props<'dailyLoss'> & { dayResetsAt: string | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <LossRow rule="dailyLoss" objective={o} currency={currency}>
      {o.worst > o.value && <p>{t(`${K}.text.dailyLossWorst`, { worst: format.money(o.worst, currency) })}</p>}
      {live && o.state === 'paused' && o.pausedUntil && (
        <p className="objective__countdown">
          <Countdown to={o.pausedUntil}>
            {(left) => t(`${K}.text.pausedUntil`, { time: format.dateTime(o.pausedUntil!), countdown: left })}
          </Countdown>
        </p>
      )}
      {dayResetsAt && o.state === 'ok' && (
        <p className="objective__countdown">
          <DayResetCountdown at={dayResetsAt} />
        </p>
      )}
    </LossRow>
  );
}

/** Max loss: how much of the phase's loss limit is in use, the floor, and how the floor moves. */
export function MaxLossObjective({ objective: o, currency }: Props<'maxLoss'>) {
  const { t } = useTranslation();
  return (
    <LossRow rule="maxLoss" objective={o} currency={currency}>
      <p>{o.locked ? t(`${K}.text.maxLossLocked`) : t(`${K}.maxLossMode.${o.mode}`)}</p>
    </LossRow>
  );
}
