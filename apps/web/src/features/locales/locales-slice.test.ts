import { configureStore } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n/i18n.ts';
import { activateLanguage, changeLanguage, initLanguages, localesSlice, syncServerLanguage } from './locales-slice.ts';

// SPEC §4 Language choice and §7 Translate / key-value calls, at the network layer.
const server = setupServer();
const packsFetched: string[] = [];
const saves: { query: string; contentType: string | null; body: string }[] = [];
let serverLang = 'en';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  packsFetched.length = 0;
  saves.length = 0;
  serverLang = 'en';
  server.use(
    http.get('/api/common/v1/Translate/:lang', ({ params }) => {
      const lang = String(params.lang);
      packsFetched.push(lang);
      const texts: Record<string, string> = { greeting: `hello-${lang}` };
      if (lang === 'en') texts.onlyEnglish = 'english fallback';
      return HttpResponse.json({ result: 0, data: texts });
    }),
    http.get('/api/keyvalue/v1', () => HttpResponse.json({ result: 0, data: { key: 'lang', value: serverLang } })),
    http.post('/api/keyvalue/v1', async ({ request }) => {
      const body = await request.text();
      saves.push({ query: new URL(request.url).search, contentType: request.headers.get('content-type'), body });
      return HttpResponse.json({ result: 0, data: { key: 'lang', value: new URLSearchParams(body).get('value') } });
    }),
  );
  for (const lang of ['en', 'de', 'fr']) i18n.removeResourceBundle(lang, 'translation');
  await i18n.changeLanguage('en');
});
afterEach(() => {
  server.resetHandlers();
  document.cookie = 'lang=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

const languages = { en: 'English', de: 'Deutsch', fr: 'Français' };
function makeStore(isAuth = false) {
  const initial = localesSlice.getInitialState();
  return configureStore({
    reducer: { locales: localesSlice.reducer, auth: (s: { isAuth: boolean } = { isAuth }) => s },
    preloadedState: { locales: { ...initial, languages }, auth: { isAuth } },
  });
}

describe('activateLanguage', () => {
  it('loads English and the active pack, then writes the cookie, local storage and <html lang>', async () => {
    const store = makeStore();
    await store.dispatch(activateLanguage('de')).unwrap();
    expect(packsFetched.sort()).toEqual(['de', 'en']);
    expect(i18n.language).toBe('de');
    expect(i18n.t('greeting')).toBe('hello-de');
    expect(i18n.t('onlyEnglish')).toBe('english fallback');
    expect(store.getState().locales).toMatchObject({ active: 'de', loading: false });
    expect([...store.getState().locales.loaded].sort()).toEqual(['de', 'en']);
    expect(localStorage.getItem('lang')).toBe('de');
    expect(document.cookie).toContain('lang=de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('loads each pack only once, on demand', async () => {
    const store = makeStore();
    await store.dispatch(activateLanguage('en')).unwrap();
    expect(packsFetched).toEqual(['en']);
    await store.dispatch(activateLanguage('fr')).unwrap();
    await store.dispatch(activateLanguage('en')).unwrap();
    await store.dispatch(activateLanguage('fr')).unwrap();
    expect(packsFetched).toEqual(['en', 'fr']);
    expect(store.getState().locales.active).toBe('fr');
  });

  it('keeps the active language when a pack cannot be loaded', async () => {
    server.use(
      http.get('/api/common/v1/Translate/fr', () => HttpResponse.json({ result: -8, data: null }, { status: 500 })),
    );
    const store = makeStore();
    await store.dispatch(activateLanguage('en')).unwrap();
    await expect(store.dispatch(activateLanguage('fr')).unwrap()).rejects.toBeDefined();
    expect(store.getState().locales).toMatchObject({ active: 'en', loading: false });
    expect(localStorage.getItem('lang')).toBe('en');
  });
});

describe('initLanguages', () => {
  it('uses a configured query language and remembers it', async () => {
    window.history.replaceState(null, '', '/sign-in?lang=fr');
    localStorage.setItem('lang', 'de');
    const store = makeStore();
    await store.dispatch(initLanguages(languages)).unwrap();
    expect(store.getState().locales).toMatchObject({ languages, active: 'fr' });
    expect(localStorage.getItem('lang')).toBe('fr');
  });

  it('otherwise uses the stored language, else English', async () => {
    localStorage.setItem('lang', 'de');
    const store = makeStore();
    await store.dispatch(initLanguages(languages)).unwrap();
    expect(store.getState().locales.active).toBe('de');
    localStorage.setItem('lang', 'it');
    await store.dispatch(initLanguages(languages)).unwrap();
    expect(store.getState().locales.active).toBe('en');
  });
});

describe('changeLanguage', () => {
  it('does not save the choice for a signed-out visitor', async () => {
    const store = makeStore(false);
    await store.dispatch(changeLanguage('de')).unwrap();
    expect(store.getState().locales.active).toBe('de');
    expect(saves).toEqual([]);
  });

  it('saves the choice of a signed-in trader as form fields key=lang and value', async () => {
    const store = makeStore(true);
    await store.dispatch(changeLanguage('de')).unwrap();
    expect(saves).toHaveLength(1);
    expect(saves[0]!.query).toBe('?key=lang');
    expect(saves[0]!.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(saves[0]!.body))).toEqual({ key: 'lang', value: 'de' });
  });

  it.each([
    ['a refused save', () => HttpResponse.json({ result: -80, data: null })],
    ['a server failure', () => HttpResponse.json({ result: -8, data: null }, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ])('only logs %s, without rejecting', async (_, reply) => {
    server.use(http.post('/api/keyvalue/v1', reply));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = makeStore(true);
    await expect(store.dispatch(changeLanguage('fr')).unwrap()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(store.getState().locales.active).toBe('fr');
  });
});

describe('syncServerLanguage', () => {
  it("switches to the server's language when it differs and is configured", async () => {
    serverLang = 'de';
    const store = makeStore(true);
    await store.dispatch(syncServerLanguage()).unwrap();
    expect(store.getState().locales).toMatchObject({ active: 'de', isCheckServerLang: true });
    expect(document.cookie).toContain('lang=de');
  });

  it('stays when the server has the active language', async () => {
    const store = makeStore(true);
    await store.dispatch(syncServerLanguage()).unwrap();
    expect(store.getState().locales).toMatchObject({ active: 'en', isCheckServerLang: true });
    expect(packsFetched).toEqual([]);
  });

  it('stays when the server language is not configured', async () => {
    serverLang = 'it';
    const store = makeStore(true);
    await store.dispatch(syncServerLanguage()).unwrap();
    expect(store.getState().locales.active).toBe('en');
    expect(packsFetched).toEqual([]);
  });

  it('marks the check done even when the server cannot answer', async () => {
    server.use(http.get('/api/keyvalue/v1', () => HttpResponse.json({ result: -8, data: null }, { status: 500 })));
    const store = makeStore(true);
    await store.dispatch(syncServerLanguage());
    expect(store.getState().locales).toMatchObject({ active: 'en', isCheckServerLang: true });
  });
});

it('shares one request between activations that run at the same time', async () => {
  const store = makeStore();
  await Promise.all([store.dispatch(activateLanguage('de')), store.dispatch(activateLanguage('de'))]);
  expect([...packsFetched].sort()).toEqual(['de', 'en']);
});
