import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../routes.tsx';
import { personalData } from '../test/profile-fixtures.ts';
import { makeStore, mockViewport, renderRoutes } from './test-support.tsx';

const languages = { en: 'English', de: 'Deutsch' };
const profile = personalData();

/** An address no route has, through the app's real route table. */
const openUnknownAddress = (store: ReturnType<typeof makeStore>) =>
  renderRoutes(buildRoutes(store.getState().brandSettings.config), { store, at: '/no/such/page' });

describe('not-found page (SPEC §2)', () => {
  it('gives a guest one heading and a way home inside the guest layout: logo, language switcher, copyright', async () => {
    openUnknownAddress(makeStore({ isAuth: false, languages }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Brand – go to home' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: /^Language: English/ })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Brand.`);
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('keeps a signed-in trader in the signed-in layout: the navigation, the profile and the full footer', async () => {
    mockViewport(1280);
    openUnknownAddress(makeStore({ languages, profile }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    const menu = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard/home');
    expect(screen.getByRole('link', { name: 'Profile of Anna Berg' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: /^Language: English/ })).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: /Support/ })).toBeInTheDocument();
  });
});
