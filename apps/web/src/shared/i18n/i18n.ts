import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** One i18next instance; catalogues come from /api/common/v1/Translate/{lang} (see locales feature). */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: {},
  interpolation: { escapeValue: false },
  returnNull: false,
});
