import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { accountHolderSchema, LATIN_NAME_LETTERS, personNameSchema } from './person-name.ts';
import { problems, firstProblem } from '../test/schema-messages.ts';

describe('a person’s name in Latin letters', () => {
  it('takes the accented letters of European and other Latin-script names', () => {
    const names = [
      'Élodie',
      'José',
      'Müller',
      'Núñez',
      'François',
      'Søren',
      'Łukasz',
      'Ștefan Țurcanu',
      'Dvořák',
      'Đặng Thị Ánh',
      'Nguyễn',
      'Þórunn',
      'Strauß',
      'Ærøskøbing',
      'Zoë',
      'Ōtsuka',
      'Gülşen',
      'Čapek-Žižka',
      'Anne-Marie',
      "O'Brien",
      'D’Angelo',
      'Mary Ann',
      'X',
    ];
    for (const v of names) expect(problems(personNameSchema, v), v).toEqual([]);
    for (const v of names) expect(problems(accountHolderSchema, v), v).toEqual([]);
  });

  it('composes what was typed with combining accents, and keeps the marks no single letter has', () => {
    expect(personNameSchema.parse('Jose\u0301')).toBe('José');
    expect(personNameSchema.parse('Mu\u0308ller')).toBe('Müller');
    // Yoruba ọ́: ọ with an acute has no precomposed letter, so the mark stays and the name is taken
    expect(personNameSchema.parse('O\u0323\u0301la')).toBe('\u1ecc\u0301la');
    expect(personNameSchema.parse('  Élodie ')).toBe('Élodie');
  });

  it('asks for the Latin spelling when the name is written in another script', () => {
    for (const v of ['Иван', 'Ivan Иванов', '李小龍', 'محمد', 'Γιώργος', 'יוסי', 'สมชาย', 'Jörg 김']) {
      expect(firstProblem(personNameSchema, v), v).toBe('validation.latinScript');
      expect(firstProblem(accountHolderSchema, v), v).toBe('validation.latinScript');
    }
  });

  it('refuses digits, symbols, a name that starts with a joiner or a mark, and letters the documents cannot print', () => {
    for (const v of [
      'Smith2',
      'Anne_Marie',
      'J@ne',
      'Ann.',
      '-Ann',
      "'Ann",
      '\u0301Ann',
      'Ann 😀',
      '½',
      'Ꞌa',
      'x\u0331',
    ]) {
      expect(problems(personNameSchema, v), v).toEqual(['validation.latinAndHyphens']);
    }
  });

  it('bounds first and last names at 50 characters and an account holder at 140', () => {
    expect(firstProblem(personNameSchema, '  ')).toBe('validation.required');
    expect(problems(personNameSchema, 'É'.repeat(50))).toEqual([]);
    expect(problems(personNameSchema, 'É'.repeat(51))).toEqual(['validation.maxSymbols']);
    expect(problems(accountHolderSchema, `Élodie ${'Müller'.repeat(22)}`)).toEqual([]);
    expect(problems(accountHolderSchema, 'É'.repeat(141))).toEqual(['validation.maxSymbols']);
  });

  it('takes any run of accepted letters, spaces, hyphens and apostrophes that starts with a letter (property)', () => {
    const letter = fc
      .constantFrom(...LATIN_NAME_LETTERS)
      .chain(([from, to]) => fc.integer({ min: from, max: to }).map((cp) => String.fromCodePoint(cp)));
    const joiner = fc.constantFrom(' ', '-', "'", '’');
    fc.assert(
      fc.property(letter, fc.array(fc.oneof(letter, letter, joiner), { maxLength: 30 }), (first, rest) => {
        const name = `${first}${rest.join('')}`.normalize('NFC').trim();
        expect(problems(personNameSchema, name), name).toEqual([]);
      }),
    );
  });
});
