import type { Catalogue } from '@portal/contract';
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

/** Translates `key` into `lang`, falling back to English, then to the key; fills {{placeholders}}. */
export function translate(lang: string, key: string, params: Record<string, string | number> = {}): string {
  const text = lookup(catalogues[lang], key) ?? lookup(catalogues.en, key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
