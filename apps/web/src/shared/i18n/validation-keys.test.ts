import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../../server/src/i18n/catalogues/en.json' with { type: 'json' };
import de from '../../../../server/src/i18n/catalogues/de.json' with { type: 'json' };
import es from '../../../../server/src/i18n/catalogues/es.json' with { type: 'json' };
import fr from '../../../../server/src/i18n/catalogues/fr.json' with { type: 'json' };

type Tree = { [key: string]: string | Tree };
const has = (tree: Tree, key: string) =>
  typeof key.split('.').reduce<Tree | string | undefined>((node, part) => (node as Tree | undefined)?.[part], tree) ===
  'string';

/** The message keys of the contract's schemas but the console's own (`admin-*`), each with the files that use it. */
function traderMessageKeys(): Map<string, string[]> {
  const dir = join(import.meta.dirname, '../../../../../packages/contract/src/schemas');
  const keys = new Map<string, string[]>();
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.ts') || file.includes('.test.') || file.startsWith('admin-')) continue;
    for (const [, key] of readFileSync(join(dir, file), 'utf8').matchAll(/['"`](validation\.\w+)['"`]/g))
      keys.set(key!, [...(keys.get(key!) ?? []), file]);
  }
  return keys;
}

const keys = traderMessageKeys();

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
