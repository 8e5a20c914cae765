import { useTranslation } from 'react-i18next';
import { ApiPath } from '@portal/contract';
import type { DataColumn } from '@portal/ui/widgets/data-table.tsx';
import { Link } from 'react-router';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { EmailText } from '@portal/ui/widgets/email-text.tsx';
import { readState } from '../../shared/api/read-state.ts';
import { useFormat } from '../../shared/format/format.ts';
import { useOperator } from '../../shared/session/session.tsx';
import { BrandFilter, BrandTag } from '../../shared/ui/brand-filter.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { FilterInput } from '../../shared/ui/labelled-field.tsx';
import { FilterActions, CursorRecordTable } from '../../shared/ui/list-states.tsx';
import { KeptFilterNote, useKeptPeriods, type KeptPeriod } from '../../shared/ui/kept-filter-note.tsx';
import { useListQuery } from '../../shared/ui/use-list-query.ts';
import { orderOf, OrderField } from '../../shared/ui/list-order.tsx';
import { ListHeading } from '../../shared/ui/list-heading.tsx';
import { accountStatusKey } from '../../shared/format/account-status.ts';
import { useAccountPackageOptionsQuery, useAccountsQuery, type AccountRow } from './api/accounts-api.ts';

const FILTERS = ['q', 'brandId', 'packageId', 'status', 'phase', 'outcome', 'order'] as const;
/**
 * the overview's funded starts narrow the list to the accounts opened in its period, its endings and phase 1 passes
 * to those whose phase ended in it (passed, or failed by a rule)
 */
const KEEP = ['from', 'to', 'endedFrom', 'endedTo', 'ended', 'rule'] as const;
const PERIODS: readonly KeptPeriod[] = [
  ['from', 'to', 'accountList.openedBetween'],
  ['endedFrom', 'endedTo', 'accountList.endedBetween'],
];
const OUTCOMES = ['trading', 'passed', 'failed'] as const;
const STATUSES = Array.from({ length: 20 }, (_, i) => i);
const BLOCKED = new Set([13, 14, 15, 16, 17, 18, 19]);

/**
 * A brand's packages for the package filter, when the operator may read the catalogue and a brand is chosen; the
 * filter is a convenience: without the list it is simply not offered.
 */
function usePackages(allowed: boolean, brandId: string) {
  const { currentData } = useAccountPackageOptionsQuery(brandId, { skip: !allowed || !brandId });
  return currentData?.items ?? [];
}

/** Every trader account in the operator's brands, filtered; each opens the account page. */
export default function AccountsListScreen() {
  const { t } = useTranslation();
  const me = useOperator();
  const f = useFormat();
  const list = useListQuery(FILTERS, { keep: KEEP });
  const kept = (name: (typeof KEEP)[number]) => list.params.get(name) || undefined;
  const ended = (['passed', 'failed'] as const).find((o) => o === kept('ended'));
  const rule = kept('rule');
  const notes = [
    ...useKeptPeriods(list.params, PERIODS),
    ...(ended ? [t(`accountList.endedHow.${ended}`)] : []),
    ...(rule ? [t('accountList.endedByRule', { rule: t(`rule.${rule}`, { defaultValue: rule }) })] : []),
  ];
  const { applied, draft, field } = list;
  const onlyBrand = me.brands.length === 1 ? me.brands[0]!.id : '';
  const packages = usePackages(me.actions.includes('catalogue.read'), draft.brandId || onlyBrand);
  const sort = orderOf(list, 'desc');
  const filters = {
    order: sort.order,
    q: applied.q || undefined,
    brandId: applied.brandId || undefined,
    packageId: applied.packageId || undefined,
    status: applied.status ? Number(applied.status) : undefined,
    phase: (applied.phase || undefined) as '1' | '2' | '3' | 'funded' | undefined,
    outcome: OUTCOMES.find((o) => o === applied.outcome),
    from: kept('from'),
    to: kept('to'),
    endedFrom: kept('endedFrom'),
    endedTo: kept('endedTo'),
    ended,
    rule,
  };
  const read = readState(useAccountsQuery({ ...filters, cursor: list.cursor, pageSize: list.pageSize }));
  const columns: Array<DataColumn<AccountRow>> = [
    { label: t('accounts.login'), nowrap: true, cell: (a) => a.login },
    {
      label: t('accountList.trader'),
      breakAnywhere: true,
      cell: (a) => (
        <>
          {me.actions.includes('traders.read') ? (
            <Link className="link" to={`/traders/${encodeURIComponent(a.userId)}`}>
              <EmailText>{a.email}</EmailText>
            </Link>
          ) : (
            <EmailText>{a.email}</EmailText>
          )}
          <BrandTag brandId={a.brandId} />
        </>
      ),
    },
    { label: t('accountList.package'), cell: (a) => a.packageName },
    {
      label: t('accountList.phase'),
      nowrap: true,
      cell: (a) =>
        a.isFunded || a.phase === null ? t('accountList.funded') : t('overview.phaseN', { phase: a.phase }),
    },
    {
      label: t('accounts.status'),
      cell: (a) => (
        <StatusBadge variant={BLOCKED.has(a.status) ? 'negative' : 'neutral'}>
          {t(accountStatusKey(a.status, a.isFunded))}
        </StatusBadge>
      ),
    },
    { label: t('accountList.balance'), nowrap: true, cell: (a) => f.money(a.balance, a.currency) },
    { label: t('accountList.equity'), nowrap: true, cell: (a) => f.money(a.equity, a.currency) },
    { label: t('accounts.created'), nowrap: true, ...sort.column, cell: (a) => f.day(a.createdAt) },
  ];

  return (
    <section className="page">
      <ListHeading title={t('accounts.title')} exportPath={ApiPath.adminTraderAccountsExport} filters={filters} />
      {notes.length > 0 && <KeptFilterNote text={notes.join(' · ')} onClear={() => list.drop(...KEEP)} />}
      <form className="card bo-filters" noValidate aria-label={t('accountList.filters')} onSubmit={list.submit}>
        <FilterInput label={t('accountList.query')} type="search" maxLength={200} {...field('q')} />
        <BrandFilter
          {...field('brandId')}
          // another brand's packages do not apply: the package filter starts again
          onChange={(e) => list.setDraft((d) => ({ ...d, brandId: e.target.value, packageId: '' }))}
        />
        {packages.length > 0 && (
          <SelectField
            {...field('packageId')}
            label={t('accountList.package')}
            any={t('accountList.anyPackage')}
            options={packages.map((p) => [p.id, p.name] as const)}
          />
        )}
        <SelectField
          {...field('phase')}
          label={t('accountList.phase')}
          any={t('accountList.anyPhase')}
          options={[
            ...['1', '2', '3'].map((p) => [p, t('overview.phaseN', { phase: p })] as const),
            ['funded', t('accountList.funded')] as const,
          ]}
        />
        <SelectField
          {...field('outcome')}
          label={t('accountList.outcome')}
          any={t('accountList.anyOutcome')}
          options={OUTCOMES.map((o) => [o, t(`accountList.outcomes.${o}`)] as const)}
        />
        <SelectField
          {...field('status')}
          label={t('accounts.status')}
          any={t('accountList.anyStatus')}
          options={STATUSES.map((s) => [String(s), `${s} · ${t(`accountStatus.${s}`)}`] as const)}
        />
        <OrderField {...field('order')} own="desc" by="time" />
        <FilterActions onClear={list.clear} />
      </form>
      <CursorRecordTable columns={columns} section="accounts" texts="accountList" read={read} list={list} />
    </section>
  );
}
