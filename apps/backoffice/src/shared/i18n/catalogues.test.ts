import { describe, expect, it } from 'vitest';
import { flatten, type Tree } from '@portal/ui/i18n/catalogue-check.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import kitEn from '@portal/ui/i18n/en.json' with { type: 'json' };
import { en, englishParts } from '../../test/english-catalogue.ts';
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

/** The screens and frame shown before the signed-in chunk has loaded: the sign-in steps, the root, the guards. */
const BEFORE_SIGN_IN = [
  ...readdirSync(join(import.meta.dirname, '../../features/auth'))
    .filter((f) => f.endsWith('.tsx') && !f.includes('.test.'))
    .map((f) => `../../features/auth/${f}`),
  '../../app/root.tsx',
  '../../app/guards.tsx',
  '../../app/error-fallback.tsx',
];

describe('the console catalogues', () => {
  it('English is not empty', () => {
    expect(english.size).toBeGreaterThan(100);
  });

  it('splits English between the first load and the signed-in chunk, no group in both', () => {
    const start = Object.keys(englishParts.start);
    expect(Object.keys(englishParts.signedIn).filter((group) => start.includes(group))).toEqual([]);
  });

  it('has every text the steps before sign-in show in the first load', () => {
    const used = BEFORE_SIGN_IN.flatMap((file) =>
      [...readFileSync(join(import.meta.dirname, file), 'utf8').matchAll(/\bt\(\s*['"`]([\w.]+)['"`]/g)].map(
        (m) => m[1]!,
      ),
    );
    expect(used.length).toBeGreaterThan(10);
    // The UI kit's texts (fields, copy buttons, the bot check) are in the first load too.
    const startTexts = new Map([...flatten(kitEn), ...flatten(englishParts.start)]);
    expect(used.filter((key) => !startTexts.has(key) && !startTexts.has(`${key}_other`))).toEqual([]);
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
