import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useEnglishCatalogue } from '../test/i18n-for-tests.ts';
import { DataTable, type DataColumn } from './data-table.tsx';

useEnglishCatalogue();

type Row = { id: string; email: string; amount: string };
const ROWS: Row[] = [
  { id: 'a', email: 'first.trader.with.a.long.address@example.test', amount: '$1,250.00' },
  { id: 'b', email: 'second@example.test', amount: '$80.00' },
];
const COLUMNS: Array<DataColumn<Row>> = [
  { label: 'Trader', cell: (r) => r.email, breakAnywhere: true },
  { label: 'Amount', cell: (r) => r.amount, nowrap: true },
];
/** A router's link as an app passes it (the kit knows no router). */
const TestLink = ({ to, className, children }: { to: string; className?: string; children: ReactNode }) => (
  <a href={`/app${to}`} className={className}>
    {children}
  </a>
);

describe('data table', () => {
  it('shows a heading per column and each value under its column name for the cards of a narrow screen', () => {
    render(<DataTable columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} total="2 payouts" />);
    expect(screen.getByText('2 payouts')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(table).toHaveClass('data-table--cards');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Trader', 'Amount']);
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual(['Trader', 'Amount']);
    // a breakAnywhere value breaks wherever it must, an amount keeps its line
    expect(cells[0]).toHaveClass('data-table__break');
    expect(cells[1]).toHaveClass('data-table__nowrap');
  });

  it('says which column the rows are ordered by, and which way, to assistive technology and by an arrow', () => {
    const ordered: Array<DataColumn<Row>> = [COLUMNS[0]!, { ...COLUMNS[1]!, sorted: 'descending' }];
    render(<DataTable columns={ordered} rows={ROWS} rowKey={(r) => r.id} />);
    const [trader, amount] = screen.getAllByRole('columnheader');
    expect(trader).not.toHaveAttribute('aria-sort');
    expect(amount).toHaveAttribute('aria-sort', 'descending');
    expect(amount).toHaveTextContent('Amount ↓');
    expect(within(amount!).getByText('↓', { exact: false })).toHaveAttribute('aria-hidden', 'true');
    expect(within(amount!).queryByRole('button')).toBeNull();
  });

  it('makes the ordered column’s heading a button that turns the order when the list can', async () => {
    const onSort = vi.fn();
    const ordered: Array<DataColumn<Row>> = [COLUMNS[0]!, { ...COLUMNS[1]!, sorted: 'ascending', onSort }];
    render(<DataTable columns={ordered} rows={ROWS} rowKey={(r) => r.id} />);
    const amount = screen.getByRole('columnheader', { name: /Amount/ });
    await userEvent.click(within(amount).getByRole('button', { name: /Amount/ }));
    expect(onSort).toHaveBeenCalledOnce();
    expect(amount).toHaveAttribute('aria-sort', 'ascending');
  });

  it("links each row's first value to the row's page through the app's link", () => {
    render(
      <DataTable
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => r.id}
        rowLink={{ to: (r) => `/payouts/${r.id}`, as: TestLink }}
      />,
    );
    expect(screen.getByRole('link', { name: 'second@example.test' })).toHaveAttribute('href', '/app/payouts/b');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('shows what the app gives instead of an empty table (placeholders, failure, empty state)', () => {
    render(<DataTable columns={COLUMNS} rows={[]} rowKey={(r) => r.id} notReady={<p>Nothing to decide.</p>} />);
    expect(screen.getByText('Nothing to decide.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages by position through the kit pagination, shown only when there is another page', async () => {
    const go = vi.fn();
    const { rerender } = render(
      <DataTable columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} cursorPages={{ previous: null, next: 'c2', go }} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(go).toHaveBeenCalledWith('c2');
    rerender(
      <DataTable columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} cursorPages={{ previous: null, next: null, go }} />,
    );
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it("names a column of buttons for a screen reader only, without a name over its cards' values", () => {
    const withButton: Array<DataColumn<Row>> = [
      ...COLUMNS,
      { label: 'Revoke', hideLabel: true, cell: (r) => <button type="button">Revoke {r.id}</button> },
    ];
    render(<DataTable columns={withButton} rows={ROWS} rowKey={(r) => r.id} />);
    expect(screen.getByRole('columnheader', { name: 'Revoke' }).firstElementChild).toHaveClass('visually-hidden');
    expect(screen.getByRole('button', { name: 'Revoke a' }).closest('td')).not.toHaveAttribute('data-label');
  });

  it('keeps a few short columns side by side when asked, and marks rows with their own class', () => {
    render(
      <DataTable
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => r.id}
        cards={false}
        caption="Changes"
        rowClassName={(r) => (r.id === 'a' ? 'diff--added' : undefined)}
      />,
    );
    const table = screen.getByRole('table', { name: 'Changes' });
    expect(table).not.toHaveClass('data-table--cards');
    expect(within(table).getAllByRole('row')[1]).toHaveClass('diff--added');
  });
});
