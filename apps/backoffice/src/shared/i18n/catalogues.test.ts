import { describe, expect, it } from 'vitest';
import { flatten, type Tree } from '@portal/ui/i18n/catalogue-check.ts';
import en from './catalogues/en.json' with { type: 'json' };
import de from './catalogues/de.json' with { type: 'json' };
import es from './catalogues/es.json' with { type: 'json' };
import fr from './catalogues/fr.json' with { type: 'json' };

const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...new Set(text.match(/\{\{\s*[\w.]+\s*\}\}/g) ?? [])].sort();

/**
 * The keys a language must have for the English ones: a plain key stays as it is; a plural key (English
 * `x_one`/`x_other`) needs every category the language's plural rules use (German one/other; Spanish and
 * French also `many`), and no other.
 */
function expectedKeys(english: Map<string, string>, lang: string): Set<string> {
  const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of english.keys()) {
    if (PLURAL.test(key)) for (const c of categories) keys.add(key.replace(PLURAL, `_${c}`));
    else keys.add(key);
  }
  return keys;
}

const english = flatten(en);
const others: [string, Tree][] = [
  ['de', de],
  ['es', es],
  ['fr', fr],
];

describe('the console catalogues', () => {
  it('English is not empty', () => {
    expect(english.size).toBeGreaterThan(100);
  });

  describe.each(others)('%s', (lang, tree) => {
    const texts = flatten(tree);

    it('has exactly the keys of English (plurals as the language needs them)', () => {
      const expected = expectedKeys(english, lang);
      const missing = [...expected].filter((k) => !texts.has(k));
      const extra = [...texts.keys()].filter((k) => !expected.has(k));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it('has the placeholders of English in every text', () => {
      const wrong: string[] = [];
      for (const [key, text] of texts) {
        const source = english.get(key) ?? english.get(key.replace(PLURAL, '_other'));
        if (source === undefined) continue;
        if (placeholders(text).join() !== placeholders(source).join()) wrong.push(`${key}: ${text}`);
      }
      expect(wrong).toEqual([]);
    });

    it('has no empty text and keeps the bundle marker', () => {
      expect([...texts].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
      expect(texts.get('console.marker')).toBe(english.get('console.marker'));
    });
  });
});
