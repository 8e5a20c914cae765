import { DEFAULT_LANGUAGE, type Catalogue } from '@portal/contract';
import de from './catalogues/de.json' with { type: 'json' };
import en from './catalogues/en.json' with { type: 'json' };
import es from './catalogues/es.json' with { type: 'json' };
import fr from './catalogues/fr.json' with { type: 'json' };

/** The text catalogues served at /api/common/v1/Translate/{lang} and used for e-mails. */
export const catalogues: Readonly<Record<string, Catalogue>> = { en, de, es, fr };

export const languageLabels: Readonly<Record<string, string>> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
};

function lookup(catalogue: Catalogue | undefined, key: string): string | undefined {
  let node: Catalogue | string | undefined = catalogue;
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A text by dotted key (i18next's separator) in `lang`, else in English, as i18next falls back; undefined if in neither. */
export function textIn(from: Readonly<Record<string, Catalogue>>, lang: string, key: string): string | undefined {
  return lookup(from[lang], key) ?? lookup(from[DEFAULT_LANGUAGE], key);
}

/** Fills i18next's {{placeholders}} (an unknown one becomes empty). */
export const fillPlaceholders = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));

/** Translates `key` into `lang`, falling back to English, then to the key; fills {{placeholders}}. */
export function translate(lang: string, key: string, params: Record<string, string | number> = {}): string {
  return fillPlaceholders(textIn(catalogues, lang, key) ?? key, params);
}
