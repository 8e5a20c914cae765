import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@portal/ui/widgets/data-table.tsx';
import { SectionCard } from '../../shared/ui/record-page.tsx';
import { readState } from '../../shared/api/read-state.ts';
import { useFormat } from '../../shared/format/format.ts';
import { LoadFailed, LoadingRows } from '../../shared/ui/list-states.tsx';
import { useAccountEventsQuery, type AccountEvent } from './api/accounts-api.ts';

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

/** The account's log, newest first, a page at a time (first, previous, next, last): deals, snapshots, verdicts, blocks. */
export function AccountEvents({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  // The position stays with the section (the account's page keeps its own URL); the first page has none.
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const { state, retry } = readState(
    useAccountEventsQuery({ id: accountId, pageSize: PAGE_SIZE, ...(cursor ? { cursor } : {}) }),
  );
  const ready = state.status === 'ready' ? state.data : null;
  const columns: Array<DataColumn<AccountEvent>> = [
    { label: t('events.time'), nowrap: true, cell: (e) => f.when(e.time) },
    { label: t('events.type'), nowrap: true, cell: (e) => t(`events.kind.${eventKey(e.type)}`) },
    {
      label: t('events.data'),
      cell: (e) => <code className="bo-event-data">{summarise(e.data) || '—'}</code>,
    },
  ];
  return (
    <SectionCard title={t('events.title')}>
      <DataTable
        bare
        columns={columns}
        rowKey={(e, i) => `${e.time}-${i}`}
        rows={ready?.items ?? []}
        notReady={
          state.status === 'loading' ? (
            <LoadingRows rows={5} />
          ) : state.status === 'failed' ? (
            <LoadFailed error={state.error} onRetry={retry} />
          ) : (
            ready && <p className="bo-muted">{t('events.empty')}</p>
          )
        }
        cursorPages={ready ? { previous: ready.previous, next: ready.next, go: setCursor } : undefined}
      />
    </SectionCard>
  );
}
