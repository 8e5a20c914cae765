import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@portal/contract';
import { DataTable, type DataColumn } from '@portal/ui/widgets/data-table.tsx';
import { Dialog } from '@portal/ui/widgets/dialog.tsx';
import { useFormat } from '../../shared/format/format.ts';
import { auditActionLabel } from './audit-action.ts';
import { diffJson, showValue } from './json-diff.ts';

type DiffRow = ReturnType<typeof diffJson>[number];

/** An entry's before and after, leaf by leaf, changes marked (not by colour alone: a sign per row too). */
export function AuditChangesDialog({ entry, onClose }: { entry: AuditEntry; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const rows = diffJson(entry.before, entry.after);
  const sign = { added: '+', removed: '−', changed: '~', same: '' } as const;
  const columns: Array<DataColumn<DiffRow>> = [
    {
      label: t('audit.field'),
      rowHeader: true,
      cell: (row) => (
        <>
          <span aria-hidden="true">{sign[row.kind]} </span>
          <code>{row.path}</code>
        </>
      ),
    },
    { label: t('audit.before'), cell: (row) => <code>{showValue(row.before)}</code> },
    { label: t('audit.after'), cell: (row) => <code>{showValue(row.after)}</code> },
  ];
  return (
    <Dialog
      title={t('audit.changesTitle', { action: auditActionLabel(t, i18n, entry.action) })}
      subtitle={f.when(entry.at)}
      onClose={onClose}
    >
      {rows.length === 0 ? (
        <p>{t('audit.noChanges')}</p>
      ) : (
        <DataTable
          bare
          className="bo-diff"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.path}
          rowClassName={(row) => `bo-diff__row bo-diff__row--${row.kind}`}
        />
      )}
    </Dialog>
  );
}
