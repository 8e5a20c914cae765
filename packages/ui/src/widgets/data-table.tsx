import type { ComponentType, ReactNode } from 'react';
import { CursorPagination, type CursorPages } from './cursor-pagination.tsx';
import './data-table.css';

export type DataColumn<T> = {
  /** the column's heading, and the name over each value when rows are cards */
  label: string;
  cell(row: T): ReactNode;
  /** dates, amounts, logins, codes: kept on one line */
  nowrap?: boolean;
  /** hosts, keys, ids: broken wherever they must be rather than widening the table; an e-mail in it is an EmailText */
  breakAnywhere?: boolean;
  /** a column of buttons (revoke, show): its name is read out, not shown, and not set over its cards' values */
  hideLabel?: boolean;
  /** the cell that names its row (a diff's field): a row header */
  rowHeader?: boolean;
  /** the rows are in this column's order: said to assistive technology (aria-sort) and by an arrow by its heading */
  sorted?: 'ascending' | 'descending';
  /** with `sorted`: the heading is a button that reads the list the other way round */
  onSort?(): void;
};

/** A heading's text and, for the column the rows are ordered by, which way (the arrow is for the eye only). */
function Heading<T>({ column }: { column: DataColumn<T> }) {
  const arrow = column.sorted && (
    <span className="data-table__sorted" aria-hidden="true">
      {column.sorted === 'ascending' ? ' ↑' : ' ↓'}
    </span>
  );
  if (column.sorted && column.onSort) {
    return (
      <button type="button" className="data-table__sort" onClick={column.onSort}>
        {column.label}
        {arrow}
      </button>
    );
  }
  return (
    <>
      {column.hideLabel ? <span className="visually-hidden">{column.label}</span> : column.label}
      {arrow}
    </>
  );
}

const cellClass = (column: { nowrap?: boolean; breakAnywhere?: boolean }) =>
  column.nowrap ? 'data-table__nowrap' : column.breakAnywhere ? 'data-table__break' : undefined;

/** The app's router link: the kit knows no router. */
export type RowLinkComponent = ComponentType<{ to: string; className?: string; children: ReactNode }>;

export type DataTableProps<T> = {
  columns: ReadonlyArray<DataColumn<T>>;
  rows: readonly T[];
  rowKey(row: T, index: number): string;
  /** where a row leads: the first column's value links there, through the app's `as` link */
  rowLink?: { to(row: T): string; as: RowLinkComponent };
  /** shown instead of the table while there are no rows: placeholders, the failure or the empty state */
  notReady?: ReactNode;
  /** "12 orders" above the table */
  total?: string;
  /** the table's name; `hideCaption` when a heading or a summary already shows it */
  caption?: string;
  hideCaption?: boolean;
  /** a list read by position: first, previous, next and last under the table */
  cursorPages?: CursorPages;
  /** inside another card (a record's section, a dialog): the table without a card of its own */
  bare?: boolean;
  /** false: a narrow screen scrolls the table sideways instead of stacking its rows (a few short columns) */
  cards?: boolean;
  /** a row's own class (a diff's added, changed and removed rows) */
  rowClassName?(row: T): string | undefined;
  /** the table's own class besides the kit's, for what only this list shows */
  className?: string;
};

/**
 * A list as a table: a column's heading over its values from 700 px; below, each row a card with each value under
 * its column's name. Until there are rows it shows `notReady` (the app's list states); the pages below it.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, rowKey, rowLink, notReady, total, caption, bare, cards = true } = props;
  if (rows.length === 0) return <>{notReady ?? null}</>;
  const Link = rowLink?.as;
  const body = (
    <>
      {total && <p className="data-table__total">{total}</p>}
      <div className="data-table__wrap">
        <table className={['data-table', cards && 'data-table--cards', props.className].filter(Boolean).join(' ')}>
          {caption && (
            <caption className={props.hideCaption ? 'visually-hidden' : 'data-table__caption'}>{caption}</caption>
          )}
          <thead>
            <tr>
              {columns.map((column, i) => (
                <th key={i} scope="col" aria-sort={column.sorted}>
                  <Heading column={column} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={rowKey(row, r)} className={props.rowClassName?.(row)}>
                {columns.map((column, i) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={i}
                      scope={column.rowHeader ? 'row' : undefined}
                      className={cellClass(column)}
                      data-label={column.hideLabel ? undefined : column.label}
                    >
                      {i === 0 && Link && rowLink ? (
                        <Link className="link" to={rowLink.to(row)}>
                          {column.cell(row)}
                        </Link>
                      ) : (
                        column.cell(row)
                      )}
                    </Cell>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {props.cursorPages && <CursorPagination {...props.cursorPages} />}
    </>
  );
  return bare ? <div className="data-table__bare">{body}</div> : <div className="card data-table__card">{body}</div>;
}
