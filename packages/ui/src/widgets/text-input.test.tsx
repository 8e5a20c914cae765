import { createRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useEnglishCatalogue } from '../test/i18n-for-tests.ts';
import { TextInput } from './text-input.tsx';

beforeEach(() => {
  useEnglishCatalogue();
});

describe('TextInput', () => {
  it('is labelled and valid without an error', () => {
    render(<TextInput label="Email" name="email" />);
    const input = screen.getByLabelText('Email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('links its error and note to the field and marks it invalid', () => {
    render(<TextInput label="Email" error="Enter a valid email" note="We send the receipt here" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid email We send the receipt here');
  });

  it('keeps a caller-given description next to its own', () => {
    render(
      <>
        <p id="rules">At least 8 characters</p>
        <TextInput label="Password" aria-describedby="rules" note="Case matters" />
      </>,
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters Case matters');
  });

  it('shows and hides a password with a toggle whose label follows', async () => {
    const user = userEvent.setup();
    render(<TextInput label="Password" type="password" defaultValue="s3cret!" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('s3cret!');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('has no toggle for other types', () => {
    render(<TextInput label="Email" type="email" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('copies the current value and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    render(<TextInput label="Login" defaultValue="7001234" readOnly copyable />);

    await user.click(screen.getByRole('button', { name: 'Copy Login' }));
    expect(writeText).toHaveBeenCalledWith('7001234');
    await expect(navigator.clipboard.readText()).resolves.toBe('7001234');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });

  it('goes back to Copy … after a moment', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<TextInput label="Server" defaultValue="Demo-01" copyable />);
      await user.click(screen.getByRole('button', { name: 'Copy Server' }));
      expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(2000));
      expect(screen.getByRole('button', { name: 'Copy Server' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('selects the value for a manual copy when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    render(<TextInput label="Login" defaultValue="7001234" copyable />);
    const input = screen.getByLabelText<HTMLInputElement>('Login');

    await user.click(screen.getByRole('button', { name: 'Copy Login' }));
    expect(screen.getByRole('button', { name: 'Copy Login' })).toBeInTheDocument();
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 7]);
  });

  it('forwards its ref and typing to the input', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    render(<TextInput label="First name" ref={ref} onChange={onChange} />);
    await user.type(screen.getByLabelText('First name'), 'Ada');
    expect(ref.current).toBe(screen.getByLabelText('First name'));
    expect(ref.current).toHaveValue('Ada');
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});
