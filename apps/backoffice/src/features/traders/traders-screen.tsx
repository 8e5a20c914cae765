import { useTranslation } from 'react-i18next';
import { ApiPath } from '@portal/contract';
import type { DataColumn } from '@portal/ui/widgets/data-table.tsx';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { EmailText } from '@portal/ui/widgets/email-text.tsx';
import { readState } from '../../shared/api/read-state.ts';
import { useFormat } from '../../shared/format/format.ts';
import { BrandFilter } from '../../shared/ui/brand-filter.tsx';
import { LabelledField } from '../../shared/ui/labelled-field.tsx';
import { CursorRecordTable } from '../../shared/ui/list-states.tsx';
import { KeptFilterNote, useKeptPeriods, type KeptPeriod } from '../../shared/ui/kept-filter-note.tsx';
import { useListQuery } from '../../shared/ui/use-list-query.ts';
import { orderOf, OrderField } from '../../shared/ui/list-order.tsx';
import { ListHeading } from '../../shared/ui/list-heading.tsx';
import { useTradersQuery, type TraderSummary } from './api/traders-api.ts';

const FILTERS = ['q', 'brandId', 'order'] as const;
/**
 * the overview's funnel narrows the list to the traders who signed up, bought first or were first paid a payout in
 * its period
 */
const KEEP = ['from', 'to', 'boughtFrom', 'boughtTo', 'firstPayoutFrom', 'firstPayoutTo'] as const;
const PERIODS: readonly KeptPeriod[] = [
  ['from', 'to', 'traders.signedUpBetween'],
  ['boughtFrom', 'boughtTo', 'traders.boughtBetween'],
  ['firstPayoutFrom', 'firstPayoutTo', 'traders.firstPayoutBetween'],
];

export const traderName = (t: { firstName: string | null; lastName: string | null }) =>
  [t.firstName, t.lastName].filter(Boolean).join(' ');

/** Find a trader by e-mail or name (their beginning), an account's login or platform id, or an order. */
export default function TradersScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const list = useListQuery(FILTERS, { keep: KEEP });
  const { q, brandId } = list.applied;
  const kept = (name: string) => list.params.get(name) || undefined;
  const sort = orderOf(list, 'desc');
  const filters = {
    order: sort.order,
    q: q || undefined,
    brandId: brandId || undefined,
    ...Object.fromEntries(KEEP.map((name) => [name, kept(name)])),
  };
  const periods = useKeptPeriods(list.params, PERIODS);
  const read = readState(useTradersQuery({ ...filters, cursor: list.cursor, pageSize: list.pageSize }));
  const columns: Array<DataColumn<TraderSummary>> = [
    { label: t('traders.email'), breakAnywhere: true, cell: (trader) => <EmailText>{trader.email}</EmailText> },
    { label: t('traders.name'), cell: (trader) => traderName(trader) || '—' },
    { label: t('traders.brand'), cell: (trader) => trader.brand.name },
    { label: t('traders.country'), cell: (trader) => trader.country ?? '—' },
    { label: t('traders.registered'), nowrap: true, ...sort.column, cell: (trader) => f.day(trader.createdAt) },
    {
      label: t('traders.verified'),
      cell: (trader) => (
        <StatusBadge variant={trader.emailVerifiedAt ? 'positive' : 'warning'}>
          {trader.emailVerifiedAt ? t('traders.emailVerified') : t('traders.emailUnverified')}
        </StatusBadge>
      ),
    },
  ];

  return (
    <section className="page">
      <ListHeading title={t('traders.title')} exportPath={ApiPath.adminTradersExport} filters={filters} />
      {periods.length > 0 && <KeptFilterNote text={periods.join(' · ')} onClear={() => list.drop(...KEEP)} />}
      <form className="card bo-search" role="search" aria-label={t('traders.search')} onSubmit={list.submit}>
        <LabelledField id={list.field('q').id} label={t('traders.query')}>
          <input
            className="field__input"
            type="search"
            maxLength={200}
            placeholder={t('traders.queryHint')}
            {...list.field('q')}
          />
        </LabelledField>
        <BrandFilter {...list.field('brandId')} />
        <OrderField {...list.field('order')} own="desc" by="time" />
        <button type="submit" className="btn btn--primary">
          {t('traders.searchButton')}
        </button>
      </form>
      <CursorRecordTable
        columns={columns}
        section="traders"
        empty={q ? t('traders.noMatch', { q }) : undefined}
        read={read}
        list={list}
      />
    </section>
  );
}
