import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { LATIN_NAME_LETTERS, LATIN_NAME_MARKS } from '@portal/contract';
import { DOCUMENT_FONTS } from './document-fonts.ts';

type Font = { hasGlyphForCodePoint(codePoint: number): boolean };
const fontkit = createRequire(import.meta.url)('fontkit') as { create(bytes: Buffer): Font };

/**
 * The contract PDF and the certificates print the trader's name in the documents' own fonts and nothing else
 * (lib/pdf-worker.ts, certificate-render.ts): a letter the name rule accepts but a font lacks would print blank
 * while the PDF's text still reads right. So every letter and mark the rule takes must have its glyph, in each weight.
 */
const codePoints = [...LATIN_NAME_LETTERS, ...LATIN_NAME_MARKS].flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i),
);

describe('the documents’ fonts', () => {
  it.each(Object.entries(DOCUMENT_FONTS))('%s has a glyph for every letter a name may hold', (_weight, file) => {
    const font = fontkit.create(readFileSync(file));
    const missing = codePoints
      .filter((cp) => !font.hasGlyphForCodePoint(cp))
      .map((cp) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')} ${String.fromCodePoint(cp)}`);
    expect(missing).toEqual([]);
  });

  it('covers the names of the issue and the apostrophes and dashes between their parts', () => {
    const font = fontkit.create(readFileSync(DOCUMENT_FONTS.bold));
    for (const ch of 'ÉlodieJoséMüllerñçøłșțőŁŻÆßÞĐặ’ʼ-')
      expect(font.hasGlyphForCodePoint(ch.codePointAt(0)!), ch).toBe(true);
  });
});
