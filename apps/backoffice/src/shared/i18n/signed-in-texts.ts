import { i18n } from './i18n.ts';
import en from './catalogues/en-signed-in.json' with { type: 'json' };

/**
 * The English texts of the signed-in console (its shell and every section) travel with the signed-in chunk, not the
 * first load: the sign-in steps show only `catalogues/en.json` (the sign-in's JavaScript budget,
 * scripts/check-web-budget.mjs). Imported by that chunk, so they are in the bundle before any of its screens renders.
 * The other languages load whole, on demand (`loadLanguage`).
 */
i18n.addResourceBundle('en', 'translation', en, true, false);
