import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@portal/ui/widgets/pagination.tsx';
import { readState } from '../../shared/api/read-state.ts';
import { useFormat } from '../../shared/format/format.ts';
import { LoadFailed, LoadingRows } from '../../shared/ui/list-states.tsx';
import { useAccountEventsQuery } from './api/accounts-api.ts';

const PAGE_SIZE = 20;

/** `accounts.blocked` → `accountsBlocked` (a dot would be a nesting level of the catalogue). */
const eventKey = (type: string) => type.replace(/\.(\w)/g, (_, c: string) => c.toUpperCase());

/** An event's own data in one line: its plain fields (objects nested one level), as reported. */
export function summarise(data: unknown): string {
  if (data === null || data === undefined) return '';
  if (typeof data !== 'object') return String(data);
  const parts: string[] = [];
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'object') {
      const inner = summarise(value);
      if (inner) parts.push(`${key}: {${inner}}`);
    } else parts.push(`${key}: ${String(value)}`);
  }
  return parts.join(', ');
}

/** The account's log, newest first, a page at a time: deals, snapshots, verdicts, blocks. */
export function AccountEvents({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [page, setPage] = useState(1);
  const { state, retry } = readState(useAccountEventsQuery({ id: accountId, page, pageSize: PAGE_SIZE }));
  return (
    <article className="card stack" aria-labelledby="ac-events">
      <h2 id="ac-events" className="bo-card-title">
        {t('events.title')}
      </h2>
      {state.status === 'loading' && <LoadingRows rows={5} />}
      {state.status === 'failed' && <LoadFailed error={state.error} onRetry={retry} />}
      {state.status === 'ready' && state.data.items.length === 0 && <p className="bo-muted">{t('events.empty')}</p>}
      {state.status === 'ready' && state.data.items.length > 0 && (
        <>
          <div className="bo-table-wrap">
            <table className="bo-table bo-table--cards">
              <thead>
                <tr>
                  <th scope="col">{t('events.time')}</th>
                  <th scope="col">{t('events.type')}</th>
                  <th scope="col">{t('events.data')}</th>
                </tr>
              </thead>
              <tbody>
                {state.data.items.map((e, i) => (
                  <tr key={`${e.time}-${i}`}>
                    <td className="bo-nowrap" data-label={t('events.time')}>
                      {f.when(e.time)}
                    </td>
                    <td className="bo-nowrap" data-label={t('events.type')}>
                      {t(`events.kind.${eventKey(e.type)}`)}
                    </td>
                    <td data-label={t('events.data')}>
                      <code className="bo-event-data">{summarise(e.data) || '—'}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} totalPages={Math.ceil(state.data.totalCount / PAGE_SIZE)} onChange={setPage} />
        </>
      )}
    </article>
  );
}
