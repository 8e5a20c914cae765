import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Pagination } from '@portal/ui/widgets/pagination.tsx';
import type { Page } from '../api/console-api.ts';
import type { Load } from '../api/read-state.ts';
import { ListNotReady } from './list-states.tsx';

export type Column<T> = {
  label: string;
  cell(row: T): ReactNode;
  /** dates and amounts: kept on one line */
  nowrap?: boolean;
};

/** A column whose cell opens the row's own page (the order, the account, the trader…). */
export function linkColumn<T>(label: string, to: (row: T) => string, text: (row: T) => ReactNode): Column<T> {
  return {
    label,
    cell: (row) => (
      <Link className="link" to={to(row)}>
        {text(row)}
      </Link>
    ),
  };
}

type Props<T> = {
  state: Load<Page<T>>;
  onRetry(): void;
  /** the empty state's title */
  empty: string;
  /** "N orders" above the table */
  total(count: number): string;
  columns: ReadonlyArray<Column<T>>;
  query: { page: number; pageSize: number; goTo(page: number): void };
};

/**
 * A console list's rows: the read's placeholders, failure or empty state until there are rows, then the count, the
 * table (each cell labelled with its column, for the stacked cards of a narrow screen) and the pages.
 */
export function ListTable<T extends { id: string }>({ state, onRetry, empty, total, columns, query }: Props<T>) {
  if (state.status !== 'ready' || state.data.items.length === 0)
    return <ListNotReady state={state} onRetry={onRetry} empty={empty} />;
  return (
    <div className="card">
      <p className="bo-muted">{total(state.data.totalCount)}</p>
      <div className="bo-table-wrap">
        <table className="bo-table bo-table--cards">
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.label} scope="col">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {state.data.items.map((row) => (
              <tr key={row.id}>
                {columns.map((c) => (
                  <td key={c.label} className={c.nowrap ? 'bo-nowrap' : undefined} data-label={c.label}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination
        page={query.page}
        totalPages={Math.ceil(state.data.totalCount / query.pageSize)}
        onChange={query.goTo}
      />
    </div>
  );
}
