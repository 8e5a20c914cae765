import { describe, expect, it } from 'vitest';
import { numberSeparators } from './number-formats.ts';

describe('a language’s number separators', () => {
  it('are the grouping and decimal marks it writes numbers with', () => {
    expect(numberSeparators('en')).toEqual({ group: ',', decimal: '.' });
    expect(numberSeparators('de')).toEqual({ group: '.', decimal: ',' });
    expect(numberSeparators('es')).toEqual({ group: '.', decimal: ',' });
    expect(numberSeparators('fr')).toEqual({ group: '\u202f', decimal: ',' });
  });
});
