import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { StorageKey } from '@portal/contract';
import { i18n } from '../../shared/i18n/i18n.ts';
import { chooseLanguage } from '../../shared/i18n/choose-language.ts';
import { writeLangCookie } from '../../shared/i18n/lang-cookie.ts';
import { getTranslations } from './get-translations.ts';
import { getLanguagePreference, saveLanguagePreference } from './language-preference.ts';

export type LocalesState = {
  languages: Record<string, string>;
  active: string;
  loaded: string[];
  isCheckServerLang: boolean;
  loading: boolean;
};
const initialState: LocalesState = {
  languages: {},
  active: 'en',
  loaded: [],
  isCheckServerLang: false,
  loading: false,
};

type State = { locales: LocalesState; auth: { isAuth: boolean } };

// Packs being fetched, so that activations running at the same time (or 'en' twice) share one request.
const pending = new Map<string, Promise<void>>();

function ensureLoaded(lang: string): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'translation')) return Promise.resolve();
  let loading = pending.get(lang);
  if (!loading) {
    loading = getTranslations(lang)
      .then((texts) => void i18n.addResourceBundle(lang, 'translation', texts, true, true))
      .finally(() => pending.delete(lang));
    pending.set(lang, loading);
  }
  return loading;
}

/** Activates a language: English is always loaded, the active pack on demand; the cookie follows. */
export const activateLanguage = createAsyncThunk('locales/activate', async (lang: string) => {
  await Promise.all([...new Set(['en', lang])].map(ensureLoaded));
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
  localStorage.setItem(StorageKey.lang, lang);
  writeLangCookie(lang);
  return lang;
});

/** Start-up: choose the language by SPEC §4's order and load it. */
export const initLanguages = createAsyncThunk(
  'locales/init',
  async (languages: Record<string, string>, { dispatch }) => {
    const query = new URLSearchParams(window.location.search).get('lang');
    const lang = chooseLanguage({
      query,
      stored: localStorage.getItem(StorageKey.lang),
      configured: Object.keys(languages),
    });
    await dispatch(activateLanguage(lang)).unwrap();
    return languages;
  },
);

/** The trader picked a language: activate it, and for a signed-in trader save it (a failed save is only logged). */
export const changeLanguage = createAsyncThunk<void, string, { state: State }>(
  'locales/change',
  async (lang, { dispatch, getState }) => {
    await dispatch(activateLanguage(lang)).unwrap();
    if (getState().auth.isAuth) {
      // Awaited so the thunk settles after the save, but never rejected by it: a failed save is only logged.
      await saveLanguagePreference(lang).catch((error: unknown) =>
        console.warn('language preference not saved', error),
      );
    }
  },
);

/** After sign-in: the server's preference wins when it differs and is offered. */
export const syncServerLanguage = createAsyncThunk<void, void, { state: State }>(
  'locales/syncServer',
  async (_, { dispatch, getState }) => {
    const { value } = await getLanguagePreference();
    const { active, languages } = getState().locales;
    if (value !== active && Object.hasOwn(languages, value)) await dispatch(activateLanguage(value)).unwrap();
  },
);

export const localesSlice = createSlice({
  name: 'locales',
  initialState,
  reducers: {},
  extraReducers: (b) => {
    b.addCase(activateLanguage.pending, (s) => {
      s.loading = true;
    });
    b.addCase(activateLanguage.fulfilled, (s, a) => {
      s.loading = false;
      s.active = a.payload;
      if (!s.loaded.includes(a.payload)) s.loaded.push(a.payload);
      if (!s.loaded.includes('en')) s.loaded.push('en');
    });
    b.addCase(activateLanguage.rejected, (s) => {
      s.loading = false;
    });
    b.addCase(initLanguages.pending, (s, a) => {
      s.languages = a.meta.arg;
    });
    b.addCase(syncServerLanguage.fulfilled, (s) => {
      s.isCheckServerLang = true;
    });
    b.addCase(syncServerLanguage.rejected, (s) => {
      s.isCheckServerLang = true;
    });
  },
});
