import en from '../../../server/src/i18n/catalogues/en.json' with { type: 'json' };
import de from '../../../server/src/i18n/catalogues/de.json' with { type: 'json' };
import es from '../../../server/src/i18n/catalogues/es.json' with { type: 'json' };
import fr from '../../../server/src/i18n/catalogues/fr.json' with { type: 'json' };
import { i18n } from '../shared/i18n/i18n.ts';

export const LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
const catalogues = { en, de, fr, es };

/** Makes `lang` the active language with the server's real catalogue, as a trader who chose it sees the app. */
export async function useLanguage(lang: Language) {
  i18n.addResourceBundle('en', 'translation', en, true, true);
  i18n.addResourceBundle(lang, 'translation', catalogues[lang], true, true);
  await i18n.changeLanguage(lang);
}
