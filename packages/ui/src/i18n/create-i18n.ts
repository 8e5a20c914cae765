import i18next, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * An i18next instance as both apps (and the kit's tests) use it: English first and as the fallback, texts that React
 * escapes itself, a missing text never null. react-i18next uses it without a provider.
 */
export function createI18n(options: Pick<InitOptions, 'supportedLngs' | 'resources'> = {}) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
    ...options,
  });
  return i18n;
}
