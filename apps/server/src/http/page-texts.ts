import { translate, catalogues } from '../i18n/catalogues.ts';

/**
 * Texts for pages the server renders itself (the sandbox checkout): the language of the visitor's `lang`
 * cookie, else the first of Accept-Language that has a catalogue, else English.
 */
export function pageTexts(request: { headers: Record<string, string | string[] | undefined> }) {
  const cookie = String(request.headers.cookie ?? '')
    .match(/(?:^|;\s*)lang=([a-zA-Z]{2})/)?.[1]
    ?.toLowerCase();
  const accepted = String(request.headers['accept-language'] ?? '')
    .split(',')
    .map((p) => p.split(';')[0]!.trim().slice(0, 2).toLowerCase());
  const lang = [cookie, ...accepted].find((l): l is string => !!l && l in catalogues) ?? 'en';
  return { lang, t: (key: string, params?: Record<string, string | number>) => translate(lang, key, params) };
}
