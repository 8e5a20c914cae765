import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../i18n/en.json' with { type: 'json' };

/**
 * The kit's tests read its own English texts (src/i18n/en.json, the kit's slice of the server catalogue; the
 * trader app's tests check the two agree). react-i18next uses this instance without a provider, as the apps do.
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: {},
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function useEnglishCatalogue() {
  i18n.addResourceBundle('en', 'translation', en, true, true);
  void i18n.changeLanguage('en');
}
