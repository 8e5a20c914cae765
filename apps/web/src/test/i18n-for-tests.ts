import en from '../../../server/src/i18n/catalogues/en.json' with { type: 'json' };
import { i18n } from '../shared/i18n/i18n.ts';

/**
 * Tests read the real English texts: the server's catalogue, loaded into the app's one i18n instance (which
 * react-i18next also uses without a provider). Adding the bundle again each time restores any text a test
 * changed; deep + overwrite keeps keys another test added. Other languages' packs an earlier test loaded are dropped,
 * as a fresh app has none until it fetches them.
 */
export function useEnglishCatalogue() {
  for (const lang of Object.keys(i18n.store.data)) if (lang !== 'en') i18n.removeResourceBundle(lang, 'translation');
  i18n.addResourceBundle('en', 'translation', en, true, true);
  void i18n.changeLanguage('en');
}
