import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '@portal/ui/widgets/pagination.tsx';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { tradersApi, type TraderSummary } from '../../shared/api/admin-api.ts';
import { useLoad } from '../../shared/api/use-load.ts';
import { useFormat } from '../../shared/format/format.ts';
import { useOperator } from '../../shared/session/session.tsx';
import { ListNotReady } from '../../shared/ui/list-states.tsx';

const PAGE_SIZE = 25;

export const traderName = (t: { firstName: string | null; lastName: string | null }) =>
  [t.firstName, t.lastName].filter(Boolean).join(' ');

/** Find a trader by e-mail or name (their beginning), an account's login or platform id, or an order. */
export default function TradersScreen() {
  const { t } = useTranslation();
  const me = useOperator();
  const f = useFormat();
  const qId = useId();
  const brandField = useId();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const brandId = params.get('brandId') ?? '';
  const page = Number(params.get('page')) || 1;
  const [typed, setTyped] = useState(q);
  const [brand, setBrand] = useState(brandId);
  const { state, retry } = useLoad(params.toString(), () =>
    tradersApi.list({ q: q || undefined, brandId: brandId || undefined, page, pageSize: PAGE_SIZE }),
  );

  const search = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (typed.trim()) next.q = typed.trim();
    if (brand) next.brandId = brand;
    setParams(next);
  };
  const goTo = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    setParams(next);
  };
  const brandName = (b: TraderSummary['brand']) => b.name;

  return (
    <section className="page">
      <h1 className="page__title">{t('traders.title')}</h1>
      <form className="card bo-search" role="search" aria-label={t('traders.search')} onSubmit={search}>
        <div className="field">
          <label className="field__label" htmlFor={qId}>
            {t('traders.query')}
          </label>
          <input
            id={qId}
            className="field__input"
            type="search"
            maxLength={200}
            value={typed}
            placeholder={t('traders.queryHint')}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        {me.brands.length > 1 && (
          <div className="field">
            <label className="field__label" htmlFor={brandField}>
              {t('traders.brand')}
            </label>
            <select
              id={brandField}
              className="field__input bo-select"
              value={brand}
              onChange={(e) => setBrand(e.target.value)}
            >
              <option value="">{t('overview.allBrands')}</option>
              {me.brands.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <button type="submit" className="btn btn--primary">
          {t('traders.searchButton')}
        </button>
      </form>
      <ListNotReady state={state} onRetry={retry} empty={q ? t('traders.noMatch', { q }) : t('traders.empty')} />
      {state.status === 'ready' && state.data.items.length > 0 && (
        <div className="card">
          <p className="bo-muted">{t('traders.total', { count: state.data.totalCount })}</p>
          <div className="bo-table-wrap">
            <table className="bo-table bo-table--cards">
              <thead>
                <tr>
                  <th scope="col">{t('traders.email')}</th>
                  <th scope="col">{t('traders.name')}</th>
                  <th scope="col">{t('traders.brand')}</th>
                  <th scope="col">{t('traders.country')}</th>
                  <th scope="col">{t('traders.registered')}</th>
                  <th scope="col">{t('traders.verified')}</th>
                </tr>
              </thead>
              <tbody>
                {state.data.items.map((trader) => (
                  <tr key={trader.id}>
                    <td data-label={t('traders.email')}>
                      <Link className="link" to={`/traders/${encodeURIComponent(trader.id)}`}>
                        {trader.email}
                      </Link>
                    </td>
                    <td data-label={t('traders.name')}>{traderName(trader) || '—'}</td>
                    <td data-label={t('traders.brand')}>{brandName(trader.brand)}</td>
                    <td data-label={t('traders.country')}>{trader.country ?? '—'}</td>
                    <td className="bo-nowrap" data-label={t('traders.registered')}>
                      {f.day(trader.createdAt)}
                    </td>
                    <td data-label={t('traders.verified')}>
                      <StatusBadge variant={trader.emailVerifiedAt ? 'positive' : 'warning'}>
                        {trader.emailVerifiedAt ? t('traders.emailVerified') : t('traders.emailUnverified')}
                      </StatusBadge>
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
