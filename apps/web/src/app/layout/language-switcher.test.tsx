import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@portal/contract';
import { makeStore, renderRoutes } from '../test-support.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

const server = setupServer(
  http.get(ApiPath.translate.replace(':lang', 'de'), () => HttpResponse.json({ result: 0, data: {} })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const renderSwitcher = (languages: Record<string, string>) =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <div>
            <LanguageSwitcher />
            <p>elsewhere</p>
          </div>
        ),
      },
    ],
    { store: makeStore({ isAuth: false, languages }) },
  );

describe('language switcher (SPEC §2)', () => {
  it('is not shown with a single language', () => {
    renderSwitcher({ en: 'English' });
    expect(screen.queryByRole('button', { name: /Language/ })).not.toBeInTheDocument();
  });

  it('shows the flag and code with two languages, and lists them with their labels', async () => {
    const user = userEvent.setup();
    renderSwitcher({ en: 'English', de: 'Deutsch' });
    const button = screen.getByRole('button', { name: 'Language: English (EN)' });
    expect(button.querySelector('img')).toHaveAttribute('src', '/dashboard/img/flags/en.svg');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Choose your language' });
    expect(list).toHaveFocus();
    expect(screen.getByRole('option', { name: /English/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: /Deutsch/ })).toHaveAttribute('aria-selected', 'false');

    await user.click(button);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes on a click outside and on Escape', async () => {
    const user = userEvent.setup();
    renderSwitcher({ en: 'English', de: 'Deutsch' });
    await user.click(screen.getByRole('button', { name: 'Language: English (EN)' }));
    await user.click(screen.getByText('elsewhere'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Language: English (EN)' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Language: English (EN)' })).toHaveFocus();
  });

  it('changes the language from the keyboard', async () => {
    const user = userEvent.setup();
    const { store } = renderSwitcher({ en: 'English', de: 'Deutsch' });
    screen.getByRole('button', { name: 'Language: English (EN)' }).focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(store.getState().locales.active).toBe('de');
    expect(await screen.findByRole('button', { name: 'Language: Deutsch (DE)' })).toBeInTheDocument();
  });
});
