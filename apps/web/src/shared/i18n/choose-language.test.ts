import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './choose-language.ts';

// SPEC §4 Language choice, in its order.
const configured = ['de', 'en', 'fr'];

describe('chooseLanguage', () => {
  it('1. uses the lang query parameter when it is configured', () => {
    expect(chooseLanguage({ query: 'fr', stored: 'de', configured })).toBe('fr');
  });

  it('1. ignores a query language that is not configured', () => {
    expect(chooseLanguage({ query: 'it', stored: 'de', configured })).toBe('de');
  });

  it('1. matches the query case-insensitively and answers the configured code', () => {
    expect(chooseLanguage({ query: 'FR', stored: null, configured })).toBe('fr');
  });

  it('2. otherwise uses the stored language when configured', () => {
    expect(chooseLanguage({ query: null, stored: 'de', configured })).toBe('de');
  });

  it('2. ignores a stored language that is no longer configured', () => {
    expect(chooseLanguage({ query: null, stored: 'es', configured })).toBe('en');
  });

  it('3. otherwise English when configured, even when it is not listed first', () => {
    expect(chooseLanguage({ query: null, stored: null, configured })).toBe('en');
  });

  it('4. otherwise the first configured language', () => {
    expect(chooseLanguage({ query: 'en', stored: 'en', configured: ['es', 'fr'] })).toBe('es');
  });

  it('5. with no languages configured, English', () => {
    expect(chooseLanguage({ query: 'de', stored: 'fr', configured: [] })).toBe('en');
  });

  it('treats an empty query or stored value as absent', () => {
    expect(chooseLanguage({ query: '', stored: '', configured: ['fr', 'de'] })).toBe('fr');
  });
});
