import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A table column: its heading's key under `dashboard.`, and the class of its cells (numbers, wide screens only). */
export type Column = readonly [key: string, className?: string];

/** The class of a column of numbers: aligned right, in figures of one width. */
export const NUM = 'data-table__num';

/** The heading row of a dashboard table, one heading a column. */
export function ColumnHeads({ columns }: { columns: readonly Column[] }) {
  const { t } = useTranslation();
  return (
    <thead>
      <tr>
        {columns.map(([key, className]) => (
          <th key={key} scope="col" className={className}>
            {t(`dashboard.${key}`)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * A dashboard table: it scrolls sideways on its own (a keyboard stop, named by its card's title `labelledBy`),
 * its headings, then its rows.
 */
export function DashboardTable({
  labelledBy,
  columns,
  children,
}: {
  labelledBy: string;
  columns: readonly Column[];
  children: ReactNode;
}) {
  return (
    <div className="data-table__wrap" tabIndex={0} role="group" aria-labelledby={labelledBy}>
      <table className="list-table list-table--rows data-table">
        <ColumnHeads columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
