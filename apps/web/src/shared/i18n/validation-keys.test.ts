import { describe, expect, it } from 'vitest';
import { schemaMessageKeys } from '@portal/contract/test/validation-keys.ts';
import en from '../../../../server/src/i18n/catalogues/en.json' with { type: 'json' };
import de from '../../../../server/src/i18n/catalogues/de.json' with { type: 'json' };
import es from '../../../../server/src/i18n/catalogues/es.json' with { type: 'json' };
import fr from '../../../../server/src/i18n/catalogues/fr.json' with { type: 'json' };

type Tree = { [key: string]: string | Tree };
const has = (tree: Tree, key: string) =>
  typeof key.split('.').reduce<Tree | string | undefined>((node, part) => (node as Tree | undefined)?.[part], tree) ===
  'string';

const keys = schemaMessageKeys('trader');

describe("the contract's message keys in the trader app", () => {
  it('are read from the schemas', () => {
    expect(keys.size).toBeGreaterThan(20);
  });

  // The trader app's texts, the UI kit's included, come from the server catalogue.
  it.each([
    ['en', en],
    ['de', de],
    ['es', es],
    ['fr', fr],
  ])('each has a text in %s', (_lang, catalogue) => {
    const missing = [...keys]
      .filter(([key]) => !has(catalogue as Tree, key))
      .map(([key, files]) => `${key} (${files.join(', ')})`);
    expect(missing).toEqual([]);
  });
});
