import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '@portal/ui/widgets/pagination.tsx';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { ordersApi } from '../../shared/api/admin-api.ts';
import { useLoad } from '../../shared/api/use-load.ts';
import { useFormat } from '../../shared/format/format.ts';
import { useOperator } from '../../shared/session/session.tsx';
import { FilterActions, ListNotReady } from '../../shared/ui/list-states.tsx';
import { ORDER_STATUSES, orderStatusVariant } from './order-status.ts';

const PAGE_SIZE = 25;
const FILTERS = ['q', 'brandId', 'status', 'from', 'to', 'code'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

/** A day of the filter as an instant with the browser's offset (the contract wants ISO 8601 with an offset). */
const dayStart = (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : undefined);
const dayEnd = (day: string) => (day ? new Date(`${day}T23:59:59.999`).toISOString() : undefined);

/** Every order of the operator's brands, filtered (and one trader's, from the trader file). */
export default function OrdersScreen() {
  const { t } = useTranslation();
  const me = useOperator();
  const f = useFormat();
  const ids = { q: useId(), brandId: useId(), status: useId(), from: useId(), to: useId(), code: useId() };
  const [params, setParams] = useSearchParams();
  const applied = Object.fromEntries(FILTERS.map((n) => [n, params.get(n) ?? ''])) as Filters;
  const traderId = params.get('traderId') ?? '';
  const page = Number(params.get('page')) || 1;
  const [draft, setDraft] = useState<Filters>(applied);
  const { state, retry } = useLoad(params.toString(), () =>
    ordersApi.list({
      q: applied.q || undefined,
      brandId: applied.brandId || undefined,
      status: applied.status ? Number(applied.status) : undefined,
      from: dayStart(applied.from),
      to: dayEnd(applied.to),
      code: applied.code || undefined,
      traderId: traderId || undefined,
      page,
      pageSize: PAGE_SIZE,
    }),
  );

  const apply = (values: Filters & { traderId?: string }) =>
    setParams(new URLSearchParams(Object.entries(values).filter(([, v]) => v?.trim()) as [string, string][]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ ...draft, q: draft.q.trim(), code: draft.code.trim(), traderId });
  };
  const clear = () => {
    const empty = Object.fromEntries(FILTERS.map((n) => [n, ''])) as Filters;
    setDraft(empty);
    apply(empty);
  };
  const goTo = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    setParams(next);
  };
  const field = (name: keyof Filters) => ({
    id: ids[name],
    value: draft[name],
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: e.target.value })),
  });
  const brandName = (id: string) => me.brands.find((b) => b.id === id)?.name ?? id;

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
          <button type="button" className="btn btn--ghost bo-small" onClick={() => apply(applied)}>
            {t('orders.clearTrader')}
          </button>
        </div>
      )}
      <form className="card bo-filters" noValidate aria-label={t('orders.filters')} onSubmit={submit}>
        <div className="field">
          <label className="field__label" htmlFor={ids.q}>
            {t('orders.query')}
          </label>
          <input className="field__input" type="search" maxLength={200} {...field('q')} />
        </div>
        {me.brands.length > 1 && (
          <div className="field">
            <label className="field__label" htmlFor={ids.brandId}>
              {t('orders.brand')}
            </label>
            <select className="field__input bo-select" {...field('brandId')}>
              <option value="">{t('overview.allBrands')}</option>
              {me.brands.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="field">
          <label className="field__label" htmlFor={ids.status}>
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
          <label className="field__label" htmlFor={ids.code}>
            {t('orders.code')}
          </label>
          <input className="field__input" maxLength={64} {...field('code')} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.from}>
            {t('orders.from')}
          </label>
          <input className="field__input" type="date" {...field('from')} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.to}>
            {t('orders.to')}
          </label>
          <input className="field__input" type="date" {...field('to')} />
        </div>
        <FilterActions onClear={clear} />
      </form>
      <ListNotReady state={state} onRetry={retry} empty={t('orders.empty')} />
      {state.status === 'ready' && state.data.items.length > 0 && (
        <div className="card">
          <p className="bo-muted">{t('orders.total', { count: state.data.totalCount })}</p>
          <div className="bo-table-wrap">
            <table className="bo-table bo-table--cards">
              <thead>
                <tr>
                  <th scope="col">{t('orders.number')}</th>
                  <th scope="col">{t('orders.status')}</th>
                  <th scope="col">{t('orders.trader')}</th>
                  <th scope="col">{t('orders.package')}</th>
                  <th scope="col">{t('orders.total')}</th>
                  <th scope="col">{t('orders.code')}</th>
                  <th scope="col">{t('orders.created')}</th>
                </tr>
              </thead>
              <tbody>
                {state.data.items.map((o) => (
                  <tr key={o.id}>
                    <td data-label={t('orders.number')}>
                      <Link className="link" to={`/orders/${encodeURIComponent(o.id)}`}>
                        {o.number}
                      </Link>
                    </td>
                    <td data-label={t('orders.status')}>
                      <StatusBadge variant={orderStatusVariant(o.status)}>{t(`orderStatus.${o.status}`)}</StatusBadge>
                    </td>
                    <td data-label={t('orders.trader')}>
                      {o.traderEmail}
                      {me.brands.length > 1 && <span className="bo-muted"> · {brandName(o.brandId)}</span>}
                    </td>
                    <td data-label={t('orders.package')}>{o.packageName}</td>
                    <td className="bo-nowrap" data-label={t('orders.total')}>
                      {f.money(o.total, o.currency)}
                      {o.discount > 0 && (
                        <span className="bo-muted">
                          {' '}
                          ({t('orders.discountOf', { amount: f.money(o.discount, o.currency) })})
                        </span>
                      )}
                    </td>
                    <td data-label={t('orders.code')}>{o.discountCode ?? '—'}</td>
                    <td className="bo-nowrap" data-label={t('orders.created')}>
                      {f.when(o.createdAt)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} totalPages={Math.ceil(state.data.totalCount / PAGE_SIZE)} onChange={goTo} />
        </div>
      )}
    </section>
  );
}
