import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiPath } from '@portal/contract';
import { AuthCard } from '../features/auth/auth-card.tsx';
import { detectLanguage, i18n, LANGUAGE_STORAGE_KEY, setLanguage } from '../shared/i18n/i18n.ts';
import { ok, operator, renderUnderGuard } from '../test/render-ops-screen.tsx';
import { Shell } from './shell.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  vi.restoreAllMocks();
  await setLanguage('en', { remember: false }); // one i18next instance for the whole file
});
afterAll(() => server.close());

function renderShell() {
  server.use(
    http.get(`*${ApiPath.adminMe}`, () => ok(operator())),
    // the menu's count of risk cases (the shell reads it under the console's store, as signed-in.tsx puts it)
    http.get(`*${ApiPath.adminRiskSummary}`, () => ok({ openAboveThreshold: 0 })),
  );
  return renderUnderGuard([{ element: <Shell />, children: [{ path: '/audit', element: <p>screen</p> }] }], '/audit');
}

describe("the console's language", () => {
  it('switches the header texts from the header, sets <html lang> and remembers the choice', async () => {
    const user = userEvent.setup();
    renderShell();
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('link', { name: 'Audit log' }),
    ).toBeInTheDocument();
    const select = within(header).getByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English', 'Deutsch', 'Español', 'Français']);

    await user.selectOptions(select, 'de');

    expect(await within(header).findByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    expect(within(header).getByText('Backoffice')).toBeInTheDocument();
    expect(within(header).getByText('Inhaber')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Bereiche' });
    expect(within(nav).getByRole('link', { name: 'Audit-Protokoll' })).toBeInTheDocument();
    expect(within(header).getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(detectLanguage()).toBe('de'); // the next visit starts in German
  });

  it('offers the switcher on the sign-in card', async () => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={i18n}>
        <AuthCard title="title">
          <p>form</p>
        </AuthCard>
      </I18nextProvider>,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
    expect(await screen.findByText('Back-office')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
  });

  it('starts from the stored choice, else the browser languages, else English', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['it-IT', 'es-MX', 'en']);
    expect(detectLanguage()).toBe('es');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(detectLanguage()).toBe('fr');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    expect(detectLanguage()).toBe('es');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['it-IT', 'pt']);
    expect(detectLanguage()).toBe('en');
  });

  it('formats numbers and dates in the chosen language', async () => {
    await setLanguage('de', { remember: false });
    expect((1234.5).toLocaleString(i18n.language)).toBe('1.234,5');
    expect(i18n.t('accountList.total', { count: 1 })).toBe('1 Konto');
    await setLanguage('fr', { remember: false });
    expect(i18n.t('accountList.total', { count: 1_000_000 })).toBe('1000000 comptes');
  });
});
