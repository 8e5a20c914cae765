import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import kitEn from '@portal/ui/i18n/en.json' with { type: 'json' };
import en from './catalogues/en.json' with { type: 'json' };

/**
 * The console's one i18next instance. Its texts ship with the bundle (unlike the trader app's, which come from
 * the brand's server catalogue): the console is the firm's, not a brand's, and must work before any sign-in.
 * The UI kit's own texts (fields, pagination, bot-check) come first; the console's catalogue adds its screens.
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: kitEn } },
  interpolation: { escapeValue: false },
  returnNull: false,
});
i18n.addResourceBundle('en', 'translation', en, true, true);
