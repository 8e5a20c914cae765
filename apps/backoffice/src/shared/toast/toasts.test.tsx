import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS, ToastProvider, useToast } from './toasts.tsx';

function Notifier() {
  const notify = useToast();
  return (
    <>
      <button type="button" onClick={() => notify('Account blocked')}>
        first
      </button>
      <button type="button" onClick={() => notify('Session revoked')}>
        second
      </button>
    </>
  );
}

const click = (name: string) => act(() => screen.getByRole('button', { name }).click());
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("the console's toasts", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('each goes by itself six seconds after it came, whatever came after it', () => {
    render(
      <ToastProvider>
        <Notifier />
      </ToastProvider>,
    );
    click('first');
    advance(TOAST_MS / 2);
    click('second');
    expect(screen.getByText('Account blocked')).toBeTruthy();
    advance(TOAST_MS / 2);
    expect(screen.queryByText('Account blocked')).toBeNull();
    expect(screen.getByText('Session revoked')).toBeTruthy();
    advance(TOAST_MS / 2);
    expect(screen.queryByText('Session revoked')).toBeNull();
  });

  it('leaves no timer behind once the console is gone (none fires into a page that is not there)', () => {
    const { unmount } = render(
      <ToastProvider>
        <Notifier />
      </ToastProvider>,
    );
    click('first');
    click('second');
    expect(vi.getTimerCount()).toBe(2);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
