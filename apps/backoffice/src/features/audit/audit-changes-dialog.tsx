import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@portal/contract';
import { Dialog } from '@portal/ui/widgets/dialog.tsx';
import { diffJson, showValue } from './json-diff.ts';

/** An entry's before and after, leaf by leaf, changes marked (not by colour alone: a sign per row too). */
export function AuditChangesDialog({ entry, onClose }: { entry: AuditEntry; onClose(): void }) {
  const { t } = useTranslation();
  const rows = diffJson(entry.before, entry.after);
  const sign = { added: '+', removed: '−', changed: '~', same: '' } as const;
  return (
    <Dialog title={t('audit.changesTitle', { action: entry.action })} subtitle={entry.at} onClose={onClose}>
      {rows.length === 0 ? (
        <p>{t('audit.noChanges')}</p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table bo-diff">
            <thead>
              <tr>
                <th scope="col">{t('audit.field')}</th>
                <th scope="col">{t('audit.before')}</th>
                <th scope="col">{t('audit.after')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.path} className={`bo-diff__row bo-diff__row--${row.kind}`}>
                  <th scope="row">
                    <span aria-hidden="true">{sign[row.kind]} </span>
                    <code>{row.path}</code>
                  </th>
                  <td>
                    <code>{showValue(row.before)}</code>
                  </td>
                  <td>
                    <code>{showValue(row.after)}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Dialog>
  );
}
