import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiPath } from '@portal/contract';
import { Pagination } from '@portal/ui/widgets/pagination.tsx';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { accountListApi } from '../../shared/api/admin-api.ts';
import { adminGet } from '../../shared/api/admin-client.ts';
import { useLoad } from '../../shared/api/use-load.ts';
import { useFormat } from '../../shared/format/format.ts';
import { useOperator } from '../../shared/session/session.tsx';
import { FilterActions, ListNotReady } from '../../shared/ui/list-states.tsx';

const PAGE_SIZE = 25;
const FILTERS = ['q', 'brandId', 'packageId', 'status', 'phase'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;
const STATUSES = Array.from({ length: 20 }, (_, i) => i);
const BLOCKED = new Set([13, 14, 15, 16, 17, 18, 19]);

type PackageOption = { id: string; name: string; brandId: string };

/** A brand's packages for the package filter, when the operator may read the catalogue and a brand is chosen. */
function usePackages(allowed: boolean, brandId: string): PackageOption[] {
  const [packages, setPackages] = useState<PackageOption[]>([]);
  useEffect(() => {
    setPackages([]);
    if (!allowed || !brandId) return;
    let live = true;
    adminGet<{ items: PackageOption[] }>(ApiPath.adminPackages, { brandId, pageSize: 100 }).then(
      ({ items }) => live && setPackages(items),
      () => undefined, // the filter is a convenience: without the list it is simply not offered
    );
    return () => {
      live = false;
    };
  }, [allowed, brandId]);
  return packages;
}

/** Every trader account in the operator's brands, filtered; each opens the account page. */
export default function AccountsListScreen() {
  const { t } = useTranslation();
  const me = useOperator();
  const f = useFormat();
  const ids = { q: useId(), brandId: useId(), packageId: useId(), status: useId(), phase: useId() };
  const [params, setParams] = useSearchParams();
  const applied = Object.fromEntries(FILTERS.map((n) => [n, params.get(n) ?? ''])) as Filters;
  const page = Number(params.get('page')) || 1;
  const [draft, setDraft] = useState<Filters>(applied);
  const onlyBrand = me.brands.length === 1 ? me.brands[0]!.id : '';
  const packages = usePackages(me.actions.includes('catalogue.read'), draft.brandId || onlyBrand);
  const { state, retry } = useLoad(params.toString(), () =>
    accountListApi.list({
      q: applied.q || undefined,
      brandId: applied.brandId || undefined,
      packageId: applied.packageId || undefined,
      status: applied.status ? Number(applied.status) : undefined,
      phase: (applied.phase || undefined) as '1' | '2' | '3' | 'funded' | undefined,
      page,
      pageSize: PAGE_SIZE,
    }),
  );

  const apply = (values: Filters) =>
    setParams(new URLSearchParams(Object.entries(values).filter(([, v]) => v.trim()) as [string, string][]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ ...draft, q: draft.q.trim() });
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
      <h1 className="page__title">{t('accounts.title')}</h1>
      <form className="card bo-filters" noValidate aria-label={t('accountList.filters')} onSubmit={submit}>
        <div className="field">
          <label className="field__label" htmlFor={ids.q}>
            {t('accountList.query')}
          </label>
          <input className="field__input" type="search" maxLength={200} {...field('q')} />
        </div>
        {me.brands.length > 1 && (
          <div className="field">
            <label className="field__label" htmlFor={ids.brandId}>
              {t('accounts.brand')}
            </label>
            <select
              className="field__input bo-select"
              {...field('brandId')}
              onChange={(e) => setDraft((d) => ({ ...d, brandId: e.target.value, packageId: '' }))}
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
        {packages.length > 0 && (
          <div className="field">
            <label className="field__label" htmlFor={ids.packageId}>
              {t('accountList.package')}
            </label>
            <select className="field__input bo-select" {...field('packageId')}>
              <option value="">{t('accountList.anyPackage')}</option>
              {packages.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="field">
          <label className="field__label" htmlFor={ids.phase}>
            {t('accountList.phase')}
          </label>
          <select className="field__input bo-select" {...field('phase')}>
            <option value="">{t('accountList.anyPhase')}</option>
            {['1', '2', '3'].map((p) => (
              <option key={p} value={p}>
                {t('overview.phaseN', { phase: p })}
              </option>
            ))}
            <option value="funded">{t('accountList.funded')}</option>
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.status}>
            {t('accounts.status')}
          </label>
          <select className="field__input bo-select" {...field('status')}>
            <option value="">{t('accountList.anyStatus')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={String(s)}>
                {s} · {t(`accountStatus.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <FilterActions onClear={clear} />
      </form>
      <ListNotReady state={state} onRetry={retry} empty={t('accountList.empty')} />
      {state.status === 'ready' && state.data.items.length > 0 && (
        <div className="card">
          <p className="bo-muted">{t('accountList.total', { count: state.data.totalCount })}</p>
          <div className="bo-table-wrap">
            <table className="bo-table bo-table--cards">
              <thead>
                <tr>
                  <th scope="col">{t('accounts.login')}</th>
                  <th scope="col">{t('accountList.trader')}</th>
                  <th scope="col">{t('accountList.package')}</th>
                  <th scope="col">{t('accountList.phase')}</th>
                  <th scope="col">{t('accounts.status')}</th>
                  <th scope="col">{t('accountList.balance')}</th>
                  <th scope="col">{t('accountList.equity')}</th>
                  <th scope="col">{t('accounts.created')}</th>
                </tr>
              </thead>
              <tbody>
                {state.data.items.map((a) => (
                  <tr key={a.id}>
                    <td data-label={t('accounts.login')}>
                      <Link className="link" to={`/accounts/${encodeURIComponent(a.id)}`}>
                        {a.login}
                      </Link>
                    </td>
                    <td data-label={t('accountList.trader')}>
                      {me.actions.includes('traders.read') ? (
                        <Link className="link" to={`/traders/${encodeURIComponent(a.userId)}`}>
                          {a.email}
                        </Link>
                      ) : (
                        a.email
                      )}
                      {me.brands.length > 1 && <span className="bo-muted"> · {brandName(a.brandId)}</span>}
                    </td>
                    <td data-label={t('accountList.package')}>{a.packageName}</td>
                    <td data-label={t('accountList.phase')}>
                      {a.isFunded || a.phase === null
                        ? t('accountList.funded')
                        : t('overview.phaseN', { phase: a.phase })}
                    </td>
                    <td data-label={t('accounts.status')}>
                      <StatusBadge variant={BLOCKED.has(a.status) ? 'negative' : 'neutral'}>
                        {t(`accountStatus.${a.status}`)}
                      </StatusBadge>
                    </td>
                    <td className="bo-nowrap" data-label={t('accountList.balance')}>
                      {f.money(a.balance, a.currency)}
                    </td>
                    <td className="bo-nowrap" data-label={t('accountList.equity')}>
                      {f.money(a.equity, a.currency)}
                    </td>
                    <td className="bo-nowrap" data-label={t('accounts.created')}>
                      {f.day(a.createdAt)}
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
