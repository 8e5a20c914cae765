import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrast, DEFAULT_LIGHT, deriveDarkPalette } from '@portal/contract';
import { brandDarkStyle, brandStylesheetReader, paletteOf } from './brand-dark.ts';

const themeCss = readFileSync(new URL('../../../../packages/ui/src/theme/theme.css', import.meta.url), 'utf8');
const assets = new URL('../../assets/', import.meta.url).pathname;

describe('the theme stylesheet', () => {
  it('has the light palette the dark one is derived from', () => {
    expect(paletteOf(themeCss)).toEqual(DEFAULT_LIGHT);
  });

  it("has the default light palette's derived dark one, so the default brand is no special case", () => {
    expect(paletteOf(themeCss, ":root[data-theme='dark']")).toEqual(deriveDarkPalette(DEFAULT_LIGHT));
  });
});

describe("a brand's dark style", () => {
  it("reads a stylesheet's light colours, not its comments, its dark rules nor other values", () => {
    const css = `/* --color-bg: #000000; */
      :root { --color-primary: #07726E; --color-muted: var(--x); --radius-sm: 4px }
      :root[data-theme='dark'] { --color-primary: #ffffff }
      .card { --color-text: #123456 }`;
    expect(paletteOf(css)).toEqual({ primary: '#07726e' });
  });

  it('derives the seeded brands’ dark colours from their stylesheets, their primary hue kept', () => {
    const read = brandStylesheetReader(assets);
    const css = read('/brand-assets/bluewave/styles.css');
    expect(css).toContain('--color-primary: #07726e');
    const style = brandDarkStyle(css, {});
    expect(style).toMatch(/^<style data-brand-dark>:root\[data-theme='dark'\]\{--color-bg:#[0-9a-f]{6};.*\}<\/style>$/);
    expect(style).toContain(`--color-primary:${deriveDarkPalette(paletteOf(css!)).primary}`);
  });

  it('takes the dark colours set in the console and derives the rest against them', () => {
    const style = brandDarkStyle(null, { bg: '#04201f', primary: '#5fd4cf' });
    expect(style).toContain('--color-bg:#04201f;');
    expect(style).toContain('--color-primary:#5fd4cf;');
    const text = /--color-text:(#[0-9a-f]{6})/.exec(style)![1]!;
    expect(contrast(text, '#04201f')).toBeGreaterThanOrEqual(4.5);
  });

  it('is nothing for a brand with neither a stylesheet nor dark colours (theme.css fits it)', () => {
    expect(brandDarkStyle(null, {})).toBe('');
    expect(brandDarkStyle(':root { --radius-sm: 2px }', {})).toBe('');
  });

  it('reads only stylesheets the portal serves itself, inside the brands folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'brand-dark-'));
    mkdirSync(join(dir, 'brands', 'x'), { recursive: true });
    writeFileSync(join(dir, 'brands', 'x', 'styles.css'), ':root{--color-primary:#112233}');
    writeFileSync(join(dir, 'secret.css'), ':root{}');
    const read = brandStylesheetReader(`${dir}/`);
    expect(read('/brand-assets/x/styles.css?v=2')).toContain('#112233');
    expect(read('/brand-assets/../secret.css')).toBeNull();
    expect(read('/brand-assets/x/missing.css')).toBeNull();
    expect(read('https://cdn.example/styles.css')).toBeNull();
    expect(read('/brand-assets/x/logo.svg')).toBeNull();
  });
});
