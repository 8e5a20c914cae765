import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n/i18n.ts';
import { useEnglishCatalogue } from '../../test/i18n-for-tests.ts';
import { notificationSlice, showNotification } from './notification-slice.ts';
import { NotificationToast } from './notification-toast.tsx';

function setup() {
  useEnglishCatalogue();
  const store = configureStore({ reducer: { notification: notificationSlice.reducer } });
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <NotificationToast />
      </I18nextProvider>
    </Provider>,
  );
  return store;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('notification toast (SPEC §2, §9)', () => {
  it('shows the translated message and hides it after its timer', () => {
    const store = setup();
    act(() => {
      store.dispatch(showNotification({ message: 'errors.SomethingWentWrong', variant: 'negative' }));
    });
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(store.getState().notification.isShow).toBe(false);
  });

  it('restarts the timer for a new notification', () => {
    const store = setup();
    act(() => {
      store.dispatch(showNotification({ message: 'first', timer: 1000 }));
    });
    act(() => vi.advanceTimersByTime(800));
    act(() => {
      store.dispatch(showNotification({ message: 'second', timer: 1000 }));
    });
    act(() => vi.advanceTimersByTime(800));
    expect(screen.getByText('second')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('second')).not.toBeInTheDocument();
  });

  it('closes on its close button', () => {
    const store = setup();
    act(() => {
      store.dispatch(showNotification({ message: 'errors.SomethingWentWrong' }));
    });
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(store.getState().notification.isShow).toBe(false);
  });
});
