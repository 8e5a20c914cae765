import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { BusyRegion } from '@portal/ui/widgets/busy-region.tsx';
import { DataTable, type DataColumn } from '@portal/ui/widgets/data-table.tsx';
import { EmptyState } from '@portal/ui/widgets/empty-state.tsx';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import type { CursorPage, ListCount } from '@portal/contract';
import type { Load } from '../api/read-state.ts';

/** Rows of placeholders while a list or a page loads. */
export function LoadingRows({ rows = 6, height = 28 }: { rows?: number; height?: number }) {
  return (
    <BusyRegion className="card stack">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} width="100%" height={height} />
      ))}
    </BusyRegion>
  );
}

/** A failed read, with the way to ask again. */
export function LoadFailed({ error, onRetry }: { error: string; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Banner variant="negative" action={{ label: t('console.retry'), onClick: onRetry }}>
      {t(error)}
    </Banner>
  );
}

/** An id that is unknown or outside the operator's brands (the server answers both alike). */
export function NotFound({ title, back, backLabel }: { title: string; back: string; backLabel: string }) {
  return (
    <EmptyState
      title={title}
      action={
        <Link className="btn btn--secondary" to={back}>
          {backLabel}
        </Link>
      }
    />
  );
}

/**
 * A page whose one record is not ready: placeholders while it loads, then the failure with a way to ask again, or
 * "not found" (unknown and out-of-scope ids answer alike) with the way back.
 */
export function PageNotReady({
  load,
  title,
  notFound,
  back,
  backLabel,
  onRetry,
  rows = 6,
}: {
  load: { status: 'loading' } | { status: 'missing' } | { status: 'failed'; error: string };
  title: string;
  notFound: string;
  back: string;
  backLabel: string;
  onRetry(): void;
  rows?: number;
}) {
  if (load.status === 'loading')
    return (
      // the rows below say "Loading…" once for the whole page
      <section className="page" aria-busy="true">
        <Skeleton width={240} height={32} />
        <LoadingRows rows={rows} height={22} />
      </section>
    );
  return (
    <section className="page">
      <h1 className="page__title">{title}</h1>
      {load.status === 'failed' ? (
        <LoadFailed error={load.error} onRetry={onRetry} />
      ) : (
        <NotFound title={notFound} back={back} backLabel={backLabel} />
      )}
    </section>
  );
}

/**
 * A list's read before its rows: placeholders, the failure with a retry ("not permitted" for a brand outside the
 * operator's scope), or the empty state; nothing once there are rows to show.
 */
export function ListNotReady({
  state,
  onRetry,
  empty,
}: {
  state: Load<{ items: readonly unknown[] }>;
  onRetry(): void;
  empty: string;
}) {
  if (state.status === 'loading') return <LoadingRows />;
  if (state.status === 'missing') return <LoadFailed error="errors.NotAuthorized" onRetry={onRetry} />;
  if (state.status === 'failed') return <LoadFailed error={state.error} onRetry={onRetry} />;
  return state.data.items.length === 0 ? <EmptyState title={empty} /> : null;
}

/** A whole list's read (one answer, no pages) as the kit's DataTable shows it: its rows, or until there are rows the
 * placeholders, failure or empty state (`empty` its title). */
export function listRows<T>(read: { state: Load<{ items: T[] }>; retry(): void }, empty: string) {
  const { state, retry } = read;
  return {
    rows: state.status === 'ready' ? state.data.items : [],
    notReady: <ListNotReady state={state} onRetry={retry} empty={empty} />,
  };
}

type PagedTexts = {
  /** the empty state's title */
  empty: string;
  /** "N orders" above the table */
  total(count: number): string;
};

/** The sentence of a list's count: "12 orders", or "10000 orders or more" when counting stopped. */
export function useCountText() {
  const { t } = useTranslation();
  return (count: ListCount, total: (count: number) => string) =>
    count.kind === 'exact' ? total(count.value) : t('pagination.atLeast', { total: total(count.value) });
}

/** Where a list read by position is: its page's cursor in the URL and the way to another (use-list-query.ts). */
export type CursorQuery = { go(cursor: string | undefined): void };

/**
 * A list read by position (keyset pagination) as the kit's DataTable shows it: its rows; until there are rows, the
 * placeholders, failure or empty state; the count above the rows (exact or a floor, said in words) and first,
 * previous, next and last below them. A position the server refused (an edited or outdated link) retries from the
 * first page.
 */
export function useCursorRows<T>(
  read: { state: Load<CursorPage<T>>; retry(): void },
  query: CursorQuery,
  { empty, total }: PagedTexts,
) {
  const countText = useCountText();
  const { state, retry } = read;
  const ready = state.status === 'ready' ? state.data : null;
  const badCursor = state.status === 'failed' && state.error === 'validation.cursor';
  return {
    rows: ready?.items ?? [],
    notReady: <ListNotReady state={state} onRetry={badCursor ? () => query.go(undefined) : retry} empty={empty} />,
    total: ready ? countText(ready.count, total) : undefined,
    cursorPages: ready ? { previous: ready.previous, next: ready.next, go: query.go } : undefined,
  };
}

/** The rows of a list of records: each keyed by its id and opening its page, `${base}/${id}`. */
export function recordLinks<T extends { id: string }>(base: string) {
  return {
    rowKey: (row: T) => row.id,
    rowLink: { to: (row: T) => `${base}/${encodeURIComponent(row.id)}`, as: Link },
  };
}

type RecordTableProps<T> = {
  columns: Array<DataColumn<T>>;
  /** the section: each row opens `/${section}/${id}` */
  section: string;
  /** where the section's texts are, `<texts>.empty` and `<texts>.total` (the section's own by default) */
  texts?: string;
  /** an empty state of its own (e.g. for a search that matched nothing) */
  empty?: string;
};
type CursorRecordTableProps<T> = RecordTableProps<T> & {
  read: { state: Load<CursorPage<T>>; retry(): void };
  list: CursorQuery;
};

/** The section's texts of a list of records. */
function useRecordTexts({ section, texts = section, empty }: Omit<RecordTableProps<never>, 'columns'>): PagedTexts {
  const { t } = useTranslation();
  return { empty: empty ?? t(`${texts}.empty`), total: (count) => t(`${texts}.total`, { count }) };
}

/** A section's list of records read by position, as a table: its rows open their records. */
export function CursorRecordTable<T extends { id: string }>(props: CursorRecordTableProps<T>) {
  const texts = useRecordTexts(props);
  return (
    <DataTable
      columns={props.columns}
      {...recordLinks<T>(`/${props.section}`)}
      {...useCursorRows(props.read, props.list, texts)}
    />
  );
}

/** A filter form's buttons: apply (the form's submit) and clear. */
export function FilterActions({ onClear }: { onClear(): void }) {
  const { t } = useTranslation();
  return (
    <div className="row bo-filters__actions">
      <button type="submit" className="btn btn--primary">
        {t('audit.apply')}
      </button>
      <button type="button" className="btn btn--ghost" onClick={onClear}>
        {t('audit.clear')}
      </button>
    </div>
  );
}
