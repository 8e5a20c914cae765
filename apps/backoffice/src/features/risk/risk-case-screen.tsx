import { useState } from 'react';
import { Link } from 'react-router';
import type { RiskDecision } from '@portal/contract';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { readState } from '../../shared/api/read-state.ts';
import { BrandTag } from '../../shared/ui/brand-filter.tsx';
import { Facts, readRecord, RecordHead, SectionCard } from '../../shared/ui/record-page.tsx';
import { recordPlace, useRecordScreen } from '../../shared/ui/use-record-screen.ts';
import { AccountName } from './account-name.tsx';
import { PairEvidence, SharedMarks } from './pair-evidence.tsx';
import { RiskDecisionDialog } from './risk-decision-dialog.tsx';
import { RiskFindings } from './risk-findings.tsx';
import { RiskScore, RiskStatusBadge, useRuleNames } from './risk-labels.tsx';
import { useDecideRiskCaseMutation, useRiskCaseQuery } from './api/risk-api.ts';
import './risk.css';

const DECISION_VARIANT = { watch: 'neutral', clear: 'positive', confirm: 'negative' } as const;

/**
 * One case with its evidence: the score, the signal and the rules that fired; for each pair of its accounts the
 * copied trades on one timeline, the opposite positions and what they share; each account's strategy findings;
 * the decisions so far, and the analyst's own.
 */
export default function RiskCaseScreen() {
  const { t, id, me, f, notify } = useRecordScreen();
  const ruleNames = useRuleNames();
  const [deciding, setDeciding] = useState(false);
  const [decide] = useDecideRiskCaseMutation();
  const [c, page] = readRecord(readState(useRiskCaseQuery(id)), recordPlace(t, 'risk', 'risk.caseTitle'));
  if (!c) return page;
  const mayDecide = me.actions.includes('risk.decide') && c.status !== 'confirmed';
  const title = t('risk.caseHeading', { signal: t(`risk.signal.${c.signal}`), count: c.accounts.length });

  return (
    <section className="page">
      <RecordHead back="/risk" backLabel={t('risk.back')} title={title}>
        {mayDecide && (
          <button type="button" className="btn btn--primary" onClick={() => setDeciding(true)}>
            {t('risk.decide')}
          </button>
        )}
      </RecordHead>
      <SectionCard title={t('risk.details')}>
        <Facts
          className="risk-facts"
          facts={[
            { label: t('risk.score'), value: <RiskScore score={c.score} /> },
            { label: t('risk.statusLabel'), value: <RiskStatusBadge status={c.status} /> },
            {
              label: t('risk.signalLabel'),
              value: (
                <>
                  {t(`risk.signal.${c.signal}`)}
                  <BrandTag brandId={c.brandId} />
                </>
              ),
            },
            { label: t('risk.rules'), value: ruleNames(c.rules) },
            {
              label: t('risk.heldPayouts'),
              value: c.heldPayouts ? t('risk.heldPayoutsText', { count: c.heldPayouts }) : t('risk.noHeldPayouts'),
            },
            { label: t('risk.opened'), value: f.when(c.openedAt) },
            { label: t('risk.updated'), value: f.when(c.updatedAt) },
          ]}
        />
        <ul className="risk-accounts risk-accounts--case" aria-label={t('risk.accounts')}>
          {c.accounts.map((a) => (
            <li key={a.accountId}>
              <AccountName account={a} />
              <span className="bo-muted"> · {a.traderEmail}</span>
              {me.actions.includes('traders.read') && (
                <>
                  {' · '}
                  <Link className="link" to={`/traders/${encodeURIComponent(a.traderId)}`}>
                    {t('risk.traderFile')}
                  </Link>
                </>
              )}
            </li>
          ))}
        </ul>
      </SectionCard>
      {c.pairs.map((pair) => (
        <SectionCard
          key={`${pair.accounts[0].accountId}-${pair.accounts[1].accountId}`}
          title={t('risk.pairTitle', { a: pair.accounts[0].login, b: pair.accounts[1].login })}
        >
          <PairEvidence pair={pair} extraShared={pair.shared.length > 0} />
        </SectionCard>
      ))}
      {c.findings.length > 0 && (
        <SectionCard title={t('risk.findings')}>
          <RiskFindings riskCase={c} />
        </SectionCard>
      )}
      {c.shared.length > 0 && (
        <SectionCard title={t('risk.shared')}>
          <SharedMarks marks={c.shared} accounts={c.accounts} />
        </SectionCard>
      )}
      {c.changes.length > 0 && (
        <SectionCard title={t('risk.changes')}>
          <ol className="risk-decisions">
            {c.changes.map((ch, i) => (
              <li key={i}>
                <span className="bo-muted">{f.when(ch.at)}</span>
                {ch.added.length > 0 && (
                  <p className="risk-decisions__reason">
                    {t('risk.joined', { accounts: ch.added.map((a) => a.login).join(', ') })}
                  </p>
                )}
                {ch.removed.length > 0 && (
                  <p className="risk-decisions__reason">
                    {t('risk.left', { accounts: ch.removed.map((a) => a.login).join(', ') })}
                  </p>
                )}
              </li>
            ))}
          </ol>
        </SectionCard>
      )}
      <SectionCard title={t('risk.decisions')}>
        {c.decisions.length === 0 ? (
          <p className="bo-muted">{t('risk.noDecisions')}</p>
        ) : (
          <ol className="risk-decisions">
            {c.decisions.map((d, i) => (
              <li key={i}>
                <StatusBadge variant={DECISION_VARIANT[d.decision]}>{t(`risk.decided.${d.decision}`)}</StatusBadge>{' '}
                <span className="bo-muted">
                  {t('risk.decidedBy', {
                    who: d.decidedByType === 'api_key' ? t('audit.apiKey', { name: d.decidedBy }) : d.decidedBy || '—',
                    when: f.when(d.decidedAt),
                  })}
                </span>
                <p className="risk-decisions__reason">{d.reason}</p>
              </li>
            ))}
          </ol>
        )}
      </SectionCard>
      {deciding && (
        <RiskDecisionDialog
          accounts={c.accounts.length}
          payouts={c.heldPayouts}
          onDecide={async (decision: RiskDecision, reason: string) => {
            await decide({ id: c.id, decision, reason }).unwrap();
            setDeciding(false);
            notify(t(`risk.decidedToast.${decision}`));
          }}
          onClose={() => setDeciding(false)}
        />
      )}
    </section>
  );
}
