import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useEnglishCatalogue } from '../test/i18n-for-tests.ts';
import { CursorPagination } from './cursor-pagination.tsx';
import { Pagination, pageWindow } from './pagination.tsx';

useEnglishCatalogue();

describe('pagination', () => {
  it('shows the ends and the neighbours of the current page, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });

  it('marks the current page and moves by number, previous and next', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Pagination page={2} totalPages={3} onChange={onChange} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(onChange.mock.calls).toEqual([[3], [1], [3]]);
  });

  it('is not shown for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onChange={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('pagination by position', () => {
  it('goes to the first, the previous, the next and the last page by their cursors', async () => {
    const user = userEvent.setup();
    const go = vi.fn();
    render(<CursorPagination previous="p" next="n" go={go} />);
    for (const name of [/First/, /Previous/, /Next/, /Last/]) await user.click(screen.getByRole('button', { name }));
    expect(go.mock.calls).toEqual([[undefined], ['p'], ['n'], ['last']]);
  });

  it('disables the steps past either end, and is not shown for a single page', () => {
    const { rerender, container } = render(<CursorPagination previous={null} next="n" go={() => undefined} />);
    expect(screen.getByRole('button', { name: /First/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Next/ })).toBeEnabled();
    rerender(<CursorPagination previous="p" next={null} go={() => undefined} />);
    expect(screen.getByRole('button', { name: /Last/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /First/ })).toBeEnabled();
    rerender(<CursorPagination previous={null} next={null} go={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
