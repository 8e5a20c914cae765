import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  countryCodeSchema,
  emailSchema,
  languageCodeSchema,
  oneTimeCodeSchema,
  passwordSchema,
  phoneSchema,
} from './fields.ts';
import { problems, firstProblem } from '../test/schema-messages.ts';

describe('emailSchema', () => {
  it('trims and lower-cases', () => {
    expect(emailSchema.parse('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });

  it('rejects what is not an address', () => {
    for (const v of ['', 'jane', 'jane@', '@example.com', 'jane doe@example.com', 'jane@example']) {
      expect(problems(emailSchema, v), v).toEqual(['validation.email']);
    }
    expect(problems(emailSchema, `${'a'.repeat(250)}@example.com`)).toContain('validation.maxSymbols');
  });
});

describe('passwordSchema', () => {
  it('takes 8 to 64 characters with lower, upper, digit and special', () => {
    for (const v of ['Str0ng#P', 'Str0ng#Pass', `Aa1#${'x'.repeat(60)}`])
      expect(problems(passwordSchema, v), v).toEqual([]);
  });

  it('names the bound that fails', () => {
    expect(problems(passwordSchema, 'Sh0r#t')).toEqual(['validation.passwordBetween']);
    expect(problems(passwordSchema, `Aa1#${'x'.repeat(61)}`)).toEqual(['validation.passwordBetween']);
  });

  it('requires each kind of character', () => {
    for (const v of ['str0ng#pass', 'STR0NG#PASS', 'Strong#Pass', 'Str0ngPass1']) {
      expect(problems(passwordSchema, v), v).toEqual(['validation.passwordComplex']);
    }
  });
});

describe('oneTimeCodeSchema', () => {
  it('takes exactly 6 digits, trimmed', () => {
    expect(oneTimeCodeSchema.parse('012345')).toBe('012345');
    expect(oneTimeCodeSchema.parse(' 987654 ')).toBe('987654');
    for (const v of ['12345', '1234567']) {
      expect(problems(oneTimeCodeSchema, v), v).toEqual(['validation.codeLength']);
    }
  });

  it('says a code of 6 characters that are not all digits must be digits', () => {
    for (const v of ['ZZZZZZ', '12a456', '12 456', '１２３４５６']) {
      expect(problems(oneTimeCodeSchema, v), v).toEqual(['validation.codeDigits']);
    }
    expect(firstProblem(oneTimeCodeSchema, 'abc'), 'abc').toBe('validation.codeDigits');
  });

  it('says first that an empty code is mandatory', () => {
    for (const v of ['', '   ']) expect(firstProblem(oneTimeCodeSchema, v), v).toBe('validation.required');
  });

  it('passes any string of 6 digits (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{6}$/), (code) => {
        expect(oneTimeCodeSchema.parse(code)).toBe(code);
      }),
    );
  });

  it('fails any string of digits of another length (property)', () => {
    const digits = fc.array(fc.constantFrom(...'0123456789'), { maxLength: 20 }).map((a) => a.join(''));
    fc.assert(
      fc.property(
        digits.filter((s) => s.length !== 6),
        (code) => {
          expect(oneTimeCodeSchema.safeParse(code).success).toBe(false);
        },
      ),
    );
  });
});

describe('phoneSchema', () => {
  it('normalises to E.164', () => {
    expect(phoneSchema.parse('+44 20 7946 0958')).toBe('+442079460958');
    expect(phoneSchema.parse(' +1 (555) 123-4567 ')).toBe('+15551234567');
    expect(phoneSchema.parse('+49.151.1234.5678')).toBe('+4915112345678');
  });

  it('rejects numbers without a country code or of the wrong length', () => {
    for (const v of ['020 7946 0958', '+0 20 7946 0958', '+1234567', '+1234567890123456', '+44 20 ABCD 0958']) {
      expect(problems(phoneSchema, v), v).toEqual(['validation.phone']);
    }
  });

  it('keeps the digits of any E.164 number however it is spaced (property)', () => {
    const separators = fc.constantFrom('', ' ', '-', '.');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), separators), { minLength: 7, maxLength: 14 }),
        (first, rest) => {
          const typed = `+${first}${rest.map(([d, s]) => `${s}${d}`).join('')}`;
          expect(phoneSchema.parse(typed)).toBe(`+${first}${rest.map(([d]) => d).join('')}`);
        },
      ),
    );
  });
});

describe('countries and languages', () => {
  it('upper-cases country codes and lower-cases language codes', () => {
    expect(countryCodeSchema.parse(' gb ')).toBe('GB');
    expect(problems(countryCodeSchema, 'GBR')).toEqual(['validation.country']);
    expect(firstProblem(countryCodeSchema, '')).toBe('validation.required');
    expect(languageCodeSchema.parse('DE')).toBe('de');
    expect(languageCodeSchema.parse('en-GB')).toBe('en-gb');
    expect(languageCodeSchema.safeParse('english').success).toBe(false);
  });
});
