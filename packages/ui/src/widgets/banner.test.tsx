import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Banner } from './banner.tsx';

describe('Banner', () => {
  it('shows its title and text', () => {
    render(
      <Banner variant="warning" title="Verify your identity">
        Payouts need a verified account.
      </Banner>,
    );
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Verify your identity');
    expect(banner).toHaveTextContent('Payouts need a verified account.');
  });

  it('announces a negative banner as an alert', () => {
    render(<Banner variant="negative" title="Payment failed" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');
  });

  it('fires its action', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Banner variant="neutral" title="A contract is waiting" action={{ label: 'Sign contract', onClick }} />);
    await user.click(screen.getByRole('button', { name: 'Sign contract' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('has no button without an action', () => {
    render(<Banner variant="muted">Nothing to do</Banner>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
