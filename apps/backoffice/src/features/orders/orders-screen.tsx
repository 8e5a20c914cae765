import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { ordersApi, type OrderRow } from '../../shared/api/admin-api.ts';
import { useLoad } from '../../shared/api/use-load.ts';
import { useFormat } from '../../shared/format/format.ts';
import { useOperator } from '../../shared/session/session.tsx';
import { BrandFilter } from '../../shared/ui/brand-filter.tsx';
import { FilterActions } from '../../shared/ui/list-states.tsx';
import { ListTable, type Column } from '../../shared/ui/list-table.tsx';
import { useListQuery } from '../../shared/ui/use-list-query.ts';
import { ORDER_STATUSES, orderStatusVariant } from './order-status.ts';

const FILTERS = ['q', 'brandId', 'status', 'from', 'to', 'code'] as const;
/** the trader file's link narrows the list to one trader; the filters keep that, "clear" drops it */
const KEEP = ['traderId'] as const;

/** A day of the filter as an instant with the browser's offset (the contract wants ISO 8601 with an offset). */
const dayStart = (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : undefined);
const dayEnd = (day: string) => (day ? new Date(`${day}T23:59:59.999`).toISOString() : undefined);

/** Every order of the operator's brands, filtered (and one trader's, from the trader file). */
export default function OrdersScreen() {
  const { t } = useTranslation();
  const me = useOperator();
  const f = useFormat();
  const list = useListQuery(FILTERS, { keep: KEEP });
  const { applied, field } = list;
  const traderId = list.params.get('traderId') ?? '';
  const { state, retry } = useLoad(list.key, () =>
    ordersApi.list({
      q: applied.q || undefined,
      brandId: applied.brandId || undefined,
      status: applied.status ? Number(applied.status) : undefined,
      from: dayStart(applied.from),
      to: dayEnd(applied.to),
      code: applied.code || undefined,
      traderId: traderId || undefined,
      page: list.page,
      pageSize: list.pageSize,
    }),
  );
  const brandName = (id: string) => me.brands.find((b) => b.id === id)?.name ?? id;
  const columns: Array<Column<OrderRow>> = [
    {
      label: t('orders.number'),
      cell: (o) => (
        <Link className="link" to={`/orders/${encodeURIComponent(o.id)}`}>
          {o.number}
        </Link>
      ),
    },
    {
      label: t('orders.status'),
      cell: (o) => <StatusBadge variant={orderStatusVariant(o.status)}>{t(`orderStatus.${o.status}`)}</StatusBadge>,
    },
    {
      label: t('orders.trader'),
      cell: (o) => (
        <>
          {o.traderEmail}
          {me.brands.length > 1 && <span className="bo-muted"> · {brandName(o.brandId)}</span>}
        </>
      ),
    },
    { label: t('orders.package'), cell: (o) => o.packageName },
    {
      label: t('orders.total'),
      nowrap: true,
      cell: (o) => (
        <>
          {f.money(o.total, o.currency)}
          {o.discount > 0 && (
            <span className="bo-muted"> ({t('orders.discountOf', { amount: f.money(o.discount, o.currency) })})</span>
          )}
        </>
      ),
    },
    { label: t('orders.code'), cell: (o) => o.discountCode ?? '—' },
    { label: t('orders.created'), nowrap: true, cell: (o) => f.when(o.createdAt) },
  ];

  return (
    <section className="page">
      <h1 className="page__title">{t('orders.title')}</h1>
      {traderId && (
        <div className="bo-section-head">
          <p className="bo-muted">
            {t('orders.traderFilter', {
              id: state.status === 'ready' ? (state.data.items[0]?.traderEmail ?? traderId) : traderId,
            })}
          </p>
          <button type="button" className="btn btn--ghost bo-small" onClick={() => list.drop('traderId')}>
            {t('orders.clearTrader')}
          </button>
        </div>
      )}
      <form className="card bo-filters" noValidate aria-label={t('orders.filters')} onSubmit={list.submit}>
        <div className="field">
          <label className="field__label" htmlFor={field('q').id}>
            {t('orders.query')}
          </label>
          <input className="field__input" type="search" maxLength={200} {...field('q')} />
        </div>
        <BrandFilter {...field('brandId')} />
        <div className="field">
          <label className="field__label" htmlFor={field('status').id}>
            {t('orders.status')}
          </label>
          <select className="field__input bo-select" {...field('status')}>
            <option value="">{t('orders.anyStatus')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={String(s)}>
                {t(`orderStatus.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={field('code').id}>
            {t('orders.code')}
          </label>
          <input className="field__input" maxLength={64} {...field('code')} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={field('from').id}>
            {t('orders.from')}
          </label>
          <input className="field__input" type="date" {...field('from')} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={field('to').id}>
            {t('orders.to')}
          </label>
          <input className="field__input" type="date" {...field('to')} />
        </div>
        <FilterActions onClear={list.clear} />
      </form>
      <ListTable
        state={state}
        onRetry={retry}
        empty={t('orders.empty')}
        total={(count) => t('orders.total', { count })}
        columns={columns}
        query={list}
      />
    </section>
  );
}
