import { useTranslation } from 'react-i18next';
import type { RiskCase } from '@portal/contract';
import { DataTable, type DataColumn } from '@portal/ui/widgets/data-table.tsx';
import { useFormat } from '../../shared/format/format.ts';
import { AccountName } from './account-name.tsx';
import { RiskScore } from './risk-labels.tsx';

type Finding = RiskCase['findings'][number];

/**
 * The strategy rules that fired on the case's accounts, one table so that their scores line up: the account, the
 * rule, its score, and on how many of the account's trades.
 */
export function RiskFindings({ riskCase }: { riskCase: RiskCase }) {
  const { t } = useTranslation();
  const f = useFormat();
  const accountOf = (x: Finding) => riskCase.accounts.find((a) => a.accountId === x.accountId);
  const order = (x: Finding) => riskCase.accounts.findIndex((a) => a.accountId === x.accountId);
  const rows = [...riskCase.findings].sort((x, y) => order(x) - order(y) || y.score - x.score);
  const columns: Array<DataColumn<Finding>> = [
    {
      label: t('risk.account'),
      cell: (x) => {
        const account = accountOf(x);
        return account ? <AccountName account={account} /> : x.accountId;
      },
    },
    { label: t('risk.rule.label'), cell: (x) => t(`risk.rule.${x.rule}`) },
    { label: t('risk.score'), nowrap: true, cell: (x) => <RiskScore score={x.score} /> },
    {
      label: t('risk.trades'),
      nowrap: true,
      cell: (x) => t('risk.outOf', { count: x.positionIds.length, outOf: f.number(x.outOf) }),
    },
  ];
  return (
    <DataTable
      bare
      columns={columns}
      rows={rows}
      rowKey={(x) => `${x.accountId}-${x.rule}`}
      caption={t('risk.findings')}
      hideCaption
    />
  );
}
