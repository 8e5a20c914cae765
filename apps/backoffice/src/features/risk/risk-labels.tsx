import { useTranslation } from 'react-i18next';
import type { ColourVariant, RiskCaseStatus, RiskRule } from '@portal/contract';
import { ProgressBar } from '@portal/ui/widgets/progress-bar.tsx';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { useFormat } from '../../shared/format/format.ts';

/** Undecided cases call for the analyst; a confirmed one is abuse; watched and cleared ones are settled for now. */
const STATUS_VARIANT: Record<RiskCaseStatus, ColourVariant> = {
  open: 'warning',
  watched: 'neutral',
  cleared: 'positive',
  confirmed: 'negative',
};

export function RiskStatusBadge({ status }: { status: RiskCaseStatus }) {
  const { t } = useTranslation();
  return <StatusBadge variant={STATUS_VARIANT[status]}>{t(`risk.status.${status}`)}</StatusBadge>;
}

/** A score's colour: from 0.8 the evidence is strong, from 0.5 worth a look. */
const scoreVariant = (score: number): ColourVariant =>
  score >= 0.8 ? 'negative' : score >= 0.5 ? 'warning' : 'neutral';

/** A score (0–1) as a short bar with its value beside it, so that a list ordered by score reads at a glance. */
export function RiskScore({ score, label }: { score: number; label?: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const text = f.number(score, 2);
  return (
    <span className="risk-score">
      <ProgressBar
        label={label ?? t('risk.score')}
        value={score}
        max={1}
        valueText={text}
        variant={scoreVariant(score)}
      />
      <span className="risk-score__value">{text}</span>
    </span>
  );
}

/** The rules a case rests on, by their names. */
export function useRuleNames() {
  const { t } = useTranslation();
  return (rules: readonly RiskRule[]) => rules.map((r) => t(`risk.rule.${r}`)).join(', ');
}
