import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiPath, THEME_STORAGE_KEY } from '@portal/contract';
import { makeStore, mockViewport, renderRoutes } from '../test-support.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { envelope, on, useMockServer } from '../../test/mock-api.ts';
import { personalData } from '../../test/profile-fixtures.ts';

useMockServer();
afterEach(() => {
  delete document.documentElement.dataset.theme;
});

function renderSignedIn() {
  mockViewport(1280);
  on('get', ApiPath.personalData, () => envelope(0, personalData()));
  return renderRoutes(
    [{ path: '/dashboard', element: <AuthLayout header="main" />, children: [{ path: 'home', element: <p>home</p> }] }],
    { store: makeStore({ profile: personalData() }), at: '/dashboard/home' },
  );
}
// On a wide screen the switch sits in the header's bar, beside the language (the phone's menu holds it otherwise).
const themeSelect = () => within(screen.getByRole('banner')).getByRole('combobox', { name: 'Theme' });

describe("the signed-in trader's theme", () => {
  it('applies the choice saved on the profile, and mirrors it for the next first paint', async () => {
    on('get', ApiPath.theme, () => envelope(0, { theme: 'dark' }));
    renderSignedIn();
    // applied and mirrored by one effect or two: waited for together
    await waitFor(() => {
      expect(document.documentElement.dataset.theme).toBe('dark');
      expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    });
    expect(themeSelect()).toHaveValue('dark');
  });

  it('switches at once from the header and saves the choice on the profile', async () => {
    const user = userEvent.setup();
    on('get', ApiPath.theme, () => envelope(0, { theme: 'system' }));
    const saved = on('post', ApiPath.theme, () => envelope(0, { theme: 'light' }));
    renderSignedIn();
    await user.selectOptions(themeSelect(), 'Light');
    expect(document.documentElement.dataset.theme).toBe('light');
    await waitFor(() => expect(saved.map((call) => call.body)).toEqual([{ theme: 'light' }]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a choice made before the saved theme was read: the read answering later does not undo it', async () => {
    const user = userEvent.setup();
    let answerRead = () => undefined as void;
    const read = new Promise<void>((resolve) => (answerRead = resolve));
    on('get', ApiPath.theme, async () => {
      await read;
      return envelope(0, { theme: 'light' });
    });
    on('post', ApiPath.theme, () => envelope(0, { theme: 'dark' }));
    renderSignedIn();
    await user.selectOptions(themeSelect(), 'Dark');
    answerRead();
    await waitFor(() => expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark'));
    await new Promise((settle) => setTimeout(settle, 50));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(themeSelect()).toHaveValue('dark');
  });

  it('keeps the choice on this device when it cannot be saved, and says so', async () => {
    const user = userEvent.setup();
    on('get', ApiPath.theme, () => envelope(0, { theme: 'system' }));
    on('post', ApiPath.theme, () => envelope(-8, null, 500));
    renderSignedIn();
    await user.selectOptions(themeSelect(), 'Dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be saved to your account/);
  });
});
