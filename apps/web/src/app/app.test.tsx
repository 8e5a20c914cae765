import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiPath, ResultCode } from '@portal/contract';
import { signOut } from '../shared/api/http-client.ts';
import { useEnglishCatalogue } from '../test/i18n-for-tests.ts';
import { App } from './app.tsx';
import { createStore } from './store.ts';
import { makeStore } from './test-support.tsx';

const server = setupServer(
  http.get(ApiPath.keyValue, () => HttpResponse.json({ result: 0, data: { key: 'lang', value: 'en' } })),
  http.get(ApiPath.personalData, () => HttpResponse.json({ result: ResultCode.UserNotFound, data: null })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());
beforeEach(() => {
  useEnglishCatalogue();
  window.history.replaceState(null, '', '/no/such/page');
});
afterEach(() => {
  document.head.querySelectorAll('link').forEach((link) => link.remove());
});

describe('app start-up (SPEC §2)', () => {
  it('shows the full-screen loader until auth, brand and language are ready', () => {
    render(<App store={createStore()} />);
    expect(document.querySelector('.full-screen-loader')).toBeInTheDocument();
  });

  it('then renders the routes, titled with the brand name and the page title', async () => {
    render(<App store={makeStore({ isAuth: false })} />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Brand | Page Not Found'));
  });

  it('puts the brand favicon and stylesheet into the head', async () => {
    const store = makeStore({
      isAuth: false,
      brand: { faviconUrl: 'https://cdn.example/favicon.ico', stylesCssUrl: 'https://cdn.example/brand.css' },
    });
    render(<App store={store} />);
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(document.head.querySelector('link[rel="icon"]')).toHaveAttribute('href', 'https://cdn.example/favicon.ico');
    expect(document.head.querySelector('link[rel="stylesheet"]')).toHaveAttribute(
      'href',
      'https://cdn.example/brand.css',
    );
  });

  it("adopts the brand's stylesheet the page was sent with instead of adding it again", async () => {
    const sent = document.createElement('link');
    sent.rel = 'stylesheet';
    sent.href = 'https://cdn.example/brand.css';
    sent.dataset.brandStyles = '';
    document.head.append(sent);
    const store = makeStore({ isAuth: false, brand: { stylesCssUrl: 'https://cdn.example/brand.css' } });
    render(<App store={store} />);
    await screen.findByRole('heading', { name: 'Page not found' });
    const links = document.head.querySelectorAll('link[data-brand-styles]');
    expect(links).toHaveLength(1);
    expect(links[0]).toBe(sent);
  });

  it('fetches the server language preference once signed in', async () => {
    const store = makeStore({ isAuth: true });
    render(<App store={store} />);
    await waitFor(() => expect(store.getState().locales.isCheckServerLang).toBe(true));
  });

  it('on sign-out clears the trader state and goes to sign-in', async () => {
    const store = makeStore({ isAuth: true });
    render(<App store={store} />);
    await screen.findByRole('heading', { name: 'Page not found' });
    act(() => signOut());
    expect(store.getState().auth.isAuth).toBe(false);
    await waitFor(() => expect(window.location.pathname).toBe('/sign-in'));
  });
});

describe('profile error toast (SPEC §8)', () => {
  /** The signed-in layout's header reads the profile, answered with `result`; resolves once it was asked. */
  function profileRefused(result: number) {
    let asked = false;
    server.use(
      http.get(ApiPath.personalData, () => {
        asked = true;
        return HttpResponse.json({ result, data: null });
      }),
    );
    const store = makeStore({ isAuth: true });
    const view = render(<App store={store} />);
    return { store, view, asked: () => waitFor(() => expect(asked).toBe(true)) };
  }

  it('shows the profile error code as a negative toast with its message', async () => {
    const { store } = profileRefused(ResultCode.UserNotFound);
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(store.getState().notification).toMatchObject({ isShow: true, variant: 'negative' });
  });

  it('ignores the request-is-not-valid code, and uses the generic message for unknown codes', async () => {
    const ignored = profileRefused(ResultCode.RequestIsNotValid);
    await screen.findByRole('heading', { name: 'Page not found' });
    await ignored.asked();
    expect(ignored.store.getState().notification.isShow).toBe(false);
    ignored.view.unmount();

    profileRefused(-12345);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});
