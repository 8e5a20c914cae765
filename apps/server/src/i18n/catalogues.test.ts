import { describe, it, expect } from 'vitest';
import { ResultCode, SPEC_PAGE_TITLES } from '@portal/contract';
import en from './catalogues/en.json' with { type: 'json' };
import de from './catalogues/de.json' with { type: 'json' };
import es from './catalogues/es.json' with { type: 'json' };
import fr from './catalogues/fr.json' with { type: 'json' };

type Tree = { [key: string]: string | Tree };

/** Flattens a nested catalogue into dotted keys: { a: { b: 'x' } } -> { 'a.b': 'x' }. */
function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((m) => m[1] ?? ''))].sort();
}

const base = flatten(en);
const catalogues: Record<string, Record<string, string>> = {
  en: base,
  de: flatten(de),
  es: flatten(es),
  fr: flatten(fr),
};

// SPEC §1's titles, and those of the pages it adds to them.
const pageTitles = [
  ...SPEC_PAGE_TITLES,
  'home',
  'newChallenge',
  'challengeDetails',
  'orders',
  'orderDetails',
  'payouts',
  'affiliateProgram',
  'profile',
  'subscribe',
  'verifyEmail',
];

describe('translation catalogues', () => {
  describe.each(Object.entries(catalogues))('%s', (_lang, catalogue) => {
    it('has exactly the keys of en', () => {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(base).sort());
    });

    it('uses the same placeholders as en for every key', () => {
      for (const [key, text] of Object.entries(base)) {
        expect(placeholders(catalogue[key] ?? ''), key).toEqual(placeholders(text));
      }
    });

    it('has no empty values', () => {
      for (const [key, text] of Object.entries(catalogue)) {
        expect(text.trim(), key).not.toBe('');
      }
    });
  });

  it('has a message for every result code', () => {
    for (const name of Object.keys(ResultCode)) {
      expect(base, name).toHaveProperty([`errors.${name}`]);
    }
  });

  it('has every page title', () => {
    for (const name of pageTitles) {
      expect(base, name).toHaveProperty([`pageTitle.${name}`]);
    }
  });
});
