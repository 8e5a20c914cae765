import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '@portal/ui/widgets/pagination.tsx';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { payoutsApi } from '../../shared/api/admin-api.ts';
import { useLoad } from '../../shared/api/use-load.ts';
import { useFormat } from '../../shared/format/format.ts';
import { useOperator } from '../../shared/session/session.tsx';
import { FilterActions, ListNotReady } from '../../shared/ui/list-states.tsx';
import { PAYOUT_STATUSES, payoutStatusVariant } from './payout-status.ts';

const PAGE_SIZE = 25;
const FILTERS = ['brandId', 'status', 'method', 'minAmount', 'maxAmount', 'olderThanHours'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

/** "12.50" → 1250 cents; undefined when empty or not an amount. */
const cents = (v: string) => (v.trim() && Number.isFinite(Number(v)) ? Math.round(Number(v) * 100) : undefined);

/** The payout queue: pending requests oldest first (or any status), by brand, method, amount and age. */
export default function PayoutsQueueScreen() {
  const { t } = useTranslation();
  const me = useOperator();
  const f = useFormat();
  const ids = {
    brandId: useId(),
    status: useId(),
    method: useId(),
    minAmount: useId(),
    maxAmount: useId(),
    olderThanHours: useId(),
  };
  const [params, setParams] = useSearchParams();
  const applied = Object.fromEntries(FILTERS.map((n) => [n, params.get(n) ?? ''])) as Filters;
  const page = Number(params.get('page')) || 1;
  const [draft, setDraft] = useState<Filters>(applied);
  const { state, retry } = useLoad(params.toString(), () =>
    payoutsApi.list({
      brandId: applied.brandId || undefined,
      status: applied.status ? (Number(applied.status) as 0) : undefined,
      method: (applied.method || undefined) as 'crypto' | 'bankTransfer' | undefined,
      minAmount: cents(applied.minAmount),
      maxAmount: cents(applied.maxAmount),
      olderThanHours: applied.olderThanHours ? Number(applied.olderThanHours) : undefined,
      page,
      pageSize: PAGE_SIZE,
    }),
  );
  const apply = (values: Filters) =>
    setParams(new URLSearchParams(Object.entries(values).filter(([, v]) => v?.trim()) as [string, string][]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
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
  const now = Date.now();

  return (
    <section className="page">
      <h1 className="page__title">{t('payouts.title')}</h1>
      <form className="card bo-filters" noValidate aria-label={t('payouts.filters')} onSubmit={submit}>
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
            {t('payouts.status')}
          </label>
          <select className="field__input bo-select" {...field('status')}>
            <option value="">{t('payouts.pendingOnly')}</option>
            {PAYOUT_STATUSES.map((s) => (
              <option key={s} value={String(s)}>
                {t(`payoutStatus.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.method}>
            {t('payouts.method')}
          </label>
          <select className="field__input bo-select" {...field('method')}>
            <option value="">{t('payouts.anyMethod')}</option>
            <option value="bankTransfer">{t('payouts.bankTransfer')}</option>
            <option value="crypto">{t('payouts.crypto')}</option>
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.minAmount}>
            {t('payouts.minAmount')}
          </label>
          <input className="field__input" inputMode="decimal" {...field('minAmount')} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.maxAmount}>
            {t('payouts.maxAmount')}
          </label>
          <input className="field__input" inputMode="decimal" {...field('maxAmount')} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.olderThanHours}>
            {t('payouts.olderThanHours')}
          </label>
          <input className="field__input" type="number" min={0} {...field('olderThanHours')} />
        </div>
        <FilterActions onClear={clear} />
      </form>
      <ListNotReady state={state} onRetry={retry} empty={t('payouts.empty')} />
      {state.status === 'ready' && state.data.items.length > 0 && (
        <div className="card">
          <p className="bo-muted">{t('payouts.total', { count: state.data.totalCount })}</p>
          <div className="bo-table-wrap">
            <table className="bo-table bo-table--cards">
              <thead>
                <tr>
                  <th scope="col">{t('payouts.number')}</th>
                  <th scope="col">{t('payouts.status')}</th>
                  <th scope="col">{t('payouts.trader')}</th>
                  <th scope="col">{t('payouts.amount')}</th>
                  <th scope="col">{t('payouts.method')}</th>
                  <th scope="col">{t('payouts.requested')}</th>
                  <th scope="col">{t('payouts.age')}</th>
                </tr>
              </thead>
              <tbody>
                {state.data.items.map((p) => (
                  <tr key={p.id}>
                    <td data-label={t('payouts.number')}>
                      <Link className="link" to={`/payouts/${encodeURIComponent(p.id)}`}>
                        {p.number}
                      </Link>
                    </td>
                    <td data-label={t('payouts.status')}>
                      <StatusBadge variant={payoutStatusVariant(p.status)}>{t(`payoutStatus.${p.status}`)}</StatusBadge>
                    </td>
                    <td data-label={t('payouts.trader')}>
                      {p.traderEmail}
                      {me.brands.length > 1 && <span className="bo-muted"> · {brandName(p.brandId)}</span>}
                    </td>
                    <td className="bo-nowrap" data-label={t('payouts.amount')}>
                      {f.money(p.amount, p.currency)}
                    </td>
                    <td data-label={t('payouts.method')}>
                      {t(p.method === 'crypto' ? 'payouts.crypto' : 'payouts.bankTransfer')}
                      <span className="bo-muted"> · {p.destination}</span>
                    </td>
                    <td className="bo-nowrap" data-label={t('payouts.requested')}>
                      {f.when(p.requestedAt)}
                    </td>
                    <td className="bo-nowrap" data-label={t('payouts.age')}>
                      {t('payouts.hours', { count: Math.floor((now - Date.parse(p.requestedAt)) / 3_600_000) })}
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
