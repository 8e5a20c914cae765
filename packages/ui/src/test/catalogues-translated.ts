import { expect, it } from 'vitest';
import { missingLabels, untranslated, type Tree } from '../i18n/catalogue-check.ts';

/**
 * One test a language: every English text of each catalogue is in that language's, translated (`english` lists
 * the catalogues, each language its own in the same order).
 */
export function itTranslatesEveryText(english: Tree[], languages: Record<string, Tree[]>) {
  it.each(Object.entries(languages))('%s has every English text, translated', (lang, catalogues) => {
    english.forEach((en, i) => expect(untranslated(en, catalogues[i]!, lang)).toEqual({ missing: [], english: [] }));
  });
}

/** One test a language: each of `keys` has a text in its catalogue (no enum value is shown without a label). */
export function itHasEveryLabel(keys: readonly string[], catalogues: Record<string, Tree>) {
  it.each(Object.entries(catalogues))('are all in the %s catalogue', (_lang, catalogue) => {
    expect(missingLabels(catalogue, keys)).toEqual([]);
  });
}
