import type { Objective } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { ConsistencyObjective, ProfitTargetObjective, TradingDaysObjective } from './goal-objectives.tsx';
import { DailyLossObjective, MaxLossObjective } from './loss-objectives.tsx';
import { CalendarDaysObjective, NewsTradingObjective } from './rule-objectives.tsx';
import { TitledSection } from '../../../shared/ui/titled-section.tsx';

type Props = {
  objectives: Objective[];
  currency: string;
  live: boolean;
  /** the day's reset (TradingMetrics' `dayResetsAt`) while the phase is in progress */
  dayResetsAt: string | null;
};

/** Goals first (what passes the phase), then the limits that must hold (what fails it). */
const order: Objective['rule'][] = [
  'profitTarget',
  'tradingDays',
  'consistency',
  'dailyLoss',
  'maxLoss',
  'maxCalendarDays',
  'newsTrading',
];

function ObjectiveItem({
  objective,
  currency,
  live,
  dayResetsAt,
}: Omit<Props, 'objectives'> & { objective: Objective }) {
  switch (objective.rule) {
    case 'dailyLoss':
      return <DailyLossObjective objective={objective} currency={currency} live={live} dayResetsAt={dayResetsAt} />;
    case 'maxLoss':
      return <MaxLossObjective objective={objective} currency={currency} live={live} />;
    case 'profitTarget':
      return <ProfitTargetObjective objective={objective} currency={currency} live={live} />;
    case 'tradingDays':
      return <TradingDaysObjective objective={objective} currency={currency} live={live} />;
    case 'consistency':
      return <ConsistencyObjective objective={objective} currency={currency} live={live} />;
    case 'newsTrading':
      return <NewsTradingObjective objective={objective} live={live} />;
    case 'maxCalendarDays':
      return <CalendarDaysObjective objective={objective} live={live} />;
  }
}

/** The phase's objectives, each with its progress and its state explained in plain words. */
export function ObjectivesPanel({ objectives, currency, live, dayResetsAt }: Props) {
  const { t } = useTranslation();
  const sorted = [...objectives].sort((a, b) => order.indexOf(a.rule) - order.indexOf(b.rule));
  return (
    <TitledSection
      className="card dashboard-card objectives"
      titleId="objectives-title"
      title={t('challenges.objectives')}
      titleClassName="dashboard-card__title"
    >
      <ul className="objectives__list">
        {sorted.map((objective) => (
          <ObjectiveItem
            key={objective.rule}
            objective={objective}
            currency={currency}
            live={live}
            dayResetsAt={dayResetsAt}
          />
        ))}
      </ul>
    </TitledSection>
  );
}
