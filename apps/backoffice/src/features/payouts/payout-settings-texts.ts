import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../shared/i18n/i18n.ts';
import en from './texts/en.json' with { type: 'json' };

/**
 * The payout settings screen's texts travel with its lazy chunk, not the console's first load (the sign-in's
 * JavaScript budget, scripts/check-web-budget.mjs): English with the screen, the others on demand. They join
 * the one `translation` bundle (deep merge), after the console's own catalogue of that language, which
 * `setLanguage` always loads before switching.
 */
const loaders: Record<string, () => Promise<{ default: object }>> = {
  de: () => import('./texts/de.json'),
  es: () => import('./texts/es.json'),
  fr: () => import('./texts/fr.json'),
};

i18n.addResourceBundle('en', 'translation', en, true, false);
const loaded = new Map<string, Promise<void>>([['en', Promise.resolve()]]);

function load(lang: string): Promise<void> {
  const loader = loaders[lang];
  if (!loader) return Promise.resolve(); // a language the console lacks falls back to English
  let pending = loaded.get(lang);
  if (!pending) {
    pending = loader().then(
      (texts) => void i18n.addResourceBundle(lang, 'translation', texts.default, true, false),
      (error: unknown) => {
        loaded.delete(lang); // a failed chunk may load on the next try; English stands in meanwhile
        throw error;
      },
    );
    loaded.set(lang, pending);
  }
  return pending;
}

/** Whether the screen's texts of the current language are there (they load when it changes). */
export function usePayoutSettingsTexts(): boolean {
  const { i18n: current } = useTranslation();
  const lang = current.language;
  const [ready, setReady] = useState<string | null>(lang === 'en' ? 'en' : null);
  useEffect(() => {
    let live = true;
    const done = () => live && setReady(lang);
    load(lang).then(done, done);
    return () => {
      live = false;
    };
  }, [lang]);
  return ready === lang;
}
