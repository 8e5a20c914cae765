import { describe, expect, it } from 'vitest';
import { itTranslatesEveryText } from '../test/catalogues-translated.ts';
import { untranslated } from './catalogue-check.ts';
import en from './en.json' with { type: 'json' };
import de from './de.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };

describe('the translation check', () => {
  const english = {
    nav: { home: 'Home', status: 'Status' },
    count_one: '{{count}} trade',
    count_other: '{{count}} trades',
  };

  it('names a key English has and the language lacks', () => {
    expect(untranslated(english, { nav: { home: 'Startseite', status: 'Status' } }, 'de').missing).toEqual([
      'count_one',
      'count_other',
    ]);
  });

  it('names a text left in English, a plural category English lacks against its _other', () => {
    const french = {
      nav: { home: 'Home', status: 'Statut' },
      count_one: '{{count}} trade',
      count_many: '{{count}} trades',
    };
    expect(untranslated(english, { ...french, count_other: '{{count}} trades' }, 'es').english).toEqual([
      'nav.home: Home',
      'count_one: {{count}} trade',
      'count_many: {{count}} trades',
      'count_other: {{count}} trades',
    ]);
  });

  it('accepts a text whose every word the language writes as English does, or that has no word', () => {
    const same = { nav: { home: 'Startseite', status: 'Status' }, count_one: '{{count}}', count_other: '{{count}}' };
    expect(untranslated({ ...english, count_one: '{{count}}', count_other: '{{count}}' }, same, 'de')).toEqual({
      missing: [],
      english: [],
    });
    // a word of the list in one language is still English in another
    expect(untranslated(english, same, 'fr').english).toEqual(['nav.status: Status']);
  });

  it('takes a phrase of the list as a whole, not its words one by one', () => {
    const terms = { stop: 'Stop loss', profit: 'Profit' };
    expect(untranslated(terms, terms, 'es').english).toEqual(['profit: Profit']);
  });
});

describe("the UI kit's catalogues", () => itTranslatesEveryText([en], { de: [de], es: [es], fr: [fr] }));
