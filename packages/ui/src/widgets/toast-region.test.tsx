import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useEnglishCatalogue } from '../test/i18n-for-tests.ts';
import { Dialog } from './dialog.tsx';
import { ToastRegion } from './toast-region.tsx';

useEnglishCatalogue();

function Harness() {
  const [first, setFirst] = useState(true);
  const [second, setSecond] = useState(false);
  const swap = () => {
    setFirst(false);
    setSecond(true);
  };
  return (
    <>
      {first && (
        <Dialog title="New key" onClose={swap} footer={<button type="button">Create</button>}>
          <p>Form</p>
        </Dialog>
      )}
      {second && (
        <Dialog title="Your key" onClose={() => setSecond(false)} footer={<button type="button">Done</button>}>
          <p>Key</p>
        </Dialog>
      )}
      <ToastRegion className="app-toasts">
        <p role="status">The key was created</p>
      </ToastRegion>
    </>
  );
}

describe('toast region', () => {
  it("shows the toasts over the open dialog's action row, in the dialog on top, and in the page's corner after", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const first = screen.getByRole('dialog', { name: 'New key' });
    const toast = within(first).getByRole('status');
    expect(toast.parentElement).toHaveClass('dialog__notices');
    expect(toast.parentElement!.nextElementSibling).toHaveClass('dialog__footer');

    await user.click(within(first).getByRole('button', { name: 'Close' }));
    const second = screen.getByRole('dialog', { name: 'Your key' });
    expect(within(second).getByRole('status')).toHaveTextContent('The key was created');

    await user.click(within(second).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status').parentElement).toHaveClass('app-toasts');
  });

  it("leaves the dialog's place for notices empty while there is no toast", () => {
    render(
      <Dialog title="Alone" onClose={() => undefined}>
        <p>Body</p>
      </Dialog>,
    );
    expect(
      within(screen.getByRole('dialog')).getByText('Body').parentElement!.nextElementSibling,
    ).toBeEmptyDOMElement();
  });
});
