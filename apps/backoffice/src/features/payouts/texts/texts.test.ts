import { describe, expect, it } from 'vitest';
import en from './en.json' with { type: 'json' };
import de from './de.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );
const placeholders = (text: string) => [...new Set(text.match(/\{\{\s*[\w.]+\s*\}\}/g) ?? [])].sort();

describe('the payout settings screen’s texts', () => {
  const english = new Map(flatten(en));
  for (const [lang, tree] of [
    ['de', de],
    ['es', es],
    ['fr', fr],
  ] as const) {
    it(`${lang} has every English key, no other, with the same placeholders, translated`, () => {
      const other = new Map(flatten(tree));
      expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of english) {
        expect(placeholders(other.get(key)!), `${lang} ${key}`).toEqual(placeholders(text));
        expect(other.get(key)!.trim(), `${lang} ${key}`).not.toBe('');
      }
    });
  }
});
