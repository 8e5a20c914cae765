import { describe, expect, it } from 'vitest';
import { commonPasswords } from '../../modules/auth/password-screening.ts';
import { contextWords, passwordWeakness, type PasswordContext } from './weak-password.ts';

const COMMON = new Set(['password', 'summer', 'qwerty123', 'monkey']);
const CONTEXT: PasswordContext = {
  brands: [{ code: 'northwind', name: 'Northwind Funding' }],
  email: 'jane.doe-smith@example.com',
  names: ['Jane', 'Li'],
};
const words = contextWords(CONTEXT);

describe('passwordWeakness', () => {
  it('refuses a common password however the policy’s classes were added to it', () => {
    for (const p of ['Password1!', 'P@ssw0rd!', '#Summer2026', 'Qwerty123!', '2026!MONKEY!!'])
      expect(passwordWeakness(p, COMMON, []), p).toBe('common');
  });

  it('passes a password that only holds a common word among others', () => {
    for (const p of ['Blue#Password-Tree9', 'Monkey#Island#42x', 'Str0ng#Pass'])
      expect(passwordWeakness(p, COMMON, []), p).toBeNull();
  });

  it('refuses the fixed words, the brand, the e-mail’s local part and the names, case-insensitive', () => {
    for (const p of [
      'My#Prop2026x',
      'FUNDED!now9',
      'Ch@llenge#99',
      'Tr4der#9988',
      'North#Wind1',
      'NorthWind#1',
      'xFunding#12',
      'Smith#12345',
      'J@ne#2026xyz',
      'Doe-Smith#12',
    ])
      expect(passwordWeakness(p, COMMON, words), p).toBe('context');
  });

  it('ignores context words under 4 characters', () => {
    expect(words).not.toContain('li');
    expect(words).not.toContain('doe');
    expect(passwordWeakness('Doe#Li#Blue9x', COMMON, words)).toBeNull();
  });

  it('passes the demo and test passwords', () => {
    for (const p of ['Str0ng#Pass', 'N3w#Passw0rd', 'Old#Passw0rd', 'An0ther#Passw0rd!', 'Gu3st#Passw0rd'])
      expect(passwordWeakness(p, COMMON, words), p).toBeNull();
  });
});

describe('contextWords', () => {
  it('lists the fixed words, the brand’s code and name and their words, the local part and its words, the names', () => {
    expect(words).toEqual(
      expect.arrayContaining([
        'prop',
        'funded',
        'challenge',
        'trader',
        'northwind',
        'northwind funding',
        'funding',
        'jane.doe-smith',
        'jane',
        'smith',
      ]),
    );
  });
});

describe('the bundled list', () => {
  it('holds well over 3,000 common passwords, in lower case, and refuses the best known with the classes added', async () => {
    const list = await commonPasswords();
    expect(list.size).toBeGreaterThan(3000);
    for (const p of ['Password123!', 'Qwerty123!', 'Iloveyou1!', 'Letmein#1', 'Football#1', 'P@ssw0rd1'])
      expect(passwordWeakness(p, list, []), p).toBe('common');
    for (const p of ['DemoOwner#2026', 'DemoFinance#2026', 'DemoTrader#2026', 'Str0ng#Pass', 'N3w#Passw0rd'])
      expect(passwordWeakness(p, list, []), p).toBeNull();
  });
});
