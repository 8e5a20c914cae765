import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, useEnglishCatalogue } from '../test/i18n-for-tests.ts';
import { validationMessage } from './validation-message.ts';

beforeAll(() => useEnglishCatalogue());

describe('validationMessage', () => {
  const t = i18n.t.bind(i18n);

  it("translates a schema's message key with the contract's password bounds", () => {
    expect(validationMessage(t, 'validation.passwordBetween')).toBe('Password must be between 8 and 64 characters');
    expect(validationMessage(t, 'validation.email')).toBe('Enter a valid e-mail');
  });

  it("fills 'Maximum {{max}} symbols' with the field's own limit", () => {
    expect(validationMessage(t, 'validation.maxSymbols', 50)).toBe('Maximum 50 symbols');
  });

  it('is undefined without an error', () => {
    expect(validationMessage(t, undefined)).toBeUndefined();
  });
});
