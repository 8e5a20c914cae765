import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useEnglishCatalogue } from '../test/i18n-for-tests.ts';
import { CursorPagination } from './cursor-pagination.tsx';

useEnglishCatalogue();

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
