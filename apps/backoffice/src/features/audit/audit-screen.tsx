import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiPath, type AuditEntry, type AuditQuery } from '@portal/contract';
import { DataTable, type DataColumn } from '@portal/ui/widgets/data-table.tsx';
import { readState } from '../../shared/api/read-state.ts';
import { useOperator } from '../../shared/session/session.tsx';
import { useCursorRows } from '../../shared/ui/list-states.tsx';
import { useUpdateParams } from '@portal/ui/routing/use-update-params.ts';
import { EmailText } from '@portal/ui/widgets/email-text.tsx';
import { setCursor } from '../../shared/ui/use-list-query.ts';
import { ListHeading } from '../../shared/ui/list-heading.tsx';
import { AuditChangesDialog } from './audit-changes-dialog.tsx';
import { AuditTarget } from './audit-target.tsx';
import { auditActionLabel } from './audit-action.ts';
import { listOrder } from '../../shared/ui/list-order.tsx';
import { AuditFiltersForm, filterParams, filtersIn, type AuditFilters } from './audit-filters.tsx';
import { useFormat } from '../../shared/format/format.ts';
import { useAuditQuery } from './api/audit-api.ts';

const PAGE_SIZE = 50;

/** The filters live in the URL (a filtered page can be shared and survives a reload); days become instants. */
function filtersOf(params: URLSearchParams): Partial<AuditQuery> {
  const text = (name: string) => params.get(name) || undefined;
  const day = (name: string, time: string) => {
    const value = params.get(name);
    return value ? new Date(`${value}T${time}`).toISOString() : undefined;
  };
  return {
    actorId: text('actorId'),
    actorEmail: text('actorEmail'),
    action: text('action'),
    targetType: text('targetType'),
    targetId: text('targetId'),
    brandId: text('brandId'),
    from: day('from', '00:00:00'),
    to: day('to', '23:59:59.999'),
    order: listOrder(params.get('order') ?? '', 'desc').order,
  };
}

/** The page the URL names: the filters, and the position. */
const queryOf = (params: URLSearchParams): Partial<AuditQuery> => ({
  ...filtersOf(params),
  cursor: params.get('cursor') || undefined,
  pageSize: PAGE_SIZE,
});

/** The audit log: who did what to which target of which brand, and when; newest first, 50 a page, read by position. */
export default function AuditScreen() {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const me = useOperator();
  const [params, update] = useUpdateParams();
  const read = readState(useAuditQuery(queryOf(params), { refetchOnMountOrArgChange: true }));
  const [open, setOpen] = useState<AuditEntry | null>(null);

  const filters = filtersIn(params);
  const sort = listOrder(filters.order, 'desc');
  const apply = (values: AuditFilters) => update(() => filterParams(values));
  const go = (cursor: string | undefined) => update((next) => setCursor(next, cursor));
  const rows = useCursorRows(read, { go }, { empty: t('audit.empty'), total: (count) => t('audit.total', { count }) });
  const brandName = (id: string | null) => (id ? (me.brands.find((b) => b.id === id)?.name ?? id) : '—');
  const when = (at: string) => f.when(at);
  const actor = (e: AuditEntry) =>
    e.actorType === 'system'
      ? t('audit.system')
      : e.actorType === 'api_key'
        ? t('audit.apiKey', { name: e.actorEmail ?? e.actorId ?? '' })
        : (e.actorEmail ?? e.actorId ?? '—');
  const columns: Array<DataColumn<AuditEntry>> = [
    {
      label: t('audit.at'),
      nowrap: true,
      sorted: sort.sorted,
      onSort: () => apply({ ...filters, order: sort.other }),
      cell: (entry) => when(entry.at),
    },
    {
      label: t('audit.actorColumn'),
      breakAnywhere: true,
      cell: (entry) => (
        <>
          <EmailText>{actor(entry)}</EmailText>
          {entry.actorRole && <span className="bo-muted"> · {t(`role.${entry.actorRole}`)}</span>}
        </>
      ),
    },
    {
      label: t('audit.action'),
      // the code under the words: the Action filter and the API take it
      cell: (entry) => (
        <>
          {auditActionLabel(t, i18n, entry.action)}
          <br />
          <code className="bo-code bo-muted">{entry.action}</code>
        </>
      ),
    },
    { label: t('audit.target'), cell: (entry) => <AuditTarget entry={entry} /> },
    { label: t('audit.brand'), cell: (entry) => brandName(entry.brandId) },
    {
      label: t('audit.details'),
      cell: (entry) => (
        <button type="button" className="btn btn--ghost bo-small" onClick={() => setOpen(entry)}>
          {t('audit.showChanges')}
        </button>
      ),
    },
  ];

  return (
    <section className="page">
      <ListHeading title={t('audit.title')} exportPath={ApiPath.adminAuditExport} filters={filtersOf(params)} />
      <AuditFiltersForm values={filters} brands={me.brands} onApply={apply} />
      <DataTable columns={columns} rowKey={(entry) => entry.id} {...rows} />
      {open && <AuditChangesDialog entry={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
