import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readLangCookie, writeLangCookie } from './lang-cookie.ts';

// SPEC §9: cookie name lang, path /, SameSite Strict, no expiry unless given in days.
const cookieSetter = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
let written: string[] = [];

beforeEach(() => {
  written = [];
  // Record the raw strings (jsdom's document.cookie getter hides the attributes) and still store them.
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => cookieSetter.get!.call(document) as string,
    set: (value: string) => {
      written.push(value);
      cookieSetter.set!.call(document, value);
    },
  });
});
afterEach(() => {
  document.cookie = 'lang=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  delete (document as { cookie?: string }).cookie;
  vi.useRealTimers();
});

const attributes = (raw: string) => raw.split('; ').slice(1);

describe('writeLangCookie', () => {
  it('writes lang on path / with SameSite=Strict and no expiry (a session cookie)', () => {
    writeLangCookie('de');
    expect(written).toEqual(['lang=de; path=/; SameSite=Strict']);
    expect(document.cookie).toContain('lang=de');
  });

  it('adds an expiry only when days are given', () => {
    vi.useFakeTimers({ now: Date.UTC(2030, 0, 1) });
    writeLangCookie('fr', 30);
    expect(written[0]!.split('; ')[0]).toBe('lang=fr');
    expect(attributes(written[0]!)).toEqual([
      'path=/',
      'SameSite=Strict',
      `expires=${new Date(Date.UTC(2030, 0, 31)).toUTCString()}`,
    ]);
  });

  it('treats zero days as no expiry', () => {
    writeLangCookie('es', 0);
    expect(written).toEqual(['lang=es; path=/; SameSite=Strict']);
  });

  it('encodes the value', () => {
    writeLangCookie('pt;BR');
    expect(written[0]).toMatch(/^lang=pt%3BBR; /);
  });
});

describe('readLangCookie', () => {
  it('reads the lang cookie among others', () => {
    cookieSetter.set!.call(document, 'other=1; path=/');
    writeLangCookie('fr');
    cookieSetter.set!.call(document, 'slang=x; path=/');
    expect(readLangCookie()).toBe('fr');
    cookieSetter.set!.call(document, 'other=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT');
    cookieSetter.set!.call(document, 'slang=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT');
  });

  it('is null without the cookie', () => {
    expect(readLangCookie()).toBeNull();
  });
});
