import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrast, toHex, toHsl, withContrast } from './contrast.ts';
import { COLOR_TOKENS, DEFAULT_LIGHT, deriveDarkPalette, type Palette, TEXT_RATIO, UI_RATIO } from './dark-tokens.ts';

const hex = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);
// A brand sets any of the tokens, each to any colour.
const lightPalette = fc.record(
  Object.fromEntries(COLOR_TOKENS.map((t) => [t, hex])) as Record<keyof Palette, typeof hex>,
  { requiredKeys: [] },
);

/** Every pair the screens put together, with the ratio WCAG AA asks of it: the pairs that fall short. */
function failures(p: Palette): string[] {
  const tones = ['neutral', 'positive', 'negative', 'warning'] as const;
  const pairs: [string, string, number][] = [['primary-contrast', 'primary', TEXT_RATIO]];
  for (const on of ['bg', 'surface', 'muted-bg'] as const) {
    pairs.push(['text', on, TEXT_RATIO], ['muted', on, TEXT_RATIO], ['primary', on, TEXT_RATIO]);
    pairs.push(['focus', on, UI_RATIO], ['border-strong', on, UI_RATIO]);
    for (const tone of tones) pairs.push([tone, on, TEXT_RATIO]);
  }
  for (const tone of tones) pairs.push([tone, `${tone}-bg`, TEXT_RATIO]);
  return pairs
    .filter(([fg, on, ratio]) => contrast(p[fg as keyof Palette], p[on as keyof Palette]) < ratio)
    .map(([fg, on]) => `${fg} on ${on}`);
}

describe('colour arithmetic', () => {
  it('gives the WCAG ratios of known pairs', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrast('#101a33', '#ffffff')).toBeGreaterThan(17);
  });

  it('goes to HSL and back without changing the colour', () => {
    fc.assert(
      fc.property(hex, (c) => {
        expect(toHex(toHsl(c))).toBe(c);
      }),
    );
  });

  it('moves lightness only as far as the ratio needs', () => {
    const lifted = withContrast('#1f4fd1', ['#121826'], 4.5, 'lighter');
    expect(contrast(lifted, '#121826')).toBeGreaterThanOrEqual(4.5);
    const oneStepLess = toHex({ ...toHsl(lifted), l: toHsl(lifted).l - 0.01 });
    expect(contrast(oneStepLess, '#121826')).toBeLessThan(4.5);
    // a colour that already passes is kept
    expect(withContrast('#ffffff', ['#000000'], 4.5, 'lighter')).toBe('#ffffff');
  });
});

describe('the derived dark palette', () => {
  it('of the default theme meets WCAG AA everywhere, in the hues of the light one', () => {
    const dark = deriveDarkPalette(DEFAULT_LIGHT);
    expect(failures(dark)).toEqual([]);
    expect(toHsl(dark.bg).l).toBeLessThan(0.1);
    expect(Math.abs(toHsl(dark.primary).h - toHsl(DEFAULT_LIGHT.primary).h)).toBeLessThan(4);
  });

  it('of any brand meets WCAG AA: text 4.5:1, controls and focus 3:1 (random brand colours)', () => {
    fc.assert(
      fc.property(lightPalette, (light) => {
        expect(failures(deriveDarkPalette(light))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it("puts the logo on the light surface it is drawn for, or on the brand's own plate", () => {
    // a logo with dark letters (the seeded brands'): in dark it sits on the light surface, not the dark header
    expect(deriveDarkPalette(DEFAULT_LIGHT)['logo-plate']).toBe('#ffffff');
    expect(deriveDarkPalette({ surface: '#fffdf9' })['logo-plate']).toBe('#fffdf9');
    expect(contrast('#0f1a33', deriveDarkPalette({ surface: '#fffdf9' })['logo-plate'])).toBeGreaterThan(TEXT_RATIO);
    expect(deriveDarkPalette({ surface: '#fffdf9', 'logo-plate': '#0b2b2a' })['logo-plate']).toBe('#0b2b2a');
  });

  it("keeps a brand's own dark colours and derives the rest against them", () => {
    const dark = deriveDarkPalette({ primary: '#07726e' }, { bg: '#04201f', surface: '#0a2b2a', primary: '#5fd4cf' });
    expect(dark.bg).toBe('#04201f');
    expect(dark.surface).toBe('#0a2b2a');
    expect(dark.primary).toBe('#5fd4cf');
    expect(contrast(dark.text, '#0a2b2a')).toBeGreaterThanOrEqual(TEXT_RATIO);
    expect(contrast(dark['primary-contrast'], dark.primary)).toBeGreaterThanOrEqual(TEXT_RATIO);
  });
});
