import { useTranslation } from 'react-i18next';
import type { RiskCase } from '@portal/contract';
import { DataTable, type DataColumn } from '@portal/ui/widgets/data-table.tsx';
import { useFormat } from '../../shared/format/format.ts';
import { AccountName } from './account-name.tsx';
import { RiskScore } from './risk-labels.tsx';

type Finding = RiskCase['findings'][number];

/** The strategy rules that fired on each of the case's accounts: the rule, its score, and on how many of the trades. */
export function RiskFindings({ riskCase }: { riskCase: RiskCase }) {
  const { t } = useTranslation();
  const f = useFormat();
  const columns: Array<DataColumn<Finding>> = [
    { label: t('risk.rule.label'), rowHeader: true, cell: (x) => t(`risk.rule.${x.rule}`) },
    { label: t('risk.score'), nowrap: true, cell: (x) => <RiskScore score={x.score} /> },
    {
      label: t('risk.trades'),
      nowrap: true,
      cell: (x) => t('risk.outOf', { count: x.positionIds.length, outOf: f.number(x.outOf) }),
    },
  ];
  return (
    <div className="stack">
      {riskCase.accounts
        .map((account) => ({ account, findings: riskCase.findings.filter((x) => x.accountId === account.accountId) }))
        .filter(({ findings }) => findings.length > 0)
        .map(({ account, findings }) => (
          <section key={account.accountId} className="stack risk-findings" aria-label={account.login}>
            <h3 className="bo-card-title bo-card-title--small">
              <AccountName account={account} />
            </h3>
            <DataTable
              bare
              cards={false}
              columns={columns}
              rows={findings}
              rowKey={(x) => x.rule}
              caption={t('risk.findingsOf', { login: account.login })}
              hideCaption
            />
          </section>
        ))}
    </div>
  );
}
