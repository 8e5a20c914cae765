import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toast } from './toast.tsx';

describe('Toast', () => {
  it('shows a negative message as an alert', () => {
    render(<Toast message="Something went wrong" variant="negative" onClose={() => {}} closeLabel="Close" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('shows a positive message as a status', () => {
    render(<Toast message="Saved" variant="positive" onClose={() => {}} closeLabel="Close" />);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('closes with its labelled close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Toast message="Saved" variant="neutral" onClose={onClose} closeLabel="Schließen" />);
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
