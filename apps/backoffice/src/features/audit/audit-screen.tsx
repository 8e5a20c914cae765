import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AuditEntry, AuditQuery } from '@portal/contract';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { EmptyState } from '@portal/ui/widgets/empty-state.tsx';
import { Pagination } from '@portal/ui/widgets/pagination.tsx';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { readState } from '../../shared/api/read-state.ts';
import { useOperator } from '../../shared/session/session.tsx';
import { AuditChangesDialog } from './audit-changes-dialog.tsx';
import { AuditTarget } from './audit-target.tsx';
import { AuditFiltersForm, FILTER_NAMES, type AuditFilters } from './audit-filters.tsx';
import { useFormat } from '../../shared/format/format.ts';
import { useAuditQuery } from './api/audit-api.ts';

const PAGE_SIZE = 50;

/** The filters live in the URL (a filtered page can be shared and survives a reload); days become instants. */
function queryOf(params: URLSearchParams): Partial<AuditQuery> {
  const text = (name: string) => params.get(name) || undefined;
  const day = (name: string, time: string) => {
    const value = params.get(name);
    return value ? new Date(`${value}T${time}`).toISOString() : undefined;
  };
  return {
    actorId: text('actorId'),
    action: text('action'),
    targetType: text('targetType'),
    targetId: text('targetId'),
    brandId: text('brandId'),
    from: day('from', '00:00:00'),
    to: day('to', '23:59:59.999'),
    page: Number(params.get('page')) || 1,
    pageSize: PAGE_SIZE,
  };
}

/** The audit log: who did what to which target of which brand, and when; newest first, 50 a page. */
export default function AuditScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const me = useOperator();
  const [params, setParams] = useSearchParams();
  const { state: load, retry } = readState(useAuditQuery(queryOf(params), { refetchOnMountOrArgChange: true }));
  const [open, setOpen] = useState<AuditEntry | null>(null);

  const filters = Object.fromEntries(FILTER_NAMES.map((n) => [n, params.get(n) ?? ''])) as AuditFilters;
  const apply = (values: AuditFilters) =>
    setParams(new URLSearchParams(Object.entries(values).filter(([, v]) => v) as [string, string][]));
  const page = Number(params.get('page')) || 1;
  const goTo = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    setParams(next);
  };
  const brandName = (id: string | null) => (id ? (me.brands.find((b) => b.id === id)?.name ?? id) : '—');
  const when = (at: string) => f.when(at);
  const actor = (e: AuditEntry) =>
    e.actorType === 'system'
      ? t('audit.system')
      : e.actorType === 'api_key'
        ? t('audit.apiKey', { name: e.actorEmail ?? e.actorId ?? '' })
        : (e.actorEmail ?? e.actorId ?? '—');

  return (
    <section className="page">
      <h1 className="page__title">{t('audit.title')}</h1>
      <AuditFiltersForm values={filters} brands={me.brands} onApply={apply} />
      {(load.status === 'failed' || load.status === 'missing') && (
        <Banner variant="negative" action={{ label: t('console.retry'), onClick: retry }}>
          {t(load.status === 'failed' ? load.error : 'errors.NotAuthorized')}
        </Banner>
      )}
      {load.status === 'loading' && (
        <div className="card stack" aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} width="100%" height={28} />
          ))}
        </div>
      )}
      {load.status === 'ready' && load.data.items.length === 0 && <EmptyState title={t('audit.empty')} />}
      {load.status === 'ready' && load.data.items.length > 0 && (
        <div className="card">
          <p className="bo-muted">{t('audit.total', { count: load.data.totalCount })}</p>
          <div className="bo-table-wrap">
            <table className="bo-table bo-table--cards">
              <thead>
                <tr>
                  <th scope="col">{t('audit.at')}</th>
                  <th scope="col">{t('audit.actorColumn')}</th>
                  <th scope="col">{t('audit.action')}</th>
                  <th scope="col">{t('audit.target')}</th>
                  <th scope="col">{t('audit.brand')}</th>
                  <th scope="col">{t('audit.details')}</th>
                </tr>
              </thead>
              <tbody>
                {load.data.items.map((entry) => (
                  <tr key={entry.id}>
                    <td className="bo-nowrap" data-label={t('audit.at')}>
                      {when(entry.at)}
                    </td>
                    <td data-label={t('audit.actorColumn')}>
                      <span className="bo-break">{actor(entry)}</span>
                      {entry.actorRole && <span className="bo-muted"> · {t(`role.${entry.actorRole}`)}</span>}
                    </td>
                    <td data-label={t('audit.action')}>
                      <code className="bo-nowrap">{entry.action}</code>
                    </td>
                    <td data-label={t('audit.target')}>
                      <AuditTarget entry={entry} />
                    </td>
                    <td data-label={t('audit.brand')}>{brandName(entry.brandId)}</td>
                    <td>
                      <button type="button" className="btn btn--ghost bo-small" onClick={() => setOpen(entry)}>
                        {t('audit.showChanges')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} totalPages={Math.ceil(load.data.totalCount / PAGE_SIZE)} onChange={goTo} />
        </div>
      )}
      {open && <AuditChangesDialog entry={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
