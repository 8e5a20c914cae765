import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flatten, type Tree } from '@portal/ui/i18n/catalogue-check.ts';
import { schemaMessageKeys } from '../../test/schema-message-keys.ts';
import kitEn from '@portal/ui/i18n/en.json' with { type: 'json' };
import kitDe from '@portal/ui/i18n/de.json' with { type: 'json' };
import kitEs from '@portal/ui/i18n/es.json' with { type: 'json' };
import kitFr from '@portal/ui/i18n/fr.json' with { type: 'json' };
import { en } from '../../test/english-catalogue.ts';
import de from './catalogues/de.json' with { type: 'json' };
import es from './catalogues/es.json' with { type: 'json' };
import fr from './catalogues/fr.json' with { type: 'json' };
import payoutEn from '../../features/payouts/texts/en.json' with { type: 'json' };
import payoutDe from '../../features/payouts/texts/de.json' with { type: 'json' };
import payoutEs from '../../features/payouts/texts/es.json' with { type: 'json' };
import payoutFr from '../../features/payouts/texts/fr.json' with { type: 'json' };

const SERVER = join(import.meta.dirname, '../../../../server/src');
/** Where the server answers the console with keys of its own (a missing rate, a code taken, a host in use…). */
const CONSOLE_CHECKS = [
  ...readdirSync(join(SERVER, 'modules'))
    .filter((d) => d.startsWith('admin-'))
    .map((d) => `modules/${d}`),
  'domain/catalogue',
  'domain/scaling',
  'domain/brands',
];
function consoleServerKeys(): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const dir of CONSOLE_CHECKS) {
    for (const file of readdirSync(join(SERVER, dir), { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts') || file.includes('.test.')) continue;
      for (const [, key] of readFileSync(join(SERVER, dir, file), 'utf8').matchAll(/'(validation\.\w+)'/g))
        keys.set(key!, [...(keys.get(key!) ?? []), `${dir}/${file}`]);
    }
  }
  return keys;
}

const keys = new Map([...schemaMessageKeys(), ...consoleServerKeys()]);

describe("the contract's and the server's message keys in the console", () => {
  it('are read from the schemas', () => {
    expect(keys.size).toBeGreaterThan(20);
  });

  // the payout settings screen brings its own texts (its payout keys) with its chunk
  it.each([
    ['en', kitEn, en, payoutEn],
    ['de', kitDe, de, payoutDe],
    ['es', kitEs, es, payoutEs],
    ['fr', kitFr, fr, payoutFr],
  ])('each has a text in %s (the UI kit’s, the console’s or its screen’s)', (_lang, kit, console, screen) => {
    const texts = new Map([...flatten(kit as Tree), ...flatten(console as Tree), ...flatten(screen as Tree)]);
    const missing = [...keys].filter(([key]) => !texts.has(key)).map(([key, files]) => `${key} (${files.join(', ')})`);
    expect(missing).toEqual([]);
  });
});
