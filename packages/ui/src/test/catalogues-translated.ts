import { expect, it } from 'vitest';
import { untranslated, type Tree } from '../i18n/catalogue-check.ts';

/**
 * One test a language: every English text of each catalogue is in that language's, translated (`english` lists
 * the catalogues, each language its own in the same order).
 */
export function itTranslatesEveryText(english: Tree[], languages: Record<string, Tree[]>) {
  it.each(Object.entries(languages))('%s has every English text, translated', (lang, catalogues) => {
    english.forEach((en, i) => expect(untranslated(en, catalogues[i]!, lang)).toEqual({ missing: [], english: [] }));
  });
}
