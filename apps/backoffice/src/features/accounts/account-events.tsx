import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@portal/ui/widgets/data-table.tsx';
import { SectionCard } from '../../shared/ui/record-page.tsx';
import { readState } from '../../shared/api/read-state.ts';
import { useFormat } from '../../shared/format/format.ts';
import { LoadFailed, LoadingRows } from '../../shared/ui/list-states.tsx';
import { useAccountDashboardQuery, useAccountEventsQuery, type AccountEvent } from './api/accounts-api.ts';
import { eventLines } from './event-data.ts';

const PAGE_SIZE = 20;

/** `accounts.blocked` → `accountsBlocked` (a dot would be a nesting level of the catalogue). */
const eventKey = (type: string) => type.replace(/\.(\w)/g, (_, c: string) => c.toUpperCase());

/** The account's log, newest first, a page at a time (first, previous, next, last): deals, snapshots, verdicts, blocks. */
export function AccountEvents({ accountId, isFunded }: { accountId: string; isFunded: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  // The account's currency, as its dashboard above reads it (the same request, asked once).
  const currency = useAccountDashboardQuery(accountId).currentData?.metrics.currency;
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
      cell: (e) => {
        const lines = eventLines(e.data, { t, f, currency, isFunded });
        if (lines.length === 0) return '—';
        return (
          <span className="bo-event-data">
            {lines.map((l, i) => (
              <span key={i} className="bo-event-data__field">
                {l.label && <span className="bo-muted">{l.label} </span>}
                {l.value}
              </span>
            ))}
          </span>
        );
      },
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
