import { describe, expect, it } from 'vitest';
import en from '../../../../server/src/i18n/catalogues/en.json' with { type: 'json' };
import de from '../../../../server/src/i18n/catalogues/de.json' with { type: 'json' };
import es from '../../../../server/src/i18n/catalogues/es.json' with { type: 'json' };
import fr from '../../../../server/src/i18n/catalogues/fr.json' with { type: 'json' };
import kitEn from '@portal/ui/i18n/en.json' with { type: 'json' };
import kitDe from '@portal/ui/i18n/de.json' with { type: 'json' };
import kitEs from '@portal/ui/i18n/es.json' with { type: 'json' };
import kitFr from '@portal/ui/i18n/fr.json' with { type: 'json' };

type Tree = { [key: string]: string | Tree };

// The trader app reads the kit's texts from the server catalogue; the console from the kit's own copy.
// The copy must say what the server says, in every language.
function missingOrDifferent(kit: Tree, server: Tree, prefix = ''): string[] {
  return Object.entries(kit).flatMap(([key, value]) => {
    const other = server[key];
    if (typeof value === 'string') return other === value ? [] : [`${prefix}${key}`];
    return typeof other === 'object' ? missingOrDifferent(value, other, `${prefix}${key}.`) : [`${prefix}${key}`];
  });
}

describe("the UI kit's catalogue", () => {
  it.each([
    ['en', kitEn, en],
    ['de', kitDe, de],
    ['es', kitEs, es],
    ['fr', kitFr, fr],
  ])('%s agrees with the server catalogue', (_lang, kit, server) => {
    expect(missingOrDifferent(kit as Tree, server as Tree)).toEqual([]);
  });
});
