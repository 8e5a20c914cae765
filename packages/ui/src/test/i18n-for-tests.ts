import { createI18n } from '../i18n/create-i18n.ts';
import en from '../i18n/en.json' with { type: 'json' };

/**
 * The kit's tests read its own English texts (src/i18n/en.json, the kit's slice of the server catalogue; the
 * trader app's tests check the two agree). react-i18next uses this instance without a provider, as the apps do.
 */
export const i18n = createI18n();

export function useEnglishCatalogue() {
  i18n.addResourceBundle('en', 'translation', en, true, true);
  void i18n.changeLanguage('en');
}
