import { createI18n } from '@portal/ui/i18n/create-i18n.ts';
import kitEn from '@portal/ui/i18n/en.json' with { type: 'json' };
import en from './catalogues/en.json' with { type: 'json' };

/**
 * The console's languages, each named in itself (the switcher lists them so). English ships in the bundle: the sign-in
 * steps' texts in the first load, the signed-in console's with its chunk (signed-in-texts.ts).
 */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'es', name: 'Español' },
  { code: 'fr', name: 'Français' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

/** Where the operator's choice is kept (this browser only; the console stores nothing else). */
export const LANGUAGE_STORAGE_KEY = 'bo-lang';

export const isLanguage = (code: unknown): code is Language => LANGUAGES.some((l) => l.code === code);

type Catalogue = Record<string, unknown>;
/**
 * The other languages load on demand, each in its own chunks (the kit's slice and the console's catalogue), so
 * the first load carries English only. The imports are written out so that Vite sees and splits each one.
 */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<[Catalogue, Catalogue]>> = {
  de: () => Promise.all([import('@portal/ui/i18n/de.json'), import('./catalogues/de.json')]).then(defaults),
  es: () => Promise.all([import('@portal/ui/i18n/es.json'), import('./catalogues/es.json')]).then(defaults),
  fr: () => Promise.all([import('@portal/ui/i18n/fr.json'), import('./catalogues/fr.json')]).then(defaults),
};
function defaults([kit, console]: [{ default: Catalogue }, { default: Catalogue }]): [Catalogue, Catalogue] {
  return [kit.default, console.default];
}

/**
 * The console's one i18next instance. Its texts ship with the app (unlike the trader app's, which come from
 * the brand's server catalogue): the console is the firm's, not a brand's, and must work before any sign-in.
 * The UI kit's own texts (fields, pagination, bot-check) come first; the console's catalogue adds its screens.
 * A missing text falls back to English.
 */
export const i18n = createI18n({
  supportedLngs: LANGUAGES.map((l) => l.code),
  resources: { en: { translation: kitEn } },
});
i18n.addResourceBundle('en', 'translation', en, true, true);

const setDocumentLanguage = (lang: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
};
setDocumentLanguage(i18n.language);
i18n.on('languageChanged', setDocumentLanguage);

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage disabled: the browser's languages decide
  }
}

/** The stored choice, else the first of the browser's languages the console has (by its base: de-AT → de), else English. */
export function detectLanguage(): Language {
  const stored = storedLanguage();
  if (isLanguage(stored)) return stored;
  const preferred =
    typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of preferred) {
    const base = tag?.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

const loading = new Map<Language, Promise<void>>();
/** Loads a language's catalogues once; English is always there. */
export function loadLanguage(lang: Language): Promise<void> {
  if (lang === 'en' || i18n.hasResourceBundle(lang, 'translation')) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    pending = loaders[lang]().then(
      ([kit, console]) => {
        i18n.addResourceBundle(lang, 'translation', kit, true, true);
        i18n.addResourceBundle(lang, 'translation', console, true, true);
      },
      (error: unknown) => {
        loading.delete(lang); // a failed chunk may load on the next try
        throw error;
      },
    );
    loading.set(lang, pending);
  }
  return pending;
}

/**
 * Switches the console's language (texts, <html lang>, and the Intl formatting that reads i18n.language) and,
 * when the operator chose it, remembers the choice in this browser.
 */
export async function setLanguage(lang: Language, { remember = true } = {}): Promise<void> {
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
  if (remember) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
    } catch {
      // storage disabled: the choice lasts until the page is reloaded
    }
  }
}

/**
 * Applies the detected language. The entry awaits it before the first render, so a German operator never sees
 * English flash by; if the catalogue cannot load, the console stays in English.
 */
export function startLanguage(): Promise<void> {
  const lang = detectLanguage();
  return lang === 'en' ? Promise.resolve() : setLanguage(lang, { remember: false }).catch(() => undefined);
}
