import type { FormEvent } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadingButton } from './loading-button.tsx';

describe('LoadingButton', () => {
  it('is clickable and not busy when idle', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<LoadingButton onClick={onClick}>Sign in</LoadingButton>);
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled and busy while loading, keeping its name', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <LoadingButton loading onClick={onClick}>
        Sign in
      </LoadingButton>,
    );
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('becomes clickable again when loading ends', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(
      <LoadingButton loading onClick={onClick}>
        Save
      </LoadingButton>,
    );
    rerender(
      <LoadingButton loading={false} onClick={onClick}>
        Save
      </LoadingButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('stays disabled when the caller disables it', () => {
    render(<LoadingButton disabled>Continue</LoadingButton>);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('submits its form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <LoadingButton type="submit">Send</LoadingButton>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
