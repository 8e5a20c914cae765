import { useTranslation } from 'react-i18next';
import { ApiPath } from '@portal/contract';
import type { DataColumn } from '@portal/ui/widgets/data-table.tsx';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { readState } from '../../shared/api/read-state.ts';
import { useFormat } from '../../shared/format/format.ts';
import { BrandFilter, traderColumn } from '../../shared/ui/brand-filter.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { FilterInput } from '../../shared/ui/labelled-field.tsx';
import { dayRangeProblem } from '../../shared/ui/filter-checks.ts';
import { FilterActions, CursorRecordTable } from '../../shared/ui/list-states.tsx';
import { KeptFilterNote, useKeptPeriods, type KeptPeriod } from '../../shared/ui/kept-filter-note.tsx';
import { useListQuery } from '../../shared/ui/use-list-query.ts';
import { orderOf, OrderField } from '../../shared/ui/list-order.tsx';
import { ListHeading } from '../../shared/ui/list-heading.tsx';
import { ORDER_STATUSES, orderStatusVariant } from '../../shared/format/order-status.ts';
import { useOrdersQuery, type OrderRow } from './api/orders-api.ts';

const FILTERS = ['q', 'brandId', 'status', 'from', 'to', 'code', 'order'] as const;
/**
 * the trader file's link narrows the list to one trader, the overview's figures to the orders paid or refunded in a
 * period (in a currency, of a package): the filters keep that, "clear" drops it
 */
const KEEP = ['traderId', 'paidFrom', 'paidTo', 'refundedFrom', 'refundedTo', 'packageId', 'currency'] as const;
const PAID = ['paidFrom', 'paidTo', 'refundedFrom', 'refundedTo', 'packageId', 'currency'] as const;
const PERIODS: readonly KeptPeriod[] = [
  ['paidFrom', 'paidTo', 'orders.paidBetween'],
  ['refundedFrom', 'refundedTo', 'orders.refundedBetween'],
];

/** A day of the filter as an instant with the browser's offset (the contract wants ISO 8601 with an offset). */
const dayStart = (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : undefined);
const dayEnd = (day: string) => (day ? new Date(`${day}T23:59:59.999`).toISOString() : undefined);

/** Every order of the operator's brands, filtered (and one trader's, from the trader file). */
export default function OrdersScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const list = useListQuery(FILTERS, {
    keep: KEEP,
    check: (v) => ({ to: dayRangeProblem(v.from ?? '', v.to ?? '') }),
  });
  const { applied, field } = list;
  const traderId = list.params.get('traderId') ?? '';
  const kept = (name: string) => list.params.get(name) || undefined;
  const paid = PAID.some((name) => kept(name));
  const periods = useKeptPeriods(list.params, PERIODS);
  const sort = orderOf(list, 'desc');
  const filters = {
    order: sort.order,
    q: applied.q || undefined,
    brandId: applied.brandId || undefined,
    status: applied.status ? Number(applied.status) : undefined,
    from: dayStart(applied.from),
    to: dayEnd(applied.to),
    code: applied.code || undefined,
    traderId: traderId || undefined,
    paidFrom: kept('paidFrom'),
    paidTo: kept('paidTo'),
    refundedFrom: kept('refundedFrom'),
    refundedTo: kept('refundedTo'),
    packageId: kept('packageId'),
    currency: kept('currency'),
  };
  const read = readState(useOrdersQuery({ ...filters, cursor: list.cursor, pageSize: list.pageSize }));
  const columns: Array<DataColumn<OrderRow>> = [
    { label: t('orders.number'), nowrap: true, cell: (o) => o.number },
    {
      label: t('orders.status'),
      cell: (o) => <StatusBadge variant={orderStatusVariant(o.status)}>{t(`orderStatus.${o.status}`)}</StatusBadge>,
    },
    traderColumn(t('orders.trader')),
    {
      label: t('orders.package'),
      // a reset (docs/decisions/080-second-chance.md) is an order of its own kind: said beside the package
      cell: (o) => (
        <>
          {o.packageName}
          {o.kind === 'reset' && <StatusBadge variant="neutral">{t('orders.kind.reset')}</StatusBadge>}
        </>
      ),
    },
    {
      label: t('orders.total'),
      // an amount never breaks (.money); the discount may go under the total, whole
      cell: (o) => (
        <>
          <span className="money">{f.money(o.total, o.currency)}</span>
          {o.discount > 0 && (
            <>
              {' '}
              <span className="bo-muted money">
                ({t('orders.discountOf', { amount: f.money(o.discount, o.currency) })})
              </span>
            </>
          )}
        </>
      ),
    },
    { label: t('orders.code'), cell: (o) => o.discountCode ?? '—' },
    { label: t('orders.created'), nowrap: true, ...sort.column, cell: (o) => f.when(o.createdAt) },
  ];

  return (
    <section className="page">
      <ListHeading title={t('orders.title')} exportPath={ApiPath.adminOrdersExport} filters={filters} />
      {traderId && (
        <KeptFilterNote
          text={t('orders.traderFilter', {
            id: read.state.status === 'ready' ? (read.state.data.items[0]?.traderEmail ?? traderId) : traderId,
          })}
          onClear={() => list.drop('traderId')}
          clearLabel={t('orders.clearTrader')}
        />
      )}
      {paid && (
        <KeptFilterNote
          text={[
            ...periods,
            kept('packageId') ? t('orders.onePackage') : '',
            kept('currency') ? t('common.inCurrency', { currency: kept('currency') }) : '',
          ]
            .filter(Boolean)
            .join(' · ')}
          onClear={() => list.drop(...PAID)}
        />
      )}
      <form className="card bo-filters" noValidate aria-label={t('orders.filters')} onSubmit={list.submit}>
        <FilterInput label={t('orders.query')} type="search" maxLength={200} {...field('q')} />
        <BrandFilter {...field('brandId')} />
        <SelectField
          {...field('status')}
          label={t('orders.status')}
          any={t('orders.anyStatus')}
          options={ORDER_STATUSES.map((s) => [String(s), t(`orderStatus.${s}`)] as const)}
        />
        <FilterInput label={t('orders.code')} maxLength={64} {...field('code')} />
        <FilterInput label={t('orders.from')} type="date" {...field('from')} />
        <FilterInput
          label={t('orders.to')}
          type="date"
          {...field('to')}
          error={list.problem('to') && t(list.problem('to')!)}
        />
        <OrderField {...field('order')} own="desc" by="time" />
        <FilterActions onClear={list.clear} />
      </form>
      <CursorRecordTable columns={columns} section="orders" read={read} list={list} />
    </section>
  );
}
