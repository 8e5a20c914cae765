import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RiskCaseRef } from '@portal/contract';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { useFormat } from '../../shared/format/format.ts';
import { useOperator } from '../../shared/session/session.tsx';

/**
 * Why cases that hold nothing do not: a decided case (watched or confirmed) never holds, an open one only at or above
 * the brand's threshold.
 */
function notHoldingText(cases: readonly RiskCaseRef[]) {
  const decided = cases.filter((c) => c.status !== 'open').length;
  if (decided === cases.length) return 'payouts.riskCasesDecidedText';
  return decided === 0 ? 'payouts.riskCasesText' : 'payouts.riskCasesMixedText';
}

/**
 * The risk desk's cases on the payout's account: listed with links to them (for a role that reads them); an open one
 * at or above the brand's threshold holds the payout, and the notice says that approving waits for its decision.
 */
export function RiskHold({ cases, id }: { cases: readonly RiskCaseRef[]; id: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const me = useOperator();
  if (cases.length === 0) return null;
  const holds = cases.some((c) => c.holdsPayouts);
  const mayRead = me.actions.includes('risk.read');
  return (
    <Banner variant={holds ? 'warning' : 'neutral'} title={t(holds ? 'payouts.riskHeld' : 'payouts.riskCases')}>
      <p id={id}>{t(holds ? 'payouts.riskHeldText' : notHoldingText(cases))}</p>
      <ul className="bo-risk-refs">
        {cases.map((c) => {
          const name = `${t(`risk.signal.${c.signal}`)} · ${f.number(c.score, 2)} · ${t(`risk.status.${c.status}`)}`;
          return (
            <li key={c.id}>
              {mayRead ? (
                <Link className="link" to={`/risk/${encodeURIComponent(c.id)}`}>
                  {name}
                </Link>
              ) : (
                name
              )}
              {c.rules.length > 0 && (
                <span className="bo-muted"> — {c.rules.map((r) => t(`risk.rule.${r}`)).join(', ')}</span>
              )}
              {c.holdsPayouts && <strong> · {t('payouts.riskHolds')}</strong>}
            </li>
          );
        })}
      </ul>
    </Banner>
  );
}
