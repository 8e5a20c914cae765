import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RISK_CASE_STATUSES, RISK_SIGNALS, type RiskCaseStatus, type RiskSignal } from '@portal/contract';
import type { DataColumn } from '@portal/ui/widgets/data-table.tsx';
import { QUEUE_POLLING_MS } from '../../shared/api/console-api.ts';
import { readState } from '../../shared/api/read-state.ts';
import { useFormat } from '../../shared/format/format.ts';
import { BrandFilter } from '../../shared/ui/brand-filter.tsx';
import { useOperator } from '../../shared/session/session.tsx';
import { FilterActions, CursorRecordTable } from '../../shared/ui/list-states.tsx';
import { PageHead } from '../../shared/ui/record-page.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { useListQuery } from '../../shared/ui/use-list-query.ts';
import { orderOf, OrderField } from '../../shared/ui/list-order.tsx';
import { RiskScore, RiskStatusBadge, useRuleNames } from './risk-labels.tsx';
import { useRiskCasesQuery, type RiskCaseRow } from './api/risk-api.ts';
import './risk.css';

const FILTERS = ['signal', 'brandId', 'status', 'minScore', 'order'] as const;
/** The score floors an analyst narrows the list to: the strong cases, the likely ones, anything worth a look. */
const MIN_SCORES = ['0.9', '0.8', '0.7', '0.5', '0.3'];
/** A ring's accounts beyond these are counted, not listed. */
const LISTED_ACCOUNTS = 3;

/** The risk desk's cases, highest score first: undecided ones by default, by signal, brand, status and score. */
export default function RiskListScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const ruleNames = useRuleNames();
  const me = useOperator();
  // The brand goes without saying for an operator of one.
  const brandName = (id: string) => (me.brands.length > 1 ? (me.brands.find((b) => b.id === id)?.name ?? id) : null);
  const list = useListQuery(FILTERS);
  const { applied, field } = list;
  const sort = orderOf(list, 'desc');
  const read = readState(
    useRiskCasesQuery(
      {
        order: sort.order,
        signal: (applied.signal || undefined) as RiskSignal | undefined,
        brandId: applied.brandId || undefined,
        status: (applied.status || undefined) as RiskCaseStatus | 'any' | undefined,
        minScore: applied.minScore ? Number(applied.minScore) : undefined,
        cursor: list.cursor,
        pageSize: list.pageSize,
      },
      // Detection opens cases and other analysts decide them while the list is open.
      { pollingInterval: QUEUE_POLLING_MS },
    ),
  );
  const columns: Array<DataColumn<RiskCaseRow>> = [
    { label: t('risk.signalLabel'), cell: (c) => t(`risk.signal.${c.signal}`) },
    { label: t('risk.score'), nowrap: true, ...sort.column, cell: (c) => <RiskScore score={c.score} /> },
    {
      label: t('risk.rules'),
      cell: (c) => (
        <ul className="risk-accounts">
          {c.rules.map((r) => (
            <li key={r}>{ruleNames([r])}</li>
          ))}
        </ul>
      ),
    },
    {
      label: t('risk.accounts'),
      cell: (c) => (
        <ul className="risk-accounts">
          {brandName(c.brandId) && <li className="bo-muted">{brandName(c.brandId)}</li>}
          {c.accounts.slice(0, LISTED_ACCOUNTS).map((a) => (
            <li key={a.accountId}>
              <span className="bo-mono">{a.login}</span> · {a.traderName || a.traderEmail}
            </li>
          ))}
          {c.accounts.length > LISTED_ACCOUNTS && (
            <li className="bo-muted">{t('risk.moreAccounts', { count: c.accounts.length - LISTED_ACCOUNTS })}</li>
          )}
        </ul>
      ),
    },
    {
      label: t('risk.heldPayouts'),
      nowrap: true,
      cell: (c) => (c.heldPayouts ? <strong>{c.heldPayouts}</strong> : <span className="bo-muted">0</span>),
    },
    { label: t('risk.statusLabel'), cell: (c) => <RiskStatusBadge status={c.status} /> },
    { label: t('risk.updated'), cell: (c) => f.when(c.updatedAt) },
  ];

  return (
    <section className="page risk-list">
      <PageHead title={t('risk.title')}>
        <Link className="btn btn--secondary" to="/risk/compare">
          {t('risk.compareLink')}
        </Link>
        <Link className="btn btn--secondary" to="/risk/settings">
          {t('riskSettings.link')}
        </Link>
      </PageHead>
      <form className="card bo-filters" noValidate aria-label={t('risk.filters')} onSubmit={list.submit}>
        <SelectField
          {...field('signal')}
          label={t('risk.signalLabel')}
          any={t('risk.anySignal')}
          options={RISK_SIGNALS.map((s) => [s, t(`risk.signal.${s}`)] as const)}
        />
        <BrandFilter {...field('brandId')} />
        <SelectField
          {...field('status')}
          label={t('risk.statusLabel')}
          any={t('risk.undecided')}
          options={[
            ['any', t('risk.anyStatus')],
            ...RISK_CASE_STATUSES.filter((s) => s !== 'open').map((s) => [s, t(`risk.status.${s}`)] as const),
          ]}
        />
        <SelectField
          {...field('minScore')}
          label={t('risk.minScore')}
          any={t('risk.anyScore')}
          options={MIN_SCORES.map((s) => [s, t('risk.atLeast', { score: f.number(Number(s), 2) })] as const)}
        />
        <OrderField {...field('order')} own="desc" by="score" />
        <FilterActions onClear={list.clear} />
      </form>
      <CursorRecordTable
        columns={columns}
        section="risk"
        read={read}
        list={list}
        empty={applied.status || applied.signal || applied.minScore ? t('risk.emptyFiltered') : undefined}
      />
    </section>
  );
}
